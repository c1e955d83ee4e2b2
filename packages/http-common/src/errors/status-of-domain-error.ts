import {
  AccessRefusedError,
  type DomainError,
  type DomainErrorKind,
  OtpEnrolmentRequiredError,
  OtpRejectedError,
  OtpRequiredError,
  ProfileInUseError,
  ScopeNotHeldError,
  SignInThrottledError,
  VersionMismatchError,
} from '@employee/domain';

/** The HTTP status of each kind of domain error (docs/http.md#errors). */
const STATUS_OF_KIND: Record<DomainErrorKind, number> = {
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  invalid: 422,
  throttled: 429,
};

/** The exceptions: the codes answered with another status than their kind's, each with its reason. */
const STATUS_OF_EXCEPTION: Record<string, number> = {
  // A conflict, but a closed campaign never takes answers again: Gone (docs/surveys.md#the-survey-endpoint).
  'CAMPAIGN.NOT_OPEN': 410,
  // A conflict with the version the caller's `If-Match` names (docs/change-history.md#versions-and-etags).
  'VERSION.MISMATCH': 412,
};

/**
 * The HTTP status of a domain error: its kind's, unless its code is one of the few answered otherwise
 * (docs/house-rules.md#errors, docs/http.md#errors).
 */
export function statusOfDomainError(error: DomainError): number {
  return STATUS_OF_EXCEPTION[error.code] ?? STATUS_OF_KIND[error.kind];
}

/**
 * The `meta` of a domain error's body, when its error carries data for the caller (docs/access.md#error-codes,
 * docs/sign-in.md#signing-in): `{required_scope}` for a scope the caller may not grant, `{reason}` (`own_grant`,
 * `campaign_access_not_held`, `session_required`) for what no scope allows, `{permissions}` for a
 * profile still in use, `{reason: "sign_in_account", retry_after}` (seconds) for a sign-in that backs off,
 * `{current_version}` for a write whose `If-Match` is stale, and
 * `{otp_enrolment: {secret, otpauth_url, recovery_codes}}`, shown this once, for a user who must enrol an
 * authenticator.
 */
export function metaOfDomainError(error: DomainError): Record<string, unknown> | undefined {
  if (error instanceof ScopeNotHeldError) return { required_scope: error.scope };
  if (error instanceof AccessRefusedError) return { reason: error.reason };
  if (error instanceof ProfileInUseError) return { permissions: error.permissions };
  if (error instanceof SignInThrottledError) return { reason: 'sign_in_account', retry_after: error.retryAfterSeconds };
  if (error instanceof VersionMismatchError) return { current_version: error.currentVersion };
  // The dashboard's sign-in page asks for a code on these two, and says "wrong e-mail or password" otherwise.
  if (error instanceof OtpRequiredError) return { reason: 'otp_required' };
  if (error instanceof OtpRejectedError) return { reason: 'otp_rejected' };
  if (error instanceof OtpEnrolmentRequiredError) {
    const { secret, otpauthUrl, recoveryCodes } = error.enrolment;
    return { otp_enrolment: { secret, otpauth_url: otpauthUrl, recovery_codes: recoveryCodes } };
  }
  return undefined;
}

/**
 * The headers of a domain error's answer: `WWW-Authenticate: Bearer` for a missing or bad credential,
 * `WWW-Authenticate: Invitation` for a survey link's token that opens nothing, `Retry-After` for a sign-in that
 * backs off.
 */
export function headersOfDomainError(error: DomainError): Record<string, string> {
  if (error.code === 'AUTH.UNAUTHENTICATED') return { 'WWW-Authenticate': 'Bearer' };
  if (error.code === 'INVITATION.UNKNOWN') return { 'WWW-Authenticate': 'Invitation' };
  if (error instanceof SignInThrottledError) return { 'Retry-After': String(error.retryAfterSeconds) };
  return {};
}
