/** Test adapters of the sign-in ports (docs/sign-in.md). */
export * from './in-memory-common-passwords';
export * from './plain-password-hasher';
export * from './plain-one-time-passwords';
export * from './plain-recovery-codes';
export * from './in-memory-sessions';
export * from './in-memory-sign-in-failures';
export * from './in-memory-sign-in-ports';
