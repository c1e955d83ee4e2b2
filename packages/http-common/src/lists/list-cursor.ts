import { createHash } from 'node:crypto';
import { LIST_INVALID, ValidationError, isUuid, type ListPosition } from '@employee/domain';
import type { Request, Response } from 'express';
import { targetCompanyId } from '../auth/target-company';

/** Prefix of this format of cursor: a later format can tell its own cursors from these. */
const FORMAT = 'c1';
/** Bytes of the SHA-256 kept as the cursor's check. */
const CHECK_BYTES = 12;
const CURSOR_INVALID = {
  code: 'CURSOR.INVALID',
  message: 'must be a cursor this list gave (links.next or meta.next_cursor), unchanged, or empty to start',
};
const CURSOR = /^c1\.([A-Za-z0-9_-]{1,200})\.([A-Za-z0-9_-]{16})$/;

/** What a list request selects (docs/change-history.md#cursor-pages), and where its cursor page starts. */
export interface ListRequest {
  /**
   * The list a cursor belongs to: the path, the target company, `search` and the list's filters as sent (not
   * `per_page`, which may change from one page to the next).
   */
  readonly scope: string;
  /** Query parameters besides `search` and `per_page` that the list's links keep (such as `user_id`). */
  readonly filters: readonly string[];
  /** The decoded `cursor`: absent for offset paging, `null` for the first cursor page (`cursor=`). */
  readonly after: ListPosition | null | undefined;
}

function checkOf(scope: string, payload: string): string {
  return createHash('sha256').update(`${scope}\n${payload}`).digest().subarray(0, CHECK_BYTES).toString('base64url');
}

/**
 * The opaque `cursor` of the place `after` in the list `scope`: `c1.<payload>.<check>`, the payload the place
 * (`created_at` in milliseconds and `id`) in base64url JSON, the check the first 12 bytes of the SHA-256 of the
 * scope and the payload. A cursor carries nothing its reader may not see; the check makes an edited one, or one
 * of another list, company or search, a 422 instead of a page of something else.
 */
export function cursorFor(after: ListPosition, scope: string): string {
  const payload = Buffer.from(JSON.stringify([after.createdAt.getTime(), after.id])).toString('base64url');
  return `${FORMAT}.${payload}.${checkOf(scope, payload)}`;
}

/** The place a well-formed payload names, or `null`. */
function placeOf(payload: string): ListPosition | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(parsed) || parsed.length !== 2) return null;
  const [millis, id] = parsed as [unknown, unknown];
  if (!Number.isSafeInteger(millis) || !isUuid(id)) return null;
  const createdAt = new Date(millis as number);
  return Number.isNaN(createdAt.getTime()) ? null : { createdAt, id: id.toLowerCase() };
}

/**
 * The list request of `req` on the target company: its scope and its decoded `cursor`
 * (docs/change-history.md#cursor-pages).
 * @throws ValidationError `LIST.INVALID` on `cursor` when it is not one this service gave for this very list
 *   (malformed, edited, of another list, company, search or filter).
 */
export function listRequestOf(req: Request, res: Response, filters: readonly string[] = []): ListRequest {
  const selected = ['search', ...filters].map((name) => `${name}=${JSON.stringify(req.query[name] ?? null)}`);
  const scope = [`${req.baseUrl}${req.path}`, targetCompanyId(res), ...selected].join('\n');
  const raw = req.query.cursor;
  if (raw === undefined) return { scope, filters, after: undefined };
  if (raw === '') return { scope, filters, after: null };
  const match = typeof raw === 'string' ? CURSOR.exec(raw) : null;
  const after = match && match[2] === checkOf(scope, match[1] as string) ? placeOf(match[1] as string) : null;
  if (after === null) throw new ValidationError(LIST_INVALID, { cursor: [CURSOR_INVALID] });
  return { scope, filters, after };
}
