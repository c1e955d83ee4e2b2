/** A fresh one-time token: the plaintext handed out once, and the hash that is stored to recognise it. */
export interface IssuedSecretToken {
  /** URL-safe text carrying at least 128 bits of randomness, shown once and never stored. */
  readonly plaintext: string;
  /** What is stored instead (at most 255 characters); equal to `hashOf(plaintext)`. */
  readonly hash: string;
}

/**
 * Port: one-time secret tokens: a user's invitation link (docs/access.md#users) and a survey link
 * (docs/surveys.md#survey-links). The domain never makes randomness or hashes: an adapter does (`node:crypto` random
 * bytes and SHA-256, fast enough for high-entropy tokens, which are then looked up by their hash). The survey links'
 * PostgreSQL storage keeps a hash as 32 bytes, so the service's adapter gives SHA-256 in lower-case hex.
 */
export interface SecretTokenIssuer {
  /** A new token. */
  generate(): IssuedSecretToken;

  /** The hash of a presented token, to look it up by. */
  hashOf(plaintext: string): string;
}
