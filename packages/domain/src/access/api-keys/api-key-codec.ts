/** The two parts of a presented key: the non-secret identifier to look it up by, and the secret. */
export interface ParsedApiKey {
  readonly identifier: string;
  readonly secret: string;
  /** The environment the key names (`emp_<env>_…`), which is the one the codec serves. */
  readonly environment: string;
}

/** A freshly generated key: the plaintext shown once, and what is stored or displayed instead of it. */
export interface GeneratedApiKey {
  /** The whole key (`emp_<env>_<identifier>_<secret>` style), given to the caller once and never stored. */
  readonly plaintext: string;
  /** The non-secret lookup part, unique among all keys, at most 64 characters. */
  readonly identifier: string;
  /** The non-secret start of the key, safe to display (`emp_sandbox_<identifier>`). */
  readonly prefix: string;
  /** The hash of the secret, at most 255 characters: the only trace of the secret that is stored. */
  readonly secretHash: string;
  /** The environment the key is issued for (the codec's own), stored with it; at most 16 characters. */
  readonly environment: string;
}

/**
 * Port: the format and cryptography of API keys, kept out of the domain (an adapter implements it with
 * `node:crypto`). Source: docs/contract.md#authentication-and-tenancy: `emp_<env>_<identifier>_<secret>` style, at
 * least 128 bits of secret, a checksum, only a hash stored, constant-time comparison.
 */
export interface ApiKeyCodec {
  /**
   * The identifier and secret of a presented key; `null` when it is malformed or its checksum fails,
   * decided without touching storage.
   */
  parse(presented: string): ParsedApiKey | null;

  /** A new key with a fresh identifier and secret. */
  generate(): GeneratedApiKey;

  /**
   * The displayable prefix of a stored key (what {@link GeneratedApiKey.prefix} was when it was issued), from its
   * identifier and stored environment; a key stored without one (`null`, issued before environments were stored)
   * gets the codec's own, the only environment in which it can still authenticate here.
   */
  prefixOf(identifier: string, environment: string | null): string;

  /** True when `secret` is the one `secretHash` was made from; compares in constant time. */
  matches(secret: string, secretHash: string): boolean;

  /**
   * A hash shaped like a stored one that no secret matches: an unknown identifier is compared against it, so
   * that it costs the same comparison as a known one (docs/security.md#not-covered--known-gaps).
   */
  readonly placeholderHash: string;
}
