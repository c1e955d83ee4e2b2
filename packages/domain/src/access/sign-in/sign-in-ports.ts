import type { CommonPasswords } from './common-passwords';
import type { OneTimePasswords } from './one-time-passwords';
import type { PasswordHasher } from './password-hasher';
import type { RecoveryCodes } from './recovery-codes';
import type { Sessions } from './sessions';
import type { SignInFailures } from './sign-in-failures';

/**
 * The adapters the sign-in use cases need beside the unit of work and the clock (docs/sign-in.md): one bundle,
 * bound once by the server, so each use case takes what it uses from it.
 */
export interface SignInPorts {
  readonly passwordHasher: PasswordHasher;
  readonly commonPasswords: CommonPasswords;
  readonly oneTimePasswords: OneTimePasswords;
  readonly recoveryCodes: RecoveryCodes;
  readonly sessions: Sessions;
  readonly failures: SignInFailures;
}
