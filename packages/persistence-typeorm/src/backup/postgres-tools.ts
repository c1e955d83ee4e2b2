import { execFile } from 'node:child_process';
import { access, constants, readdir } from 'node:fs/promises';
import { delimiter, join } from 'node:path';

/** Where Debian and Ubuntu install each major version's client tools (`/usr/lib/postgresql/15/bin`). */
const VERSIONED_BIN_ROOT = '/usr/lib/postgresql';

async function isExecutable(path: string): Promise<boolean> {
  try {
    await access(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** `/usr/lib/postgresql/<major>/bin`, the newest major version first (a newer pg_dump reads older servers). */
async function versionedBinDirs(): Promise<string[]> {
  try {
    const majors = (await readdir(VERSIONED_BIN_ROOT)).filter((name) => /^\d+$/.test(name));
    return majors.sort((a, b) => Number(b) - Number(a)).map((major) => join(VERSIONED_BIN_ROOT, major, 'bin'));
  } catch {
    return [];
  }
}

/**
 * The path of a PostgreSQL client program (`pg_dump`, `pg_restore`): the first executable of that name on
 * `PATH`, else in `/usr/lib/postgresql/<major>/bin`, newest major first. Source: docs/operations.md#backups.
 * @throws Error naming the program and where it was looked for, when none is found.
 */
export async function findPostgresTool(name: 'pg_dump' | 'pg_restore'): Promise<string> {
  const pathDirs = (process.env.PATH ?? '').split(delimiter).filter((dir) => dir !== '');
  for (const dir of [...pathDirs, ...(await versionedBinDirs())]) {
    const candidate = join(dir, name);
    if (await isExecutable(candidate)) return candidate;
  }
  throw new Error(
    `${name} was not found on PATH or in ${VERSIONED_BIN_ROOT}/*/bin: install the PostgreSQL client tools ` +
      '(the server’s major version or newer, e.g. apt-get install postgresql-client)',
  );
}

/**
 * Runs the PostgreSQL client program `name` with `args` and resolves when it exits 0.
 * @throws Error with its exit code and the last lines of its stderr (object names, never row data) otherwise.
 */
export async function runPostgresTool(name: 'pg_dump' | 'pg_restore', args: readonly string[]): Promise<void> {
  const program = await findPostgresTool(name);
  await new Promise<void>((resolve, reject) => {
    execFile(program, args, { maxBuffer: 16 * 1024 * 1024 }, (error, _stdout, stderr) => {
      if (!error) return resolve();
      const tail = stderr.trim().split('\n').slice(-3).join(' | ');
      reject(new Error(`${name} failed (exit ${String(error.code ?? error.signal)}): ${tail}`));
    });
  });
}
