import { createHash, randomBytes } from 'node:crypto';
import type { IssuedSecretToken, SecretTokenIssuer } from '@employee/domain';

/**
 * `SecretTokenIssuer` on `node:crypto`: 32 random bytes as base64url (256 bits, 43 characters) and their SHA-256
 * in hex. A fast hash is enough for tokens of that entropy, which are looked up by it (docs/access.md#users).
 */
export class NodeSecretTokenIssuer implements SecretTokenIssuer {
  generate(): IssuedSecretToken {
    const plaintext = randomBytes(32).toString('base64url');
    return { plaintext, hash: this.hashOf(plaintext) };
  }

  hashOf(plaintext: string): string {
    return createHash('sha256').update(plaintext, 'utf8').digest('hex');
  }
}
