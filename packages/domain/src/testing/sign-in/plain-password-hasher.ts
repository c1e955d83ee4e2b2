import { normalisePassword } from '../../access/sign-in/password-policy';
import type { PasswordHasher } from '../../access/sign-in/password-hasher';

/**
 * A `PasswordHasher` for tests, with no cryptography and no cost: the "hash" of a password is
 * `plain:<password in NFC>`. It counts `verify` calls, so a test can see that an unknown e-mail is verified too
 * (against `placeholderHash`, which no password matches). `needsRehash` is true for anything not `plain:`.
 */
export class PlainPasswordHasher implements PasswordHasher {
  /** How many times `verify` ran. */
  verifications = 0;

  readonly placeholderHash = 'placeholder:';

  async hash(password: string): Promise<string> {
    return `plain:${normalisePassword(password)}`;
  }

  async verify(password: string, stored: string): Promise<boolean> {
    this.verifications += 1;
    return stored === `plain:${normalisePassword(password)}`;
  }

  needsRehash(stored: string): boolean {
    return !stored.startsWith('plain:');
  }
}
