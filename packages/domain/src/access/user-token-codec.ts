import type { ApiKeyCodec } from './api-keys/api-key-codec';

/**
 * Port: the format and cryptography of user tokens, the same shape as the {@link ApiKeyCodec} of API keys with
 * its own format, `usr_<env>_<identifier>_<secret><crc>`: at least 128 bits of secret, a checksum, only a hash
 * stored, constant-time comparison (docs/access.md#user-tokens). `parse` refuses an API key, and the API key
 * codec a user token.
 */
export type UserTokenCodec = ApiKeyCodec;
