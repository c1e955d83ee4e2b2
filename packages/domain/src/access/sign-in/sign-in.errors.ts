import { DomainError, UnauthenticatedError } from '../../kernel/domain-error';
import type { OtpEnrolment } from './otp-enrolment';

/** Code of a 422 on a sign-in or invitation body (`email`, `password`, `otp`, `token` not strings). */
export const SIGN_IN_INVALID = 'SIGN_IN.INVALID';
/** Code of a wrong e-mail, wrong password, or a user who may not sign in: one code for all (401). */
export const SIGN_IN_FAILED = 'AUTH.SIGN_IN_FAILED';
/** Code of a right password without the one-time code the account needs (401). */
export const OTP_REQUIRED = 'AUTH.OTP_REQUIRED';
/** Code of a wrong, malformed or already used one-time or recovery code (401). */
export const OTP_REJECTED = 'AUTH.OTP_REJECTED';
/** Code of a right password of a user who must first enrol an authenticator (403, with the enrolment). */
export const OTP_ENROLMENT_REQUIRED = 'AUTH.OTP_ENROLMENT_REQUIRED';
/** Code of a sign-in refused while the account backs off (429, with `Retry-After`). */
export const SIGN_IN_THROTTLED = 'AUTH.SIGN_IN_THROTTLED';

/**
 * The e-mail is unknown, the password wrong, or the user is invited or disabled: one error, one message for
 * every case, so an answer never tells whether an e-mail has an account (docs/sign-in.md#signing-in).
 */
export class SignInFailedError extends DomainError {
  constructor() {
    super('unauthenticated', SIGN_IN_FAILED, 'The e-mail or the password is incorrect');
  }
}

/** The password was right, but the account needs a one-time code in `otp` (docs/sign-in.md#signing-in). */
export class OtpRequiredError extends DomainError {
  constructor() {
    super(
      'unauthenticated',
      OTP_REQUIRED,
      'A one-time code from your authenticator app (or a recovery code) is required in otp',
    );
  }
}

/**
 * The code in `otp` is not a valid one-time code of this moment nor an unused recovery code: wrong, malformed,
 * or already used (a replay). Counts as a failed sign-in (docs/sign-in.md#signing-in).
 */
export class OtpRejectedError extends DomainError {
  constructor() {
    super('unauthenticated', OTP_REJECTED, 'The one-time code is incorrect or has already been used');
  }
}

/**
 * The password was right, but the company requires one-time passwords and the user has not confirmed an
 * authenticator yet: `enrolment` is a new one, shown this once; the next sign-in gives a code of it
 * (docs/sign-in.md#signing-in).
 */
export class OtpEnrolmentRequiredError extends DomainError {
  constructor(readonly enrolment: OtpEnrolment) {
    super(
      'forbidden',
      OTP_ENROLMENT_REQUIRED,
      'Your company requires a one-time password: add the secret to an authenticator app, keep the recovery ' +
        'codes, and sign in again with a code',
    );
  }
}

/**
 * The account failed to sign in too often: no password is checked until `retryAfterSeconds` (at least 1) have
 * passed (docs/sign-in.md#back-off).
 */
export class SignInThrottledError extends DomainError {
  constructor(readonly retryAfterSeconds: number) {
    super(
      'throttled',
      SIGN_IN_THROTTLED,
      `Too many failed sign-ins for this account: try again in ${retryAfterSeconds} s`,
    );
  }
}

/** No live session: missing, unknown, ended or expired cookie, or a user no longer active (401). */
export function sessionInvalid(): UnauthenticatedError {
  return new UnauthenticatedError('Sign in first: there is no valid session');
}
