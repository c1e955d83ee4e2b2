import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { uniqueCpf } from '@employee/domain/testing';
import { availableEngines, type TestEngine } from '@employee/persistence-typeorm/testing';
import { backupSetUp, type BackupSetUp } from './support/backup-setup';
import { admin, api, runAdmin, startServerProcess } from './support/server-process';

/**
 * `db backup` beside a running server (docs/operations.md#backups), on every engine this machine has: while the
 * API keeps taking writes (each one an employee with a field value and a campaign link, in one transaction) and
 * keeps answering reads, the built CLI writes the backup; restored into a fresh database, it gives the API, with
 * the same key, every employee committed before the backup began, none begun after it ended, and every employee
 * it holds whole. A restore into the database the server serves is refused and changes nothing.
 */

const DEPARTMENTS = ['Vendas', 'Financeiro', 'Pessoas'];

/** One `POST /api/v1/employees` of the writer: when it was sent and answered (ms since the epoch), and its id. */
interface Write {
  readonly sentAt: number;
  readonly answeredAt: number;
  readonly status: number;
  readonly id: string | null;
  readonly department: string;
}

/** One read while the backup runs: its status, when it was answered and how long it took (ms). */
interface Read {
  readonly status: number;
  readonly answeredAt: number;
  readonly ms: number;
}

/**
 * Runs `step` again and again (with `pauseMs` between) until `stop()`, which resolves with every result; `done()`
 * counts the steps that ended so far.
 */
function repeatUntilStopped<T>(step: () => Promise<T>, pauseMs: number): { done(): number; stop(): Promise<T[]> } {
  const results: T[] = [];
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      results.push(await step());
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  })();
  return {
    done: () => results.length,
    async stop() {
      stopped = true;
      await loop;
      return results;
    },
  };
}

/** Resolves once `loop` has ended `more` steps more than it had when called (checked every 20 ms). */
async function untilMoreDone(loop: { done(): number }, more: number): Promise<void> {
  const target = loop.done() + more;
  while (loop.done() < target) await new Promise((resolve) => setTimeout(resolve, 20));
}

/** Every employee the API lists with `key`, page by page: id to the value of its `departamento` field. */
async function listedDepartments(baseUrl: string, key: string): Promise<Map<string, string | undefined>> {
  const listed = new Map<string, string | undefined>();
  for (let page = 1; ; page++) {
    const response = await api(baseUrl, key, 'GET', `/api/v1/employees?per_page=100&page=${page}`);
    expect(response.status).toBe(200);
    const data = response.body.data as Array<{ id: string; fields: Array<{ key: string; value: string }> }>;
    if (data.length === 0) return listed;
    for (const employee of data) {
      listed.set(employee.id, employee.fields.find((field) => field.key === 'departamento')?.value);
    }
  }
}

describe.each(availableEngines().map((engine): [TestEngine] => [engine]))(
  'db backup beside the server on %s',
  (engine) => {
    let ctx: BackupSetUp;
    let count = 0;

    const write = async (): Promise<Write> => {
      const department = DEPARTMENTS[count++ % DEPARTMENTS.length]!;
      const sentAt = Date.now();
      const created = await api(ctx.server!.baseUrl, ctx.company.key, 'POST', '/api/v1/employees', {
        name: 'Maria da Silva Souza',
        document: uniqueCpf(),
        fields: [{ key: 'departamento', value: department }],
        include_campaign: true,
      });
      const id = created.status === 201 ? (created.body.data.id as string) : null;
      return { sentAt, answeredAt: Date.now(), status: created.status, id, department };
    };
    const read = async (): Promise<Read> => {
      const sentAt = Date.now();
      const response = await api(ctx.server!.baseUrl, ctx.company.key, 'GET', '/api/v1/employees?per_page=1');
      return { status: response.status, answeredAt: Date.now(), ms: Date.now() - sentAt };
    };

    beforeAll(async () => {
      ctx = await backupSetUp(engine, 'Empresa Backup Vivo');
    }, 300_000);

    afterAll(() => ctx.remove());

    it('backs up while the API takes writes; the restore serves what was committed before, whole', async () => {
      const before: Write[] = [];
      for (let i = 0; i < 3; i++) before.push(await write());
      const writer = repeatUntilStopped(write, 10);
      const reader = repeatUntilStopped(read, 50);
      // Counted, not timed: under a loaded machine one write may take longer than any fixed pause.
      await untilMoreDone(writer, 2);

      const backupStarted = Date.now();
      const backup = await runAdmin(ctx.source.env, ['db', 'backup', '--to', ctx.file]);
      const backupEnded = Date.now();
      await untilMoreDone(writer, 2);
      const writes = [...before, ...(await writer.stop())];
      const reads = await reader.stop();

      expect(backup.json).toEqual({
        backup: ctx.file,
        kind: engine === 'postgres' ? 'postgres' : 'embedded',
        bytes: expect.any(Number),
      });
      // The server kept taking writes and answering reads all along, also while the backup was being taken.
      expect(writes.filter((w) => w.status !== 201)).toEqual([]);
      expect(reads.filter((r) => r.status !== 200)).toEqual([]);
      const during = (at: number) => at > backupStarted && at < backupEnded;
      expect(writes.filter((w) => during(w.answeredAt)).length).toBeGreaterThan(0);
      expect(reads.filter((r) => during(r.answeredAt)).length).toBeGreaterThan(2);
      expect(Math.max(...reads.map((r) => r.ms))).toBeLessThan(10_000);

      // A restore never writes into the database the server serves.
      const refused = await runAdmin(ctx.source.env, ['db', 'restore', '--from', ctx.file]);
      expect({ code: refused.code, error: typeof refused.json?.error }).toEqual({ code: 1, error: 'string' });
      const served = await listedDepartments(ctx.server!.baseUrl, ctx.company.key);
      expect([...served.keys()].sort()).toEqual(writes.map((w) => w.id).sort());
      await ctx.server!.stop();
      ctx.server = null;

      expect(await admin(ctx.target.env, 'db', 'restore', '--from', ctx.file)).toEqual({
        restored: ctx.file,
        kind: backup.json?.kind,
      });
      ctx.server = await startServerProcess(ctx.target.env);
      const restored = await listedDepartments(ctx.server.baseUrl, ctx.company.key);
      const committedBefore = writes.filter((w) => w.answeredAt < backupStarted);
      const begunAfter = writes.filter((w) => w.sentAt > backupEnded);
      expect(committedBefore.length).toBeGreaterThan(3);
      expect(begunAfter.length).toBeGreaterThan(0);
      for (const w of committedBefore)
        expect({ id: w.id, department: restored.get(w.id!) }).toEqual({ id: w.id, department: w.department });
      for (const w of begunAfter) expect(restored.has(w.id!)).toBe(false);
      // Whole writes only: each restored employee is one the API acknowledged, with its field value and its link.
      const byId = new Map(writes.map((w) => [w.id, w.department]));
      expect([...restored].filter(([id, department]) => byId.get(id) !== department)).toEqual([]);
      const members = await admin(ctx.target.env, 'campaign', 'members', '--campaign', ctx.company.campaignId!);
      expect([...(members.employee_ids as string[])].sort()).toEqual([...restored.keys()].sort());
    }, 300_000);
  },
);
