import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { uniqueCpf, uniqueEmail, uniqueMobile } from '@employee/domain/testing';
import { OWNER_RECORD_FILE } from '@employee/persistence-typeorm';
import { startBlackHoleProxy, type BlackHoleProxy } from './support/black-hole-proxy';
import { cleanUp } from './support/clean-up';
import { setUpCompany } from './support/company-setup';
import { describeWhen } from './support/describe-when';
import { reportFigures } from './support/figures';
import { scratchPostgresUnavailable, startScratchPostgres, type ScratchPostgres } from './support/scratch-postgres';
import { holdTableLock } from './support/table-lock';
import {
  api,
  createDataDir,
  createPostgresDatabase,
  eventually,
  PRODUCTION_ENV,
  startServerProcess,
  type FreshPostgresDatabase,
  type ServerProcess,
} from './support/server-process';

/**
 * A database that stops answering without closing its connections, under the REAL server process: a TCP proxy
 * between the server and a scratch PostgreSQL black-holes every byte (sockets stay open), and on the embedded
 * database another client holds the single session in an open transaction. Every request meanwhile answers
 * 503 with `Retry-After` and the standard error body within its bound (pool acquire + statement timeout +
 * grace), and the same process serves again by itself once the database answers. A write cancelled by its
 * statement timeout (SQLSTATE 57014) answers 503 and leaves nothing half-written. Sources:
 * docs/reliability.md#time-bounds; docs/contract.md#errors.
 */

/**
 * Small bounds, so the suite is quick: reads 1 s, writes 2 s, 1 s to get a connection (grace 1 s), and 2 s at
 * most in the company's bulkhead queue (a burst of one company waits there for its share: one request at a
 * time on the embedded database, docs/reliability.md#fairness-a-bulkhead-per-company).
 */
const BOUNDS = {
  STATEMENT_TIMEOUT_READ_MS: '1000',
  STATEMENT_TIMEOUT_SEARCH_MS: '1000',
  STATEMENT_TIMEOUT_WRITE_MS: '2000',
  DATABASE_ACQUIRE_TIMEOUT_MS: '1000',
  COMPANY_QUEUE_TIMEOUT_MS: '2000',
};
/**
 * The longest a write may take while the database does not answer: the bulkhead queue's wait + acquire + write
 * bound + grace, + margin.
 */
const ANSWER_BOUND_MS = 2000 + 1000 + 2000 + 1000 + 2000;
const RECOVERY_BOUND_MS = 15_000;

interface Answer {
  readonly status: number;
  readonly ms: number;
  readonly retryAfter: string | null;
  readonly title: unknown;
}

async function timed(request: () => ReturnType<typeof api>): Promise<Answer> {
  const startedAt = Date.now();
  const response = await request();
  return {
    status: response.status,
    ms: Date.now() - startedAt,
    retryAfter: response.headers.get('retry-after'),
    title: (response.body as { title?: unknown } | null)?.title,
  };
}

/**
 * Reads, searches, a create and the health probe at once, while the database does not answer (the health
 * probe's 503 is a status, not a refusal to retry: its `Retry-After` is not asked for).
 */
function burst(server: ServerProcess, key: string): Array<Promise<Answer>> {
  const create = { name: 'Ana Partida', document: uniqueCpf(), firing_date: '01/01/2020', hiring_date: '01/01/2019' };
  return [
    ...[1, 2, 3, 4].map(() => timed(() => api(server.baseUrl, key, 'GET', '/api/v1/employees'))),
    timed(() => api(server.baseUrl, key, 'GET', '/api/v1/employees?search=ana')),
    timed(() => api(server.baseUrl, key, 'POST', '/api/v1/employees', create)),
    timed(() => api(server.baseUrl, null, 'GET', '/api/health')).then((answer) => ({ ...answer, retryAfter: '1' })),
  ];
}

function expectAllBounded503(answers: Answer[]): void {
  for (const answer of answers) {
    expect(answer).toEqual({ status: 503, ms: expect.any(Number), retryAfter: '1', title: 'Service Unavailable' });
    expect(answer.ms).toBeLessThan(ANSWER_BOUND_MS);
  }
}

async function serves(server: ServerProcess, key: string): Promise<boolean> {
  return eventually(
    async () => (await api(server.baseUrl, key, 'GET', '/api/v1/employees')).status === 200,
    RECOVERY_BOUND_MS,
  );
}

describeWhen(scratchPostgresUnavailable(), 'partition: PostgreSQL behind a black-holing proxy', () => {
  let postgres: ScratchPostgres | undefined;
  let database: FreshPostgresDatabase | undefined;
  let proxy: BlackHoleProxy | undefined;
  let server: ServerProcess | undefined;
  let key = '';
  const figures: Record<string, number> = {};

  beforeAll(async () => {
    postgres = await startScratchPostgres();
    database = await createPostgresDatabase(postgres.url);
    proxy = await startBlackHoleProxy(postgres.port);
    const proxied = new URL(database.url);
    proxied.port = String(proxy.port);
    const env = { DATABASE_URL: database.url, ...PRODUCTION_ENV };
    server = await startServerProcess({ ...env, ...BOUNDS, DATABASE_URL: proxied.toString() });
    ({ key } = await setUpCompany(env, 'Empresa Particao', { campaign: 'Pesquisa Clima' }));
  }, 120_000);

  afterAll(async () => {
    reportFigures('partition-postgres', figures);
    await cleanUp([() => server?.stop(), () => proxy?.close(), () => database?.drop(), () => postgres?.remove()]);
  }, 120_000);

  it('answers 503 with Retry-After in bounds while black-holed, then recovers by itself [hang 60 s]', async () => {
    expect((await api(server!.baseUrl, key, 'GET', '/api/v1/employees')).status).toBe(200);
    proxy!.blackHole();
    let answers: Answer[];
    try {
      answers = [...(await Promise.all(burst(server!, key))), ...(await Promise.all(burst(server!, key)))];
    } finally {
      proxy!.heal();
    }
    const healedAt = Date.now();
    expectAllBounded503(answers);
    figures.answered503 = answers.length;
    figures.slowest503Ms = Math.max(...answers.map((answer) => answer.ms));
    expect(await serves(server!, key)).toBe(true);
    figures.recoveredAfterMs = Date.now() - healedAt;
    expect(server!.running()).toBe(true);
  }, 60_000);

  it('a write cancelled by its statement timeout answers 503 and leaves nothing half-written [hang 60 s]', async () => {
    const lock = await holdTableLock(database!.url, 'LOCK TABLE employee_field_values IN SHARE MODE');
    const filter = await api(server!.baseUrl, key, 'POST', '/api/v1/filters', { key: 'setor', name: 'Setor' });
    const document = uniqueCpf();
    try {
      const create = await timed(() =>
        api(server!.baseUrl, key, 'POST', '/api/v1/employees', {
          name: 'Bruno Cancelado',
          document,
          email: uniqueEmail(),
          phone: uniqueMobile(),
          birthdate: '15/05/1990',
          hiring_date: '01/02/2015',
          include_campaign: true,
          fields: [{ key: 'setor', value: 'vendas' }],
        }),
      );
      expectAllBounded503([create]);
    } finally {
      await lock.release();
    }
    expect(filter.status).toBe(201);
    const found = await api(server!.baseUrl, key, 'GET', `/api/v1/employees?search=${document}`);
    expect(found.status).toBe(200);
    expect(found.body.meta.total).toBe(0);
  }, 60_000);
});

describe('partition: the embedded database held by another client', () => {
  let dataDir: { path: string; remove(): Promise<void> } | undefined;
  let server: ServerProcess | undefined;
  let key = '';

  beforeAll(async () => {
    dataDir = await createDataDir();
    server = await startServerProcess({ DATA_DIR: dataDir.path, ...BOUNDS });
    ({ key } = await setUpCompany({ DATA_DIR: dataDir.path }, 'Empresa Embutida'));
  }, 120_000);

  afterAll(() => cleanUp([() => server?.stop(), () => dataDir?.remove()]), 60_000);

  it('answers 503 with Retry-After in bounds while its single session is held, then recovers [hang 60 s]', async () => {
    const record = JSON.parse(await readFile(join(dataDir!.path, OWNER_RECORD_FILE), 'utf8')) as { port: number };
    const lock = await holdTableLock(`postgres://postgres@127.0.0.1:${record.port}/postgres`, 'SELECT 1');
    try {
      expectAllBounded503(await Promise.all(burst(server!, key)));
    } finally {
      await lock.release();
    }
    expect(await serves(server!, key)).toBe(true);
    expect(server!.running()).toBe(true);
  }, 60_000);
});
