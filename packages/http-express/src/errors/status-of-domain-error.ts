import { DomainError, ProfileInUseError, ScopeNotHeldError, ValidationError } from '@employee/domain';

/**
 * The one table from domain error codes to HTTP statuses (docs/house-rules.md#errors). Codes are
 * matched whole first, then by their last segment (`EMPLOYEE.NOT_FOUND` → `NOT_FOUND`).
 */
const STATUS_BY_CODE: Record<string, number> = {
  'AUTH.UNAUTHENTICATED': 401,
  // Access (docs/access.md#error-codes).
  'ACCESS.SCOPE_NOT_HELD': 403,
  'ACCESS.LAST_ADMIN': 409,
  'PROFILE.BUILTIN': 409,
  'PROFILE.IN_USE': 409,
  'PERMISSION.DUPLICATE': 409,
  'USER.DISABLED': 409,
  'USER.NOT_INVITED': 409,
  'USER.INVITATION_INVALID': 409,
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

/**
 * The `meta` of a domain error's body, when its error carries data for the caller (docs/access.md#error-codes):
 * `{required_scope}` for a scope the caller may not grant, `{permissions}` for a profile still in use.
 */
export function metaOfDomainError(error: DomainError): Record<string, unknown> | undefined {
  if (error instanceof ScopeNotHeldError) return { required_scope: error.scope };
  if (error instanceof ProfileInUseError) return { permissions: error.permissions };
  return undefined;
}
