import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { RECOVERY_CODE_COUNT, type RecoveryCodeSet, type RecoveryCodes } from '@employee/domain';

/** RFC 4648 base32 in lower case: no 0, 1, 8 or 9, so nothing reads as O, l, I or B. */
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';
/** Characters of a code: 10 × 5 bits = 50 bits of entropy each. */
const CODE_CHARACTERS = 10;
const NORMALISED = new RegExp(`^[${ALPHABET}]{${CODE_CHARACTERS}}$`);

function sha256(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/** The code without spaces or hyphens, in lower case; `null` unless that is 10 characters of the alphabet. */
function normalise(code: string): string | null {
  const plain = code.replace(/[\s-]/g, '').toLowerCase();
  return NORMALISED.test(plain) ? plain : null;
}

/**
 * Recovery codes as `xxxxx-xxxxx`: 10 random characters of lower-case base32 (50 bits each, from
 * `crypto.randomInt`), shown with a hyphen in the middle and read back without regard to case, spaces or hyphens.
 * Only the SHA-256 (hex) of each code's 10 characters is stored: with 50 random bits a code cannot be found back
 * from its hash by trying, so a slow hash adds nothing. `consume` compares the presented code's hash with every
 * stored one in constant time. Source: docs/sign-in.md#recovery-codes.
 */
export class NodeRecoveryCodes implements RecoveryCodes {
  generate(): RecoveryCodeSet {
    const plain = new Set<string>();
    while (plain.size < RECOVERY_CODE_COUNT) {
      let code = '';
      for (let i = 0; i < CODE_CHARACTERS; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
      plain.add(code);
    }
    const codes = [...plain];
    return {
      codes: codes.map((code) => `${code.slice(0, 5)}-${code.slice(5)}`),
      hashes: codes.map((code) => sha256(code).toString('hex')),
    };
  }

  consume(code: string, hashes: readonly string[]): readonly string[] | null {
    const plain = normalise(code);
    // A malformed code is still hashed and compared, so every presented code costs the same.
    const presented = sha256(plain ?? code);
    let matched = -1;
    hashes.forEach((stored, index) => {
      const expected = Buffer.from(stored, 'hex');
      if (expected.length === presented.length && timingSafeEqual(expected, presented) && matched < 0) {
        matched = index;
      }
    });
    if (plain === null || matched < 0) return null;
    return hashes.filter((_, index) => index !== matched);
  }
}
