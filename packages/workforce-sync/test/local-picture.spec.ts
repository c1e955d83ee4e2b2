import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from '@jest/globals';
import type { Employee, EmployeeChanges } from '@employee/client';
import { catchUp, emptyPicture, loadPicture, pictureTarget, savePicture } from '../src/local-picture';

const employee = (id: string, version: number): Employee => ({ id, version, name: `Pessoa ${id}` }) as Employee;

/** A feed served from fixed pages: the page after cursor `n` is `pages[n]` (cursor `null` is 0). */
function feedOf(pages: Array<Omit<EmployeeChanges, 'next_cursor'>>) {
  const asked: Array<string | null> = [];
  const read = async (cursor: string | null): Promise<EmployeeChanges> => {
    asked.push(cursor);
    const at = cursor === null ? 0 : Number(cursor);
    const page = pages[at] ?? { data: [], has_more: false };
    return { ...page, next_cursor: String(page.data.length === 0 ? at : at + 1) };
  };
  return { read, asked };
}

describe('the local picture', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  const stateFile = () => {
    const dir = mkdtempSync(join(tmpdir(), 'sync-state-'));
    dirs.push(dir);
    return join(dir, 'state.json');
  };

  it('applies the feed in order across pages: upserts store, deletes and deleted-since upserts remove', async () => {
    const { read, asked } = feedOf([
      {
        data: [
          { id: 'a', version: 1, change: 'upsert', employee: employee('a', 2) },
          { id: 'b', version: 1, change: 'upsert', employee: null },
          { id: 'c', version: 1, change: 'upsert', employee: employee('c', 1) },
        ],
        has_more: true,
      },
      {
        data: [
          { id: 'a', version: 2, change: 'upsert', employee: employee('a', 2) },
          { id: 'b', version: 2, change: 'delete', employee: null },
          { id: 'c', version: 2, change: 'delete', employee: null },
        ],
        has_more: false,
      },
    ]);
    const picture = emptyPicture('t');

    expect(await catchUp(picture, read)).toBe(2);

    expect([...picture.employees.values()]).toEqual([employee('a', 2)]);
    expect(picture.cursor).toBe('2');
    expect(asked).toEqual([null, '1']);
    expect(await catchUp(picture, read)).toBe(1); // unchanged: one read, nothing applied
    expect([...picture.employees.keys()]).toEqual(['a']);
  });

  it('keeps the picture in its file (owner-only) for the same target, and starts empty for another', async () => {
    const path = stateFile();
    const target = pictureTarget('http://localhost:3000/api/', 'emp_test_a', undefined);
    const picture = { target, cursor: '42', employees: new Map([['a', employee('a', 3)]]) };

    await savePicture(path, picture);

    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(await loadPicture(path, pictureTarget('http://localhost:3000/api', 'emp_test_a', undefined))).toEqual(
      picture,
    );
    const otherKey = pictureTarget('http://localhost:3000/api', 'emp_test_b', undefined);
    expect(await loadPicture(path, otherKey)).toEqual(emptyPicture(otherKey));
    const branch = pictureTarget('http://localhost:3000/api', 'emp_test_a', 'branch-id');
    expect(await loadPicture(path, branch)).toEqual(emptyPicture(branch));
  });

  it('starts empty without a file or with one it cannot read', async () => {
    const path = stateFile();
    expect(await loadPicture(path, 't')).toEqual(emptyPicture('t'));
    writeFileSync(path, '{"format": 1, "target": "t", "cursor": 5, "employees": []}');
    expect(await loadPicture(path, 't')).toEqual(emptyPicture('t'));
    writeFileSync(path, 'not json');
    expect(await loadPicture(path, 't')).toEqual(emptyPicture('t'));
  });
});
