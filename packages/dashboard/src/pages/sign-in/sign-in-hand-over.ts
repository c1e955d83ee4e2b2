/**
 * What the invitation page hands to the sign-in page (router state): the e-mail just accepted, and whether an
 * enrolment was shown, so the first sign-in sends a code of it with the password (which confirms the enrolment,
 * docs/sign-in.md#accepting-an-invitation) instead of being given a new one.
 */
export interface SignInHandOver {
  readonly email: string;
  readonly otp: boolean;
}

/** The hand-over in a location's state, when there is one. */
export function signInHandOverIn(state: unknown): SignInHandOver | null {
  const candidate = state as Partial<SignInHandOver> | null;
  return candidate && typeof candidate.email === 'string' && typeof candidate.otp === 'boolean'
    ? { email: candidate.email, otp: candidate.otp }
    : null;
}
