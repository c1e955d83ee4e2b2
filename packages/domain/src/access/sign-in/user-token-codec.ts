import type { ApiKeyCodec } from '../../api-key/api-key-codec';

/**
 * Port: the format and cryptography of user tokens, `usr_<env>_<identifier>_<secret><checksum>`, made and read
 * exactly like API keys (the same `ApiKeyCodec` contract: a non-secret identifier to look the token up by, at least
 * 128 bits of secret of which only a hash is stored, a checksum that refuses a mistyped token without a database
 * read, constant-time comparison, a placeholder hash for unknown identifiers), with its own prefix so that a key
 * is never read as a token. Adapters: `NodeUserTokenCodec` of `@employee/http-express`; in tests a
 * `PlainApiKeyCodec` with its own label. Source: docs/sign-in.md#user-tokens.
 */
export type UserTokenCodec = ApiKeyCodec;
