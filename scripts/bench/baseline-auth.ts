/**
 * The baseline's API-key check: the same format, checksum, hash and constant-time comparison as our
 * `NodeApiKeyCodec` (packages/security-node/src/node-token-codec.ts) and the same two reads as our
 * `AuthenticateApiKey` use case, written out without our layers.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { crc32 } from 'node:zlib';
import type { PoolClient } from 'pg';
import { API_KEY_BY_IDENTIFIER, COMPANY_BY_ID } from './baseline-sql';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const KEY = /^emp_(sandbox|production)_([0-9A-Za-z]{12})_([0-9A-Za-z]{32})([0-9A-Za-z]{6})$/;
const BEARER = /^Bearer +(\S+) *$/i;

/** The two parts of a well-formed key of this environment. */
export interface PresentedKey {
  readonly identifier: string;
  readonly secret: string;
}

/** The authenticated company, as the baseline needs it, and the id of the key that authenticated (the actor). */
export interface BaselineCompany {
  readonly id: string;
  readonly identifyKey: string;
  readonly keyId: string;
}

function checksumOf(body: string): string {
  let out = '';
  for (let rest = crc32(body); out.length < 6; rest = Math.floor(rest / 62)) out = BASE62[rest % 62] + out;
  return out;
}

/**
 * The key of an `Authorization: Bearer …` header; `null` when missing, malformed, of another environment or
 * with a wrong checksum.
 */
export function parseBearer(header: string | undefined, environment: string): PresentedKey | null {
  const presented = BEARER.exec(header ?? '')?.[1];
  const match = presented === undefined ? null : KEY.exec(presented);
  if (!presented || !match || match[1] !== environment) return null;
  if (checksumOf(presented.slice(0, -6)) !== match[4]) return null;
  return { identifier: match[2] as string, secret: match[3] as string };
}

function secretMatches(secret: string, secretHash: string): boolean {
  const actual = Buffer.from(createHash('sha256').update(secret).digest('hex'), 'hex');
  const expected = Buffer.from(secretHash, 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * The key's company, read inside the caller's transaction: the key by identifier, the live and secret
 * checks, then the company. `null` when the key does not authenticate.
 */
export async function companyOfKey(client: PoolClient, key: PresentedKey): Promise<BaselineCompany | null> {
  const [row] = (await client.query(API_KEY_BY_IDENTIFIER, [key.identifier])).rows as Array<Record<string, unknown>>;
  if (!row || row.revokedAt !== null || !secretMatches(key.secret, row.secretHash as string)) return null;
  const [company] = (await client.query(COMPANY_BY_ID, [row.companyId])).rows as Array<Record<string, unknown>>;
  return company
    ? { id: company.id as string, identifyKey: company.identifyKey as string, keyId: row.id as string }
    : null;
}
