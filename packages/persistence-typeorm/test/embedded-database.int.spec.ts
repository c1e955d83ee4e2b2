import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { aCompany } from '@employee/domain/testing';
import {
  OWNER_RECORD_FILE,
  TypeOrmUnitOfWork,
  createDataSource,
  migrate,
  type Database,
} from '@employee/persistence-typeorm';

const run = promisify(execFile);
const CLIENT = join(__dirname, 'fixtures', 'embedded-client.cjs');

/** Every migration, in the order a new database runs them. */
const EVERY_MIGRATION = [
  'InitialSchema1763800000000',
  'ActiveEmployeeCounts1763900000000',
  'ApiKeyEnvironments1764100000000',
  'CanonicalEmails1764100000001',
  'Access1764200000000',
  'SignInState1764300000000',
  'IdempotencyKeys1764300000001',
  'Versions1764300000002',
  'AuditEvents1764400000000',
  'ChangesFeeds1764400000001',
  'AccessVersions1764400000002',
  'CampaignLifecycle1764500000000',
  'SurveyResponses1764600000000',
  'CampaignOpenedAt1764700000000',
  'ReportMinGroupSize1764800000001',
  'VoluntaryFiringsIndex1764800000002',
  'DeletedEmployeesIndex1764900000000',
  'ProfileNameKeys1765000000300',
  'Webhooks1765100000000',
  'Anonymisation1765200000000',
  'FieldValueLookupIndex1765300000000',
  'CampaignDistribution1765400000000',
  'InvitationDelivery1765400000001',
  'UserInvitationMessages1765500000000',
  'MaskedOpenAnswers1765600000000',
  'CampaignDistributionDefaults1765700000000',
];

describe('the embedded database (PGlite in DATA_DIR)', () => {
  let dataDir: string;
  const open: Database[] = [];
  const openDatabase = async (): Promise<Database> => {
    const database = await createDataSource({ dataDir });
    open.push(database);
    return database;
  };
  const closeDatabase = async (database: Database): Promise<void> => {
    open.splice(open.indexOf(database), 1);
    await database.close();
  };
  const companyNames = async (database: Database): Promise<string[]> =>
    (await database.dataSource.query<Array<{ name: string }>>('SELECT name FROM companies ORDER BY name')).map(
      (r) => r.name,
    );

  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'employee-embedded-'));
  });
  afterEach(async () => {
    for (const database of open.splice(0)) await database.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps what was written across a restart, and migrates only once [hang 60 s]', async () => {
    const first = await openDatabase();
    expect(first.kind).toBe('embedded');
    expect(await migrate(first.dataSource)).toEqual(EVERY_MIGRATION);
    const company = aCompany().named('Empresa Persistida').build();
    await new TypeOrmUnitOfWork(first.dataSource).run((r) => r.companies.save(company));
    await closeDatabase(first);

    const second = await openDatabase();
    expect(await migrate(second.dataSource)).toEqual([]);
    const stored = await new TypeOrmUnitOfWork(second.dataSource).run((r) => r.companies.ofId(company.id));
    expect(stored?.toProps()).toEqual(company.toProps());
  }, 60_000);

  it(
    'records its ports in DATA_DIR for its user only, serves another process through it while running, ' +
      'and frees DATA_DIR on close',
    async () => {
      const owner = await openDatabase();
      await migrate(owner.dataSource);
      const record = JSON.parse(await readFile(join(dataDir, OWNER_RECORD_FILE), 'utf8')) as {
        pid: number;
        port: number;
      };
      expect(record).toEqual({
        pid: process.pid,
        port: expect.any(Number),
        backup: { port: expect.any(Number), secret: expect.stringMatching(/^[\w-]{43}$/) },
      });
      // The record holds the secret of the backup requests: no other user may read it.
      expect((await stat(join(dataDir, OWNER_RECORD_FILE))).mode & 0o777).toBe(0o600);

      const { stdout } = await run(process.execPath, [CLIENT, dataDir, randomUUID()], { timeout: 60_000 });

      expect(JSON.parse(stdout)).toEqual({ kind: 'embedded-client' });
      expect(await companyNames(owner)).toEqual(['Filial']);
      await closeDatabase(owner);
      await expect(readFile(join(dataDir, OWNER_RECORD_FILE), 'utf8')).rejects.toMatchObject({ code: 'ENOENT' });
    },
    60_000,
  );

  it('takes over DATA_DIR from an owner that died without closing [hang 60 s]', async () => {
    const dead = await run(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
    await writeFile(join(dataDir, OWNER_RECORD_FILE), JSON.stringify({ pid: Number(dead.stdout), port: 1 }));

    const database = await openDatabase();

    expect(database.kind).toBe('embedded');
    expect(await migrate(database.dataSource)).toEqual(EVERY_MIGRATION);
  }, 60_000);

  it('refuses to open the same DATA_DIR twice in one process, however the path is spelled [hang 60 s]', async () => {
    await openDatabase();

    await expect(createDataSource({ dataDir: join(dataDir, '..', basename(dataDir), '.') })).rejects.toThrow(
      /already open in this process/,
    );
  }, 60_000);
});
