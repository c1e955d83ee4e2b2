import { createHash } from 'node:crypto';

/**
 * The service's list cursor (packages/http-common/src/lists/list-cursor.ts, docs/change-history.md#cursor-pages),
 * copied for the bench as `baseline-sql.ts` copies the SQL: change both together. The bench makes the cursor of
 * its deep page with {@link cursorFor}; the baseline server checks and decodes cursors with {@link placeOfCursor},
 * doing the work ours does. `npm run bench` checks the copy: our server answers 422 to a cursor it did not make.
 */

/** A place in list order: `created_at`, then `id`. */
export interface ListPlace {
  readonly createdAt: Date;
  readonly id: string;
}

const CURSOR = /^c1\.([A-Za-z0-9_-]{1,200})\.([A-Za-z0-9_-]{16})$/;

/** The scope of the unsearched employee list of `companyId` (path, company, `search` as sent: absent). */
export function employeeListScope(companyId: string): string {
  return ['/api/v1/employees/', companyId, 'search=null'].join('\n');
}

function checkOf(scope: string, payload: string): string {
  return createHash('sha256').update(`${scope}\n${payload}`).digest().subarray(0, 12).toString('base64url');
}

/** The cursor of the place `after` in the list `scope`. */
export function cursorFor(after: ListPlace, scope: string): string {
  const payload = Buffer.from(JSON.stringify([after.createdAt.getTime(), after.id])).toString('base64url');
  return `c1.${payload}.${checkOf(scope, payload)}`;
}

/** The place a cursor of the list `scope` names, or `null` for one this list did not give. */
export function placeOfCursor(cursor: string, scope: string): ListPlace | null {
  const match = CURSOR.exec(cursor);
  if (!match || match[2] !== checkOf(scope, match[1] as string)) return null;
  try {
    const [millis, id] = JSON.parse(Buffer.from(match[1] as string, 'base64url').toString('utf8')) as [number, string];
    return { createdAt: new Date(millis), id: id.toLowerCase() };
  } catch {
    return null;
  }
}
