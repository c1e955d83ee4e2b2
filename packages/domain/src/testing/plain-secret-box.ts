import type { SecretBox } from '../kernel/secret-box';

const PREFIX = 'plain-sealed:';

/**
 * `SecretBox` for tests: "seals" by prefixing the base64 of the plaintext (no secrecy at all), so tests can tell a
 * stored secret from its plaintext. `open` refuses any text it did not seal.
 */
export class PlainSecretBox implements SecretBox {
  seal(plaintext: string): string {
    return `${PREFIX}${Buffer.from(plaintext, 'utf8').toString('base64')}`;
  }

  open(sealed: string): string {
    if (!sealed.startsWith(PREFIX)) throw new Error('Not sealed by this box');
    return Buffer.from(sealed.slice(PREFIX.length), 'base64').toString('utf8');
  }
}
