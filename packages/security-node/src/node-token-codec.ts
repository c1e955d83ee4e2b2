import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { crc32 } from 'node:zlib';
import type { ApiKeyCodec, GeneratedApiKey, ParsedApiKey, UserTokenCodec } from '@employee/domain';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const IDENTIFIER_LENGTH = 12;
/** 32 base62 characters: about 190 bits of secret (docs/contract.md#authentication-and-tenancy: at least 128). */
const SECRET_LENGTH = 32;
const CHECKSUM_LENGTH = 6;

/** The environments a key or token names (`APP_ENV`). */
export type KeyEnvironment = 'sandbox' | 'production';

/** The first part of a credential, naming what it is: `emp` a company's API key, `usr` a user's personal token. */
export type TokenKind = 'emp' | 'usr';

function randomBase62(length: number): string {
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 248 && out.length < length) out += BASE62[byte % 62];
    }
  }
  return out;
}

function base62(value: number, length: number): string {
  let out = '';
  for (let rest = value; out.length < length; rest = Math.floor(rest / 62)) out = BASE62[rest % 62] + out;
  return out;
}

function checksumOf(body: string): string {
  return base62(crc32(body), CHECKSUM_LENGTH);
}

function sha256(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/**
 * Credentials as `<kind>_<env>_<identifier>_<secret><checksum>`: the kind (`emp` for API keys, `usr` for user
 * tokens), the environment, a 12-character base62 identifier (stored, used for lookup, shown as the prefix
 * `<kind>_<env>_<identifier>`), a 32-character base62 secret (~190 bits, only its SHA-256 is stored) and a
 * 6-character CRC-32 checksum of everything before it, so a mistyped or invented credential is refused without a
 * database read. Hashes are compared in constant time. A credential carries its environment, which is stored with
 * it (a re-prefixed one of the other environment, with a recomputed checksum, is then refused), and its kind: an
 * API key is never read as a user token, nor the reverse. Source: docs/contract.md#authentication-and-tenancy,
 * docs/sign-in.md#user-tokens.
 */
export class NodeTokenCodec implements ApiKeyCodec {
  private readonly pattern: RegExp;
  /** The SHA-256 of a random secret never shown: the same length as every stored hash, matched by none. */
  readonly placeholderHash = sha256(randomBytes(32).toString('hex'));

  constructor(
    private readonly kind: TokenKind,
    private readonly environment: KeyEnvironment,
  ) {
    this.pattern = new RegExp(
      `^${kind}_(sandbox|production)_([0-9A-Za-z]{${IDENTIFIER_LENGTH}})_` +
        `([0-9A-Za-z]{${SECRET_LENGTH}})([0-9A-Za-z]{${CHECKSUM_LENGTH}})$`,
    );
  }

  /** `null` for anything not shaped like a credential of this kind, with a wrong checksum, or of another env. */
  parse(presented: string): ParsedApiKey | null {
    const match = this.pattern.exec(presented);
    if (!match) return null;
    const [, environment, identifier, secret, checksum] = match as unknown as [string, string, string, string, string];
    if (environment !== this.environment) return null;
    if (checksumOf(presented.slice(0, -CHECKSUM_LENGTH)) !== checksum) return null;
    return { identifier, secret, environment };
  }

  prefixOf(identifier: string, environment: string | null): string {
    return `${this.kind}_${environment ?? this.environment}_${identifier}`;
  }

  generate(): GeneratedApiKey {
    const identifier = randomBase62(IDENTIFIER_LENGTH);
    const secret = randomBase62(SECRET_LENGTH);
    const prefix = this.prefixOf(identifier, this.environment);
    const body = `${prefix}_${secret}`;
    return {
      plaintext: `${body}${checksumOf(body)}`,
      identifier,
      prefix,
      secretHash: sha256(secret),
      environment: this.environment,
    };
  }

  matches(secret: string, secretHash: string): boolean {
    const actual = Buffer.from(sha256(secret), 'hex');
    const expected = Buffer.from(secretHash, 'hex');
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  }
}

/** A company's API keys, `emp_<env>_…` ({@link NodeTokenCodec}). Source: docs/contract.md#authentication-and-tenancy */
export class NodeApiKeyCodec extends NodeTokenCodec {
  constructor(environment: KeyEnvironment) {
    super('emp', environment);
  }
}

/** A user's personal tokens, `usr_<env>_…` ({@link NodeTokenCodec}). Source: docs/sign-in.md#user-tokens. */
export class NodeUserTokenCodec extends NodeTokenCodec implements UserTokenCodec {
  constructor(environment: KeyEnvironment) {
    super('usr', environment);
  }
}
