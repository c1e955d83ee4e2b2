/** A token hash as the service's `SecretTokenIssuer` gives it: SHA-256, lower-case hex. */
const TOKEN_HASH = /^[0-9a-f]{64}$/;

/**
 * The 32 bytes (`bytea`) of a survey token's hash given in lower-case hex, or `null` when `hex` cannot be one (a
 * lookup by it finds nothing, without a query). Source: docs/persistence.md#survey-responses.
 */
export function tokenHashBytes(hex: string): Buffer | null {
  return TOKEN_HASH.test(hex) ? Buffer.from(hex, 'hex') : null;
}
