import type { CommonPasswords } from '../../access/sign-in/common-passwords';

/**
 * A `CommonPasswords` over a short list given by the test, compared without regard to letter case like the
 * service's list (docs/sign-in.md#passwords). Default: a few long passwords of the real lists.
 */
export class InMemoryCommonPasswords implements CommonPasswords {
  private readonly listed: ReadonlySet<string>;

  constructor(passwords: readonly string[] = ['qwerty123456', '123456789012', '1q2w3e4r5t6y']) {
    this.listed = new Set(passwords.map((p) => p.toLowerCase()));
  }

  has(password: string): boolean {
    return this.listed.has(password.toLowerCase());
  }
}
