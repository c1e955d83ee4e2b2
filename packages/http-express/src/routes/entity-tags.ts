import type { Request } from 'express';
import { HttpError } from '@employee/http-common';

/** The `ETag` of a resource at `version`: a strong validator, the version in quotes (`"3"`). */
export function entityTagOf(version: number): string {
  return `"${version}"`;
}

const STRONG_TAG = /^"(\d{1,9})"$/;
const ANY_TAG = /^(W\/)?"[\x21\x23-\x7e]*"$/;

/**
 * The version an `If-Match` header asks for (docs/change-history.md#versions-and-etags): `null` without one or for
 * `*` (any current version), the number of one strong `"<version>"`, and -1 (never a version) for any other
 * well-formed entity tag, such as a weak one, which never matches under If-Match's strong comparison.
 * @throws HttpError 400 for a header that is not one entity tag or `*`.
 */
export function expectedVersionOf(req: Request): number | null {
  const raw = req.get('if-match')?.trim();
  if (raw === undefined || raw === '*') return null;
  const strong = STRONG_TAG.exec(raw);
  if (strong) return Number(strong[1]);
  if (ANY_TAG.test(raw)) return -1;
  throw new HttpError(400, 'If-Match must be one entity tag as this API sends it in ETag ("<version>"), or *');
}

/**
 * True when the `If-None-Match` header names the resource's current `version` (weak comparison, as RFC 9110 asks
 * for If-None-Match: `W/"3"` matches `"3"`), or is `*`: the client's copy is current.
 */
export function isNotModified(req: Request, version: number): boolean {
  const raw = req.get('if-none-match');
  if (raw === undefined) return false;
  const tags = raw.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
  return tags.includes('*') || tags.includes(entityTagOf(version));
}
