import { describe, expect, it } from '@jest/globals';
import { isIdempotencyKey } from '@employee/domain';
import { InMemoryIdempotencyKeys, idempotencyKeysContract } from '@employee/domain/testing';
import fc from 'fast-check';

idempotencyKeysContract('in-memory', async () => ({ keys: new InMemoryIdempotencyKeys() }));

describe('isIdempotencyKey (docs/change-history.md#idempotency-key)', () => {
  it('accepts 1 to 255 visible ASCII characters, such as a UUID', () => {
    for (const key of ['a', '7f1c2e9a-5b3d-4c8e-9f0a-1b2c3d4e5f60', '!~', 'x'.repeat(255)])
      expect(isIdempotencyKey(key)).toBe(true);
  });

  it('refuses empty, too long, spaces, control and non-ASCII characters', () => {
    for (const key of ['', 'x'.repeat(256), 'a b', 'a\tb', 'a\u0000', 'chave-ç', 'é'])
      expect(isIdempotencyKey(key)).toBe(false);
  });

  it('accepts exactly the strings of visible ASCII characters (generated)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (text) => {
        const visible = text.length > 0 && text.length <= 255 && [...text].every((c) => c >= '!' && c <= '~');
        expect(isIdempotencyKey(text)).toBe(visible);
      }),
    );
  });
});
