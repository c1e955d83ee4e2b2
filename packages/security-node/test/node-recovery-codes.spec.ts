import { RECOVERY_CODE_COUNT } from '@employee/domain';
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { NodeRecoveryCodes } from '../src/node-recovery-codes';

const recovery = new NodeRecoveryCodes();

describe('NodeRecoveryCodes (docs/sign-in.md#recovery-codes)', () => {
  it('gives ten distinct xxxxx-xxxxx codes of lower-case base32, and a SHA-256 hash of each, never the code', () => {
    const { codes, hashes } = recovery.generate();

    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    expect(hashes).toHaveLength(RECOVERY_CODE_COUNT);
    for (const hash of hashes) expect(hash).toMatch(/^[0-9a-f]{64}$/);
    const stored = hashes.join(' ');
    for (const code of codes) expect(stored).not.toContain(code.replace('-', ''));
  });

  it('gives new codes every time', () => {
    const first = recovery.generate().codes;
    expect(recovery.generate().codes.some((code) => first.includes(code))).toBe(false);
  });

  it('uses a code up: it answers the other nine hashes, and the same code is refused next time', () => {
    const { codes, hashes } = recovery.generate();

    const left = recovery.consume(codes[3] as string, hashes);

    expect(left).toEqual(hashes.filter((_, i) => i !== 3));
    expect(recovery.consume(codes[3] as string, left as string[])).toBeNull();
    expect(recovery.consume(codes[4] as string, left as string[])).toHaveLength(8);
  });

  it('reads a code without regard to case, spaces or the hyphen', () => {
    const { codes, hashes } = recovery.generate();
    const code = codes[0] as string;

    for (const typed of [code.toUpperCase(), code.replace('-', ''), ` ${code.replace('-', ' ')} `]) {
      expect(recovery.consume(typed, hashes)).toHaveLength(9);
    }
  });

  it('can use every code once, in any order, until none is left', () => {
    fc.assert(
      fc.property(fc.shuffledSubarray([...Array(RECOVERY_CODE_COUNT).keys()], { minLength: 10 }), (order) => {
        const { codes, hashes } = recovery.generate();
        let left: readonly string[] = hashes;
        for (const index of order) {
          const next = recovery.consume(codes[index] as string, left);
          expect(next).toHaveLength(left.length - 1);
          left = next as readonly string[];
        }
        expect(left).toEqual([]);
      }),
      { numRuns: 20 },
    );
  });

  it('refuses, without throwing, any other string', () => {
    const { codes, hashes } = recovery.generate();
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (typed) => {
        fc.pre(
          !codes.includes(
            typed
              .replace(/[\s-]/g, '')
              .toLowerCase()
              .replace(/^(.{5})/, '$1-'),
          ),
        );
        expect(recovery.consume(typed, hashes)).toBeNull();
      }),
    );
    expect(recovery.consume('', [])).toBeNull();
    expect(recovery.consume(codes[0] as string, ['not hex', ''])).toBeNull();
  });
});
