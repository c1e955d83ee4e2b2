import { join } from 'node:path';
import type { TestEngine } from '@employee/persistence-typeorm/testing';
import { cleanUp } from './clean-up';
import { setUpCompany, type SetUpCompany } from './company-setup';
import { freshStorage, type FreshStorage } from './fresh-storage';
import { admin, createDataDir, startServerProcess, type ServerProcess } from './server-process';

/** What the backup suites start from: a served source database, an empty target, and where the backup goes. */
export interface BackupSetUp {
  readonly source: FreshStorage;
  readonly target: FreshStorage;
  /** The backup file's path in a scratch folder (`backup.dump` on PostgreSQL, `backup.tar.gz` embedded). */
  readonly file: string;
  /** A company of the source with a key, a campaign `Clima` and the required filter `departamento`. */
  readonly company: SetUpCompany;
  /** The server on the source; the suite may stop it and start others (`server` is then what it set last). */
  server: ServerProcess | null;
  /** Stops the server (SIGKILL) and removes both databases and the scratch folder. */
  remove(): Promise<void>;
}

/**
 * The start of the backup suites (docs/operations.md#backups): on `engine`, a migrated source database with
 * `companyName` (see {@link BackupSetUp.company}), served by the built server, an empty target to restore into, and a
 * scratch folder for the file.
 */
export async function backupSetUp(engine: TestEngine, companyName: string): Promise<BackupSetUp> {
  const source = await freshStorage(engine);
  const target = await freshStorage(engine, { empty: true });
  const folder = await createDataDir({ empty: true }); // the backup file only
  await admin(source.env, 'db', 'migrate');
  const company = await setUpCompany(source.env, companyName, { campaign: 'Clima' });
  await admin(source.env, 'filter', 'create', '--company', company.companyId, '--key', 'departamento', '--required');
  const setUp: BackupSetUp = {
    source,
    target,
    file: join(folder.path, engine === 'postgres' ? 'backup.dump' : 'backup.tar.gz'),
    company,
    server: await startServerProcess(source.env),
    remove: () =>
      cleanUp([() => setUp.server?.kill(), () => source.remove(), () => target.remove(), () => folder.remove()]),
  };
  return setUp;
}
