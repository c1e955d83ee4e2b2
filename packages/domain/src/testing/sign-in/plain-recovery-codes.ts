import { RECOVERY_CODE_COUNT, type RecoveryCodeSet, type RecoveryCodes } from '../../access/sign-in/recovery-codes';

/**
 * A `RecoveryCodes` for tests, with no cryptography: the n-th set of an instance holds `set<n>-code01` …
 * `set<n>-code10`, and a code's "hash" is `plain:<code>`. Codes are compared as given (no normalisation).
 */
export class PlainRecoveryCodes implements RecoveryCodes {
  private counter = 0;

  generate(): RecoveryCodeSet {
    this.counter += 1;
    const codes = Array.from(
      { length: RECOVERY_CODE_COUNT },
      (_, i) => `set${this.counter}-code${String(i + 1).padStart(2, '0')}`,
    );
    return { codes, hashes: codes.map((code) => `plain:${code}`) };
  }

  consume(code: string, hashes: readonly string[]): readonly string[] | null {
    const index = hashes.indexOf(`plain:${code}`);
    return index < 0 ? null : hashes.filter((_, i) => i !== index);
  }
}
