import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createEmployeeClient } from '@employee/client';
import { parseWorkforceFile, pictureTarget, syncWorkforce, type SyncSummary } from '@employee/workforce-sync';
import { generateWorkforce, workforceCsv } from '../../../scripts/make-workforce/workforce';
import { admin, api, startProductionServer, type ServerProcess } from './support/server-process';

const SIZE = 40;
const AS_OF = '31/10/2026';
const SEED = 20261125;

/**
 * The workforce sync with a state file (docs/workforce-sync.md#the-state-file), against the REAL server: the first
 * sync reads the changes feed from the beginning; a re-sync of an unchanged company with an unchanged file costs
 * one filters read and one feed read and writes nothing (beside re-sending the file's invalid rows); a change made
 * by someone else arrives through the feed and is set right. Engine: PostgreSQL when the jest global setup found
 * one, else the embedded database.
 */
describe('syncing with a state file', () => {
  let server: ServerProcess | null = null;
  let cleanup: () => Promise<void> = async () => undefined;
  let dir = '';
  let key = '';
  let baseUrl = '';
  const file = parseWorkforceFile(workforceCsv(generateWorkforce({ size: SIZE, seed: SEED, asOf: AS_OF })));

  const sync = (): Promise<SyncSummary> =>
    syncWorkforce({
      client: createEmployeeClient({ baseUrl, apiKey: key }),
      file,
      createFilters: true,
      state: { path: join(dir, 'state.json'), target: pictureTarget(baseUrl, key, undefined) },
    });

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'workforce-sync-state-'));
    const started = await startProductionServer();
    ({ server, removeStorage: cleanup } = started);
    const { env } = started;
    baseUrl = `${server.baseUrl}/api`;
    const company = await admin(env, 'company', 'create', '--name', 'Estado Local Ltda', '--identify-key', 'document');
    await admin(env, 'company', 'set-rate-limit', '--company', company.id as string, '--per-minute', '100000');
    key = (await admin(env, 'key', 'issue', '--company', company.id as string)).key as string;
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await cleanup();
    await rm(dir, { recursive: true, force: true });
  }, 60_000);

  it('re-syncs an unchanged company in two reads, and sets right a change made elsewhere', async () => {
    const first = await sync();
    expect(first.created + first.rejected.length).toBe(SIZE);
    expect(first.created).toBeGreaterThan(30);
    expect((await stat(join(dir, 'state.json'))).mode & 0o777).toBe(0o600);

    // The generated file's invalid rows are sent again each time (and refused again): a request each.
    const resent = first.rejected.length;
    const unchanged = await sync();
    expect(unchanged).toMatchObject({ created: 0, updated: 0, unchanged: first.created, requests: 2 + resent });

    const listed = await api(server!.baseUrl, key, 'GET', '/api/v1/employees?per_page=1');
    const id = (listed.body.data as Array<{ id: string }>)[0]?.id;
    const changed = await api(server!.baseUrl, key, 'PUT', `/api/v1/employees/${id}`, {
      name: 'Outro Nome Qualquer',
      remove_campaign: false,
    });
    expect(changed.status).toBe(200);

    const corrected = await sync();
    // one filters read, one feed read (the outside change), one PUT, one feed read (the PUT's own version)
    expect(corrected).toMatchObject({ created: 0, updated: 1, requests: 4 + resent });
    expect(await sync()).toMatchObject({ updated: 0, requests: 2 + resent });
  }, 120_000);
});
