import {
  AccessRefusedError,
  DomainError,
  OtpEnrolmentRequiredError,
  OtpRejectedError,
  OtpRequiredError,
  ProfileInUseError,
  ScopeNotHeldError,
  SignInThrottledError,
  ValidationError,
  VersionMismatchError,
} from '@employee/domain';

/**
 * The one table from domain error codes to HTTP statuses (docs/house-rules.md#errors). Codes are
 * matched whole first, then by their last segment (`EMPLOYEE.NOT_FOUND` → `NOT_FOUND`).
 */
const STATUS_BY_CODE: Record<string, number> = {
  'AUTH.UNAUTHENTICATED': 401,
  // Access (docs/access.md#error-codes).
  'ACCESS.SCOPE_NOT_HELD': 403,
  'ACCESS.OWN_GRANT': 403,
  'ACCESS.CAMPAIGN_ACCESS_NOT_HELD': 403,
  'USER_TOKEN.SESSION_REQUIRED': 403,
  'ACCESS.LAST_ADMIN': 409,
  'PROFILE.BUILTIN': 409,
  'PROFILE.IN_USE': 409,
  'PERMISSION.DUPLICATE': 409,
  'USER.DISABLED': 409,
  'USER.NOT_INVITED': 409,
  'USER.INVITATION_INVALID': 409,
  // Sign-in (docs/sign-in.md#signing-in).
  'AUTH.SIGN_IN_FAILED': 401,
  'AUTH.OTP_REQUIRED': 401,
  'AUTH.OTP_REJECTED': 401,
  'AUTH.OTP_ENROLMENT_REQUIRED': 403,
  'AUTH.SIGN_IN_THROTTLED': 429,
  // Campaigns (docs/surveys.md#campaigns): a transition or change the status does not allow.
  'CAMPAIGN.WRONG_STATE': 409,
  // Survey submissions (docs/surveys.md#the-survey-endpoint), checked in this order.
  'INVITATION.UNKNOWN': 401,
  'CAMPAIGN.NOT_OPEN': 410,
  'RESPONSE.ALREADY_SUBMITTED': 409,
  'RESPONSE.INVALID': 422,
  // Versions (docs/change-history.md#versions-and-etags).
  'VERSION.MISMATCH': 412,
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
