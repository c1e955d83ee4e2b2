import { describe, expect, it } from '@jest/globals';
import { NodeSecretBox, SECRET_BOX_PURPOSES, type SecretBoxPurpose } from '../src/node-secret-box';
import { NodeSigningSecretGenerator } from '../src/node-signing-secret-generator';

const KEY = 'a webhook secret key of these tests only';
const box = new NodeSecretBox(KEY);
const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';

/** The webhook signing secrets at rest (docs/webhooks.md#endpoints-and-secrets). */
describe('NodeSecretBox', () => {
  it('opens what it sealed, and seals one secret differently every time', () => {
    const first = box.seal(SECRET);
    const second = box.seal(SECRET);

    expect(first).toMatch(/^v1\.[A-Za-z0-9_-]+$/);
    expect(first).not.toBe(second);
    expect(first).not.toContain('MfKQ9r8G');
    expect([box.open(first), box.open(second)]).toEqual([SECRET, SECRET]);
  });

  it('refuses a text sealed under another key, altered, or not sealed at all', () => {
    const sealed = box.seal(SECRET);
    expect(() => new NodeSecretBox('another webhook secret key of the tests').open(sealed)).toThrow();
    const bytes = Buffer.from(sealed.slice(3), 'base64url');
    for (let i = 0; i < bytes.length; i += 1) {
      const edited = Buffer.from(bytes);
      edited[i] = (edited[i] as number) ^ 1;
      expect(() => box.open(`v1.${edited.toString('base64url')}`)).toThrow();
    }
    for (const text of ['', SECRET, 'v1.', 'v2.AAAA', 'v1.not base64']) expect(() => box.open(text)).toThrow();
  });

  it('opens under one purpose only what was sealed for it, from the same key', () => {
    const purposes = Object.keys(SECRET_BOX_PURPOSES) as SecretBoxPurpose[];
    for (const sealing of purposes) {
      const sealed = new NodeSecretBox(KEY, sealing).seal(SECRET);
      const opens = purposes.filter((p) => {
        try {
          return new NodeSecretBox(KEY, p).open(sealed) === SECRET;
        } catch {
          return false;
        }
      });
      expect(opens).toEqual([sealing]);
    }
  });

  it('refuses a key under 32 characters', () => {
    expect(() => new NodeSecretBox('x'.repeat(31))).toThrow(RangeError);
  });
});

describe('NodeSigningSecretGenerator', () => {
  it('makes whsec_ secrets of 32 random bytes', () => {
    const secrets = new NodeSigningSecretGenerator();
    const [a, b] = [secrets.generate(), secrets.generate()];

    expect(a).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(a.slice(6), 'base64')).toHaveLength(32);
    expect(a).not.toBe(b);
  });
});
