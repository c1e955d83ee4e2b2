import { scryptSync } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { OWASP_SCRYPT, ScryptPasswordHasher } from '../src/scrypt-password-hasher';

/** Each OWASP-cost hash takes 128 MiB and up to a second on a busy machine. */
const SLOW = 60_000;

describe('ScryptPasswordHasher at the OWASP parameters (docs/sign-in.md#password-hashing)', () => {
  const hasher = new ScryptPasswordHasher();

  it(
    'stores scrypt$131072$8$1$<16-byte salt>$<32-byte key>, verifies the password and refuses another',
    async () => {
      const stored = await hasher.hash('tucano azul come pitanga');

      const [name, N, r, p, salt, key] = stored.split('$');
      expect({ name, N, r, p }).toEqual({ name: 'scrypt', N: '131072', r: '8', p: '1' });
      expect(Buffer.from(salt as string, 'base64url')).toHaveLength(16);
      expect(Buffer.from(key as string, 'base64url')).toHaveLength(32);
      expect(stored).not.toContain('tucano');
      expect(await hasher.verify('tucano azul come pitanga', stored)).toBe(true);
      expect(await hasher.verify('tucano azul come pitangA', stored)).toBe(false);
      expect(hasher.needsRehash(stored)).toBe(false);
    },
    SLOW,
  );

  it(
    'has a placeholder with the same parameters as a real hash, so verifying against it costs the same',
    async () => {
      const shape = (stored: string) => {
        const [name, N, r, p, salt, key] = stored.split('$');
        return [name, N, r, p, salt?.length, key?.length];
      };
      expect(shape(hasher.placeholderHash)).toEqual(shape(await hasher.hash('qualquer senha longa')));
      expect(hasher.needsRehash(hasher.placeholderHash)).toBe(false);
      expect(await hasher.verify('qualquer senha longa', hasher.placeholderHash)).toBe(false);
    },
    SLOW,
  );
});

describe('ScryptPasswordHasher: format and parameters (a cheap N for speed)', () => {
  const cheap = { ...OWASP_SCRYPT, N: 2 ** 10 };
  const hasher = new ScryptPasswordHasher(cheap);

  it('reads a hash made independently with node:crypto from its N, r, p, salt and key', async () => {
    const salt = Buffer.alloc(16, 7);
    const key = scryptSync('senha de outra origem', salt, 40, { N: 2 ** 11, r: 4, p: 2 });
    const stored = `scrypt$2048$4$2$${salt.toString('base64url')}$${key.toString('base64url')}`;

    expect(await hasher.verify('senha de outra origem', stored)).toBe(true);
    expect(await hasher.verify('senha de outra origen', stored)).toBe(false);
    expect(hasher.needsRehash(stored)).toBe(true);
  });

  it('salts every hash: one password hashed twice gives two strings, both verifying', async () => {
    const [a, b] = await Promise.all([hasher.hash('mesma senha longa'), hasher.hash('mesma senha longa')]);

    expect(a).not.toBe(b);
    expect(await hasher.verify('mesma senha longa', a)).toBe(true);
    expect(await hasher.verify('mesma senha longa', b)).toBe(true);
  });

  it('hashes the NFC form: a precomposed é and e + combining acute are one password', async () => {
    const stored = await hasher.hash('café com leite quente');

    expect(await hasher.verify('cafe\u0301 com leite quente', stored)).toBe(true);
  });

  it('says a hash of other parameters needs rehashing', async () => {
    const owaspHash = `scrypt$131072$8$1$${'A'.repeat(22)}$${'A'.repeat(43)}`;
    expect(hasher.needsRehash(owaspHash)).toBe(true);
    expect(hasher.needsRehash(await hasher.hash('uma senha bem longa'))).toBe(false);
    expect(hasher.needsRehash('garbage')).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['another algorithm', `$2b$12$${'A'.repeat(53)}`],
    ['N not a power of two', `scrypt$1000$8$1$${'A'.repeat(22)}$${'A'.repeat(43)}`],
    ['N over 2^20', `scrypt$2097152$8$1$${'A'.repeat(22)}$${'A'.repeat(43)}`],
    ['r of 0', `scrypt$1024$0$1$${'A'.repeat(22)}$${'A'.repeat(43)}`],
    ['a short salt', `scrypt$1024$8$1$${'A'.repeat(11)}$${'A'.repeat(43)}`],
    ['a short key', `scrypt$1024$8$1$${'A'.repeat(22)}$${'A'.repeat(22)}`],
    ['padding characters', `scrypt$1024$8$1$${'A'.repeat(22)}==$${'A'.repeat(43)}`],
  ])('answers false, without throwing, for a stored value that is %s', async (_name, stored) => {
    await expect(hasher.verify('uma senha bem longa', stored)).resolves.toBe(false);
  });
});
