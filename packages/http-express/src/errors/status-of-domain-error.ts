import { DomainError, ValidationError } from '@employee/domain';

/**
 * The one table from domain error codes to HTTP statuses (docs/house-rules.md#errors). Codes are
 * matched whole first, then by their last segment (`EMPLOYEE.NOT_FOUND` → `NOT_FOUND`).
 */
const STATUS_BY_CODE: Record<string, number> = {
  'AUTH.UNAUTHENTICATED': 401,
  FORBIDDEN_TARGET: 403,
  NOT_FOUND: 404,
  INVALID: 422,
  RESTORE_CONFLICT: 422,
  NOT_DELETED: 409,
  SOFT_DELETED: 409,
  ALREADY_LIVE: 409,
};

/** The HTTP status of a domain error, or `null` for a code the table does not know (answered as a 500). */
export function statusOfDomainError(error: DomainError): number | null {
  const suffix = error.code.split('.').pop() ?? '';
  return STATUS_BY_CODE[error.code] ?? STATUS_BY_CODE[suffix] ?? (error instanceof ValidationError ? 422 : null);
}
