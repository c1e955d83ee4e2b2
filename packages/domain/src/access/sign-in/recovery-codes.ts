/** How many recovery codes an enrolment gives (docs/sign-in.md#recovery-codes). */
export const RECOVERY_CODE_COUNT = 10;

/** A fresh set of recovery codes: the codes, shown to the person once, and their hashes, the only thing stored. */
export interface RecoveryCodeSet {
  /** `RECOVERY_CODE_COUNT` distinct codes, in the order they are shown. */
  readonly codes: readonly string[];
  /** The hash of each code, in the same order. */
  readonly hashes: readonly string[];
}

/**
 * Port: one-time recovery codes, which stand in for a TOTP code when the person has lost their authenticator;
 * each works once. Kept out of the domain (an adapter implements it with `node:crypto`). Source:
 * docs/sign-in.md#recovery-codes.
 */
export interface RecoveryCodes {
  /** A new set of `RECOVERY_CODE_COUNT` random codes and their hashes. */
  generate(): RecoveryCodeSet;

  /**
   * When `code` is one of the codes `hashes` were made from (letter case, spaces and hyphens ignored): the hashes
   * left once it is used up, to store in place of `hashes`. `null` when it matches none (already used, mistyped,
   * malformed). Compares in constant time.
   */
  consume(code: string, hashes: readonly string[]): readonly string[] | null;
}
