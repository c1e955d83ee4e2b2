/**
 * Port: the one-way, memory-hard hashing of passwords, kept out of the domain (an adapter implements it with
 * `node:crypto`'s scrypt). Only the stored string ever leaves it; a password is never stored, logged or returned.
 * Source: docs/sign-in.md#password-hashing.
 */
export interface PasswordHasher {
  /**
   * A new stored hash of `password` (normalised to NFC first, like `normalisePassword`), with a fresh random
   * salt: hashing one password twice gives two different strings. Self-describing: it names its algorithm and
   * cost parameters, so hashes made with older parameters still verify.
   */
  hash(password: string): Promise<string>;

  /**
   * True when `password` is the one `stored` was made from; compares in constant time. A `stored` string that is
   * not a hash of this adapter's format answers false.
   */
  verify(password: string, stored: string): Promise<boolean>;

  /** True when `stored` was made with other parameters than the current ones: hash the password again. */
  needsRehash(stored: string): boolean;

  /**
   * A stored hash with the current parameters that no password matches. A sign-in with an unknown e-mail
   * verifies the password against it, so it costs the same time and memory as a wrong password for a real
   * account (docs/sign-in.md#password-hashing).
   */
  readonly placeholderHash: string;
}
