/** The building blocks of signing in (docs/sign-in.md): pure policies and the ports their adapters implement. */
export * from './common-passwords';
export * from './password-policy';
export * from './personal-password';
export * from './password-hasher';
export * from './sign-in-back-off';
export * from './sign-in-failures';
export * from './one-time-passwords';
export * from './recovery-codes';
export * from './session-policy';
export * from './sessions';
export * from './sign-in.errors';
export * from './otp-enrolment';
export * from './sign-in-ports';
