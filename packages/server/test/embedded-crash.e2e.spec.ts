import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { uniqueCpf, uniqueEmail, uniqueMobile } from '@employee/domain/testing';
import { OWNER_RECORD_FILE } from '@employee/persistence-typeorm';
import { checkWorkforce, consistentWorkforce } from './support/database-checks';
import { setUpCompany } from './support/company-setup';
import { reportFigures } from './support/figures';
import { api, createDataDir, eventually, startServerProcess, type ServerProcess } from './support/server-process';

/**
 * The zero-setup default survives a crash: the server on its embedded database (PGlite in `DATA_DIR`) is
 * killed with SIGKILL while 8 clients create employees, then started again on the same directory. Every
 * create that was answered 201 is there, whole (its field value and its campaign link), and read back equal
 * to its 201 body; besides them at most the creates that were in flight at the kill; no orphan rows, and the
 * trigger-kept active count is right. Needs nothing installed: this is the crash test a developer without
 * PostgreSQL runs too. Runs the BUILT dist (`npm test` builds first). Source: docs/reliability.md (lose nothing in a
 * crash); docs/contract.md#configuration (`DATA_DIR`).
 */

const WORKERS = 8;
/** Creates acknowledged before the kill. */
const ACKNOWLEDGED_BEFORE_KILL = 150;
const FILTER_KEY = 'departamento';

/** The URL of the embedded database as the process serving `dataDir` published it. */
async function servedUrl(dataDir: string): Promise<string> {
  const record = JSON.parse(await readFile(join(dataDir, OWNER_RECORD_FILE), 'utf8')) as { port: number };
  return `postgres://postgres@127.0.0.1:${record.port}/postgres`;
}

describe('the embedded database killed (SIGKILL) under concurrent creates, then restarted', () => {
  let dataDir: Awaited<ReturnType<typeof createDataDir>> | null = null;
  let env: Record<string, string> = {};
  const servers: ServerProcess[] = [];
  let companyId = '';
  let campaignId = '';
  let key = '';
  /** 201 bodies by employee id. */
  const acknowledged = new Map<string, unknown>();
  /** Creates whose answer never came (in flight at the kill, or sent after it). */
  let unanswered = 0;
  let sent = 0;
  /** Acknowledged employees not read back equal after the restart. */
  let lost: number | null = null;
  /** Active employees stored after the restart, counted in the database. */
  let stored: number | null = null;
  let kills = 0;

  beforeAll(async () => {
    dataDir = await createDataDir();
    env = { DATA_DIR: dataDir.path };
    servers.push(await startServerProcess(env));
    const company = await setUpCompany(env, 'Empresa Embutida', { campaign: 'Boas-vindas' });
    ({ companyId, key } = company);
    campaignId = company.campaignId!;
    const filter = await api(servers[0]!.baseUrl, key, 'POST', '/api/v1/filters', {
      key: FILTER_KEY,
      name: 'Departamento',
      is_required: true,
    });
    expect(filter.status).toBe(201);
  }, 120_000);

  afterAll(async () => {
    reportFigures('embedded-crash', {
      requestsSent: sent,
      acknowledged: acknowledged.size,
      unanswered,
      stored,
      rowsLost: lost,
      kills,
    });
    for (const server of servers) await server.kill();
    await dataDir?.remove();
  }, 60_000);

  it(`keeps every acknowledged create after a kill amid ${WORKERS} concurrent writers [hang 90 s]`, async () => {
    const server = servers[0]!;
    let writing = true;
    const writers = Array.from({ length: WORKERS }, async (_, worker) => {
      while (writing) {
        sent += 1;
        const body = {
          name: 'Marta Quitéria Bastos',
          document: uniqueCpf(),
          email: uniqueEmail(),
          phone: uniqueMobile(),
          include_campaign: true,
          fields: [{ key: FILTER_KEY, value: `Setor ${worker}` }],
        };
        const answer = await api(server.baseUrl, key, 'POST', '/api/v1/employees', body).catch(() => null);
        if (answer === null) unanswered += 1;
        else if (answer.status === 201) acknowledged.set(answer.body.data.id as string, answer.body.data);
        else throw new Error(`create answered ${answer.status}: ${JSON.stringify(answer.body)}`);
      }
    });
    try {
      expect(await eventually(async () => acknowledged.size >= ACKNOWLEDGED_BEFORE_KILL, 60_000)).toBe(true);
      await server.kill();
      kills += 1;
    } finally {
      writing = false;
      await Promise.all(writers);
    }
    expect(acknowledged.size).toBeGreaterThanOrEqual(ACKNOWLEDGED_BEFORE_KILL);
  }, 90_000);

  it('restarted on the same directory: each acknowledged employee reads back as its 201 body [hang 90 s]', async () => {
    const server = await startServerProcess(env);
    servers.push(server);
    const different = [];
    for (const [id, created] of acknowledged) {
      const read = await api(server.baseUrl, key, 'GET', `/api/v1/employees/${id}`);
      if (read.status !== 200 || JSON.stringify(read.body.data) !== JSON.stringify(created))
        different.push({ id, status: read.status, read: read.body as unknown, created });
    }
    lost = different.length;
    expect(different).toEqual([]);
    const listed = await api(server.baseUrl, key, 'GET', '/api/v1/employees?per_page=1');
    // The creates in flight at the kill may or may not have committed; nothing else may be there.
    expect(listed.body.meta.total).toBeGreaterThanOrEqual(acknowledged.size);
    expect(listed.body.meta.total).toBeLessThanOrEqual(acknowledged.size + WORKERS);
  }, 90_000);

  it(
    'holds only whole employees: no orphan rows, ' + 'each with its field value and campaign link, counters right',
    async () => {
      const check = await checkWorkforce(await servedUrl(dataDir!.path), companyId, {
        filterKeys: [FILTER_KEY],
        campaignIds: [campaignId],
      });
      stored = check.active;
      expect(check).toEqual(consistentWorkforce(stored));
      await servers[1]!.stop();
    },
    60_000,
  );
});
