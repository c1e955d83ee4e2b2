/**
 * What kind of failure a domain error is, which is what an adapter answers it by (docs/house-rules.md#errors):
 * `unauthenticated` (no valid credential), `forbidden` (the caller may not do this), `not-found` (nothing such
 * for the caller), `conflict` (the stored data's state does not allow it), `invalid` (bad input, per field),
 * `throttled` (too many attempts: try again later).
 */
export type DomainErrorKind = 'unauthenticated' | 'forbidden' | 'not-found' | 'conflict' | 'invalid' | 'throttled';

/**
 * Base of every error the domain raises. Carries its `kind` and a stable, machine-readable `code`
 * (`EMPLOYEE.NOT_FOUND`, `EMPLOYEE.INVALID`, …) and never an HTTP status: the HTTP adapter answers by kind, with
 * a table of the few codes answered otherwise (docs/house-rules.md#errors).
 */
export abstract class DomainError extends Error {
  protected constructor(
    readonly kind: DomainErrorKind,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/**
 * The request carries no valid API key: missing, malformed, unknown, revoked, or of a company that no longer
 * exists; one error for all of them (docs/contract.md#authentication-and-tenancy: 401, the same body for every case).
 * Code: `AUTH.UNAUTHENTICATED`; `INVITATION.UNKNOWN` for a survey invitation token (the same 401, one body for
 * every bad token).
 */
export class UnauthenticatedError extends DomainError {
  constructor(message: string, code: 'AUTH.UNAUTHENTICATED' | 'INVITATION.UNKNOWN' = 'AUTH.UNAUTHENTICATED') {
    super('unauthenticated', code, message);
  }
}

/**
 * The thing asked for does not exist for the caller: unknown id, soft-deleted employee, or a resource of
 * another company (docs/contract.md#authentication-and-tenancy). Codes:
 * `EMPLOYEE.NOT_FOUND`, `FILTER.NOT_FOUND`, `COMPANY.NOT_FOUND`, `CAMPAIGN.NOT_FOUND`.
 */
export class NotFoundError extends DomainError {
  constructor(code: `${string}.NOT_FOUND`, message: string) {
    super('not-found', code, message);
  }
}

/**
 * The authenticated company may not act on the requested target company (docs/contract.md#authentication-and-tenancy).
 * Code: `COMPANY.FORBIDDEN_TARGET`.
 */
export class ForbiddenError extends DomainError {
  constructor(code: `${string}.FORBIDDEN_TARGET`, message: string) {
    super('forbidden', code, message);
  }
}

/**
 * The operation conflicts with the current state of the stored data and cannot be carried out as asked
 * (kind `conflict`), for example restoring an employee that is not soft-deleted. Code examples:
 * `EMPLOYEE.NOT_DELETED`, `API_KEY.ALREADY_LIVE`.
 */
export class StateError extends DomainError {
  constructor(code: string, message: string) {
    super('conflict', code, message);
  }
}
