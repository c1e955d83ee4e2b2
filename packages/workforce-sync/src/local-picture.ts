import { createHash } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import type { Employee, EmployeeChanges } from '@employee/client';

/** The version of the state file's format. */
const FORMAT = 1;

/**
 * What a sync knows of the company between runs (docs/workforce-sync.md#the-state-file): the employees' changes
 * feed cursor it has read up to, and every visible employee as the feed last showed it, by id. `target` identifies
 * the company it describes (a SHA-256 of the API's URL, the key and `Resource-Id`), so a picture is never used
 * for another company.
 */
export interface LocalPicture {
  readonly target: string;
  cursor: string | null;
  readonly employees: Map<string, Employee>;
}

/** The state file's JSON: `{format: 1, target, cursor, employees: [employee, …]}` (employees as the API shows them). */
interface StoredPicture {
  readonly format: typeof FORMAT;
  readonly target: string;
  readonly cursor: string | null;
  readonly employees: readonly Employee[];
}

/** The company a picture describes: a digest of where the sync sends its requests, and as whom. */
export function pictureTarget(baseUrl: string, apiKey: string, resourceId: string | undefined): string {
  return createHash('sha256')
    .update(JSON.stringify([baseUrl.replace(/\/+$/, ''), apiKey, resourceId ?? null]))
    .digest('hex');
}

/** An empty picture of `target`: the next catch-up reads the feed from the beginning. */
export function emptyPicture(target: string): LocalPicture {
  return { target, cursor: null, employees: new Map() };
}

/**
 * The picture kept in `path`, or an empty one when there is none, or when it describes another company or is not
 * a picture of this format (the feed is then read again from the beginning).
 */
export async function loadPicture(path: string, target: string): Promise<LocalPicture> {
  let stored: Partial<StoredPicture>;
  try {
    stored = JSON.parse(await readFile(path, 'utf8')) as Partial<StoredPicture>;
  } catch {
    return emptyPicture(target);
  }
  const { format, cursor, employees } = stored;
  if (format !== FORMAT || stored.target !== target || !Array.isArray(employees)) return emptyPicture(target);
  if (typeof cursor !== 'string' && cursor !== null) return emptyPicture(target);
  const known = employees as readonly Employee[];
  return { target, cursor, employees: new Map(known.map((employee) => [employee.id, employee])) };
}

/**
 * Writes the picture to `path` readable by its owner only (it holds the employees' personal data, like the export),
 * through a temporary file renamed over it, so an interrupted write leaves the previous picture whole.
 */
export async function savePicture(path: string, picture: LocalPicture): Promise<void> {
  const temporary = `${path}.${process.pid}.tmp`;
  const stored: StoredPicture = {
    format: FORMAT,
    target: picture.target,
    cursor: picture.cursor,
    employees: [...picture.employees.values()],
  };
  await writeFile(temporary, JSON.stringify(stored), { mode: 0o600 });
  await rename(temporary, path);
}

/**
 * Brings the picture up to date: reads the feed from its cursor (`readPage(cursor)`, one page of at most 1,000
 * entries) until no more entries are waiting, applying each in order (an `upsert` with an employee stores it; an
 * `upsert` whose employee is deleted now, or a `delete`, removes it), and moves the cursor. Returns the pages read
 * (one for an unchanged company).
 */
export async function catchUp(
  picture: LocalPicture,
  readPage: (cursor: string | null) => Promise<EmployeeChanges>,
): Promise<number> {
  let pages = 0;
  for (;;) {
    const page = await readPage(picture.cursor);
    pages += 1;
    for (const entry of page.data) {
      if (entry.change === 'upsert' && entry.employee !== null) picture.employees.set(entry.id, entry.employee);
      else picture.employees.delete(entry.id);
    }
    picture.cursor = page.next_cursor;
    if (!page.has_more) return pages;
  }
}
