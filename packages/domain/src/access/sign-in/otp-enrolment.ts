import type { User } from '../user';
import type { OneTimePasswords } from './one-time-passwords';
import type { RecoveryCodes } from './recovery-codes';

/** Name of the product in authenticator apps (the `issuer` of the `otpauth://` URL). */
export const OTP_ISSUER = 'Employee Integration API';

/**
 * A new TOTP enrolment, shown to the person once (API field `otp_enrolment`): the base32 `secret`, the
 * `otpauthUrl` a QR code carries, and ten one-time `recoveryCodes`. Only the secret (needed to check codes) and
 * the codes' hashes are stored.
 */
export interface OtpEnrolment {
  readonly secret: string;
  readonly otpauthUrl: string;
  readonly recoveryCodes: readonly string[];
}

/**
 * Starts (or restarts) `user`'s TOTP enrolment at `now`: a new secret and new recovery codes, stored on the user
 * (not yet confirmed: the first accepted code confirms it), and answers what to show once. The caller saves the
 * user. Source: docs/sign-in.md#one-time-passwords, docs/access.md#the-companys-one-time-password-setting.
 * @throws StateError `USER.DISABLED` for a disabled user.
 */
export function startOtpEnrolment(
  user: User,
  oneTimePasswords: OneTimePasswords,
  recoveryCodes: RecoveryCodes,
  now: Date,
): OtpEnrolment {
  const secret = oneTimePasswords.generateSecret();
  const codes = recoveryCodes.generate();
  user.enrolOtp(secret, codes.hashes, now);
  return {
    secret,
    otpauthUrl: oneTimePasswords.otpauthUrl(secret, user.email.value, OTP_ISSUER),
    recoveryCodes: codes.codes,
  };
}
