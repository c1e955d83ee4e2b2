import type { CommonPasswords } from '@employee/domain';
import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * `CommonPasswords` over the password dictionary of `@zxcvbn-ts/language-common` (MIT, the maintained
 * TypeScript successor of Dropbox's zxcvbn): about 49,000 passwords ranked by frequency in public leaks, all in
 * lower case, so a password is looked up in lower case (`Password1234` is `password1234`). Loaded once, into a
 * `Set`, when the adapter is built (a few megabytes, a few tens of milliseconds). Extra entries (the company's
 * name, the product's) may be added. Source: docs/sign-in.md#passwords.
 */
export class ZxcvbnCommonPasswords implements CommonPasswords {
  private readonly listed: ReadonlySet<string>;

  constructor(extra: readonly string[] = []) {
    this.listed = new Set([...dictionary['passwords-common'], ...extra].map((p) => p.toLowerCase()));
  }

  /** How many distinct passwords the list holds. */
  get size(): number {
    return this.listed.size;
  }

  has(password: string): boolean {
    return this.listed.has(password.toLowerCase());
  }
}
