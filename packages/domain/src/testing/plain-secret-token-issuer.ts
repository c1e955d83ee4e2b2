import type { IssuedSecretToken, SecretTokenIssuer } from '../kernel/secret-token-issuer';

/**
 * A deterministic `SecretTokenIssuer` for tests, with no randomness or cryptography: the n-th token of an
 * instance is `token<n>` (with a `label`, `<label>token<n>`), and the "hash" of a token is `hash:<token>`.
 */
export class PlainSecretTokenIssuer implements SecretTokenIssuer {
  private counter = 0;

  constructor(private readonly label = '') {}

  generate(): IssuedSecretToken {
    this.counter += 1;
    const plaintext = `${this.label}token${this.counter}`;
    return { plaintext, hash: this.hashOf(plaintext) };
  }

  hashOf(plaintext: string): string {
    return `hash:${plaintext}`;
  }
}
