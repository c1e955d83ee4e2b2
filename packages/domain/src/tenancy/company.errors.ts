import { ForbiddenError, NotFoundError } from '../kernel/domain-error';

/** Code of a 422 on company input (admin commands). */
export const COMPANY_INVALID = 'COMPANY.INVALID';

/** No company with this id. */
export function companyNotFound(): NotFoundError {
  return new NotFoundError('COMPANY.NOT_FOUND', 'Company not found');
}

/**
 * The `Resource-Id` names a company the caller may not act on: unknown, unrelated, a parent of the
 * caller, or not a UUID (docs/contract.md#authentication-and-tenancy: 403).
 */
export function forbiddenTarget(): ForbiddenError {
  return new ForbiddenError(
    'COMPANY.FORBIDDEN_TARGET',
    'The credential may not act on the company named by Resource-Id',
  );
}
