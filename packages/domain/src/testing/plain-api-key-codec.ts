import type { ApiKeyCodec, GeneratedApiKey, ParsedApiKey } from '../access/api-keys/api-key-codec';

const FORMAT = /^test_([a-z0-9]+)_([a-z0-9]+)$/;

/**
 * A deterministic `ApiKeyCodec` for tests, with no cryptography: the n-th key of an instance is
 * `test_key<n>_secret<n>` (identifier `key<n>`, prefix `test_key<n>`), and a secret's "hash" is
 * `plain:<secret>`; every key it makes or reads names the environment `test`. `parse` refuses anything not of
 * the form `test_<identifier>_<secret>` (lower-case letters and digits). A `label` keeps several instances
 * apart: `label: 'b'` gives `test_bkey1_secret1`, ….
 */
export class PlainApiKeyCodec implements ApiKeyCodec {
  private counter = 0;

  constructor(private readonly label = '') {}

  parse(presented: string): ParsedApiKey | null {
    const match = FORMAT.exec(presented);
    return match ? { identifier: match[1] as string, secret: match[2] as string, environment: 'test' } : null;
  }

  /** `test_<identifier>`: every key of this codec names the environment `test`. */
  prefixOf(identifier: string): string {
    return `test_${identifier}`;
  }

  generate(): GeneratedApiKey {
    this.counter += 1;
    const identifier = `${this.label}key${this.counter}`;
    const secret = `secret${this.counter}`;
    return {
      plaintext: `test_${identifier}_${secret}`,
      identifier,
      prefix: this.prefixOf(identifier),
      secretHash: `plain:${secret}`,
      environment: 'test',
    };
  }

  /** Counts `matches` calls, so a test can see that an unknown identifier is compared too. */
  comparisons = 0;

  /** No secret matches it: secrets are lower-case letters and digits. */
  readonly placeholderHash = 'plain:-';

  matches(secret: string, secretHash: string): boolean {
    this.comparisons += 1;
    return secretHash === `plain:${secret}`;
  }
}
