import type { SignInPorts } from '../../access';
import { InMemoryCommonPasswords } from './in-memory-common-passwords';
import { InMemorySessions } from './in-memory-sessions';
import { InMemorySignInFailures } from './in-memory-sign-in-failures';
import { PlainOneTimePasswords } from './plain-one-time-passwords';
import { PlainPasswordHasher } from './plain-password-hasher';
import { PlainRecoveryCodes } from './plain-recovery-codes';

/** Every sign-in port on its test adapter, fresh (docs/sign-in.md); the concrete types, for tests that drive them. */
export interface InMemorySignInPorts extends SignInPorts {
  readonly passwordHasher: PlainPasswordHasher;
  readonly commonPasswords: InMemoryCommonPasswords;
  readonly oneTimePasswords: PlainOneTimePasswords;
  readonly recoveryCodes: PlainRecoveryCodes;
  readonly sessions: InMemorySessions;
  readonly failures: InMemorySignInFailures;
}

/** A new set of the sign-in ports' test adapters: plain hashing, codes and TOTP, sessions and failures in memory. */
export function inMemorySignInPorts(): InMemorySignInPorts {
  return {
    passwordHasher: new PlainPasswordHasher(),
    commonPasswords: new InMemoryCommonPasswords(),
    oneTimePasswords: new PlainOneTimePasswords(),
    recoveryCodes: new PlainRecoveryCodes(),
    sessions: new InMemorySessions(),
    failures: new InMemorySignInFailures(),
  };
}
