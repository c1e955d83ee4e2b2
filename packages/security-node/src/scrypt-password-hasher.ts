import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { normalisePassword, type PasswordHasher } from '@employee/domain';

/** The cost of one scrypt hash: `N` (CPU/memory cost, a power of two), `r` (block size), `p` (parallelism). */
export interface ScryptParameters {
  readonly N: number;
  readonly r: number;
  readonly p: number;
  /** Bytes of random salt per hash. */
  readonly saltBytes: number;
  /** Bytes of derived key stored. */
  readonly keyBytes: number;
}

/**
 * The OWASP Password Storage Cheat Sheet's scrypt parameters: N = 2^17, r = 8, p = 1 (128 MiB and roughly a
 * quarter of a second per hash on one core), a 16-byte salt and a 32-byte key (docs/sign-in.md#password-hashing).
 */
export const OWASP_SCRYPT: ScryptParameters = { N: 2 ** 17, r: 8, p: 1, saltBytes: 16, keyBytes: 32 };

/** Bounds on what a stored hash may ask for, so a damaged row cannot make one verification take minutes. */
const LIMITS = { maxN: 2 ** 20, maxR: 32, maxP: 16, minSaltBytes: 16, minKeyBytes: 32, maxKeyBytes: 64 };

const STORED = /^scrypt\$(\d{1,8})\$(\d{1,2})\$(\d{1,2})\$([A-Za-z0-9_-]{22,})\$([A-Za-z0-9_-]{43,86})$/;

interface Parsed {
  readonly parameters: ScryptParameters;
  readonly salt: Buffer;
  readonly key: Buffer;
}

function parse(stored: string): Parsed | null {
  const match = STORED.exec(stored);
  if (!match) return null;
  const [N, r, p] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const salt = Buffer.from(match[4] as string, 'base64url');
  const key = Buffer.from(match[5] as string, 'base64url');
  const powerOfTwo = N >= 2 && (N & (N - 1)) === 0;
  if (!powerOfTwo || N > LIMITS.maxN || r < 1 || r > LIMITS.maxR || p < 1 || p > LIMITS.maxP) return null;
  if (salt.length < LIMITS.minSaltBytes || key.length < LIMITS.minKeyBytes || key.length > LIMITS.maxKeyBytes) {
    return null;
  }
  return { parameters: { N, r, p, saltBytes: salt.length, keyBytes: key.length }, salt, key };
}

function format({ N, r, p }: ScryptParameters, salt: Buffer, key: Buffer): string {
  return `scrypt$${N}$${r}$${p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

/** scrypt on libuv's thread pool, with `maxmem` twice what the parameters need (Node's default is 32 MiB). */
function derive(password: string, salt: Buffer, { N, r, p, keyBytes }: ScryptParameters): Promise<Buffer> {
  const options: ScryptOptions = { N, r, p, maxmem: 2 * 128 * N * r + 1024 * 1024 };
  return new Promise((resolve, reject) => {
    scrypt(normalisePassword(password), salt, keyBytes, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/**
 * Passwords hashed with Node's `crypto.scrypt` (RFC 7914), stored as `scrypt$N$r$p$<salt>$<key>` (salt and key in
 * unpadded base64url): `scrypt$131072$8$1$…$…` with the default `OWASP_SCRYPT`. The password is normalised to
 * NFC and hashed as UTF-8. `verify` reads the parameters from the stored string (within bounds: N ≤ 2^20, r ≤ 32,
 * p ≤ 16, salt ≥ 16 and key 32..64 bytes), so hashes made before a change of parameters still verify and
 * `needsRehash` says when to replace them; keys are compared with `timingSafeEqual`. Each hash takes 128 MiB for
 * about a quarter of a second on libuv's thread pool (4 threads by default, so at most 512 MiB at once).
 * Source: docs/sign-in.md#password-hashing.
 */
export class ScryptPasswordHasher implements PasswordHasher {
  readonly placeholderHash: string;

  constructor(private readonly parameters: ScryptParameters = OWASP_SCRYPT) {
    // Random salt and key of the current sizes: verifying against it runs scrypt at full cost, and the
    // probability that a password derives exactly this key is 2^-256.
    this.placeholderHash = format(parameters, randomBytes(parameters.saltBytes), randomBytes(parameters.keyBytes));
  }

  async hash(password: string): Promise<string> {
    const salt = randomBytes(this.parameters.saltBytes);
    return format(this.parameters, salt, await derive(password, salt, this.parameters));
  }

  async verify(password: string, stored: string): Promise<boolean> {
    const parsed = parse(stored);
    if (!parsed) return false;
    const key = await derive(password, parsed.salt, parsed.parameters);
    return timingSafeEqual(key, parsed.key);
  }

  needsRehash(stored: string): boolean {
    const parsed = parse(stored);
    if (!parsed) return true;
    const { N, r, p, saltBytes, keyBytes } = parsed.parameters;
    const current = this.parameters;
    return (
      N !== current.N ||
      r !== current.r ||
      p !== current.p ||
      saltBytes !== current.saltBytes ||
      keyBytes !== current.keyBytes
    );
  }
}
