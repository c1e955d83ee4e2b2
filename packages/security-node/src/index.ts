export {
  NodeApiKeyCodec,
  NodeTokenCodec,
  NodeUserTokenCodec,
  type KeyEnvironment,
  type TokenKind,
} from './node-token-codec';
export { NodeSecretTokenIssuer } from './node-secret-token-issuer';
export {
  MIN_SECRET_BOX_KEY_LENGTH,
  NodeSecretBox,
  SECRET_BOX_PURPOSES,
  type SecretBoxPurpose,
} from './node-secret-box';
export { NodeSigningSecretGenerator } from './node-signing-secret-generator';
export { MIN_CURSOR_SECRET_LENGTH, NodeCursorSeal } from './node-cursor-seal';
export { ZxcvbnCommonPasswords } from './zxcvbn-common-passwords';
export { NodeRecoveryCodes } from './node-recovery-codes';
export { OtpauthOneTimePasswords, TOTP_SETTINGS, TOTP_WINDOW } from './otpauth-one-time-passwords';
export { OWASP_SCRYPT, ScryptPasswordHasher, type ScryptParameters } from './scrypt-password-hasher';
