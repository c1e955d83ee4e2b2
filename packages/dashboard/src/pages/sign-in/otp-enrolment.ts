/** An enrolment in one-time passwords as the API shows it, once (docs/sign-in.md#one-time-passwords). */
export interface OtpEnrolmentView {
  readonly secret: string;
  readonly otpauth_url: string;
  readonly recovery_codes: readonly string[];
}

/** The enrolment in an error's or answer's `meta`/body, when there is one. */
export function otpEnrolmentIn(value: unknown): OtpEnrolmentView | null {
  const enrolment = (value as { otp_enrolment?: OtpEnrolmentView } | null | undefined)?.otp_enrolment;
  return enrolment && typeof enrolment.secret === 'string' ? enrolment : null;
}
