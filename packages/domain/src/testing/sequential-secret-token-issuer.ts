import { createHash } from 'node:crypto';
import type { IssuedSecretToken, SecretTokenIssuer } from '../kernel/secret-token-issuer';

/** Bytes of a token, as in the service's issuer: 32, so 43 characters of base64url. */
const TOKEN_BYTES = 32;

/**
 * A deterministic `SecretTokenIssuer` in the service's shapes, for tests of survey links over any storage
 * (docs/surveys.md#survey-links): the n-th token of an instance is n as 32 big-endian bytes in base64url
 * (43 characters: `AAAA…AAB`, `AAAA…AAC`, …), and the hash of a token its SHA-256 in lower-case hex (64 characters,
 * what the PostgreSQL invitations keep). Two instances give the same tokens: use one per storage.
 */
export class SequentialSecretTokenIssuer implements SecretTokenIssuer {
  private counter = 0n;

  generate(): IssuedSecretToken {
    this.counter += 1n;
    const bytes = Buffer.alloc(TOKEN_BYTES);
    bytes.writeBigUInt64BE(this.counter, TOKEN_BYTES - 8);
    const plaintext = bytes.toString('base64url');
    return { plaintext, hash: this.hashOf(plaintext) };
  }

  hashOf(plaintext: string): string {
    return createHash('sha256').update(plaintext, 'utf8').digest('hex');
  }
}
