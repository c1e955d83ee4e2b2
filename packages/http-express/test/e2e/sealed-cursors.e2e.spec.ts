import { describe, expect, it } from '@jest/globals';
import { testEngines, type TestDatabase } from '@employee/persistence-typeorm/testing';
import request, { type Response } from 'supertest';
import { validEmployeeBody } from '../support/employee-body';
import { buildTestApp, type TestApp } from '../support/test-app';
import { bearer, call, expectErrorBody, useStorage } from './e2e-helpers';

/** Where the service's sequences start in this suite: a number no cursor byte pattern matches by chance. */
const SEQ_START = 9_876_543_210;

/** A company of the test app with a key of its own. */
type Tenant = { readonly company: { readonly id: string }; readonly key: string };

/** A sequence a cursor continues: how to write one entry to it, read a cursor of it, and see its `seq`s. */
interface Stream {
  readonly name: string;
  /** The first page's path, with the query that makes it give a cursor. */
  readonly path: string;
  /** One change by `tenant` that appends to the stream. */
  write(t: TestApp, tenant: Tenant): Promise<void>;
  /** The cursor a page answered. */
  cursorOf(res: Response): string | null;
  /** Every `seq` the stream holds for `companyId`, as stored. */
  seqsOf(t: TestApp, companyId: string): Promise<number[]>;
}

const feedCursor = (res: Response) => (res.body as { next_cursor: string }).next_cursor;

/** One write of `tenant` that moves both the filters feed and the audit trail: a new filter with a random key. */
async function createFilter(t: TestApp, tenant: Tenant): Promise<void> {
  const key = `k${Math.random().toString(36).slice(2, 10)}`;
  const res = await call(request(t.app).post('/api/v1/filters').set(bearer(tenant.key)).send({ key }));
  expect(res.status).toBe(201);
}

const STREAMS: readonly Stream[] = [
  {
    name: 'employees changes feed',
    path: '/api/v1/employees/changes?limit=1000',
    write: async (t, tenant) => {
      const res = await call(
        request(t.app).post('/api/v1/employees').set(bearer(tenant.key)).send(validEmployeeBody()),
      );
      expect(res.status).toBe(201);
    },
    cursorOf: feedCursor,
    seqsOf: (t, companyId) =>
      t.uow.run(async (r) => (await r.employeeChanges.since(companyId, 0, 1000)).entries.map((e) => e.seq)),
  },
  {
    name: 'filters changes feed',
    path: '/api/v1/filters/changes?limit=1000',
    write: createFilter,
    cursorOf: feedCursor,
    seqsOf: (t, companyId) =>
      t.uow.run(async (r) => (await r.filterChanges.since(companyId, 0, 1000)).entries.map((e) => e.seq)),
  },
  {
    name: 'audit trail',
    path: '/api/v1/audit-events?per_page=1',
    write: createFilter,
    cursorOf: (res) => (res.body as { meta: { next_cursor: string | null } }).meta.next_cursor,
    seqsOf: (t, companyId) => t.uow.run(async (r) => (await r.audit.list(companyId, { limit: 100 })).map((e) => e.seq)),
  },
];

/** The ways a number can sit in bytes or text: decimal and hex digits, and 8- and 4-byte integers either way round. */
function encodingsOf(seq: number): Buffer[] {
  const big = Buffer.alloc(8);
  big.writeBigUInt64BE(BigInt(seq));
  const little = Buffer.alloc(8);
  little.writeBigUInt64LE(BigInt(seq));
  const low = seq % 2 ** 32;
  const low32 = Buffer.alloc(4);
  low32.writeUInt32BE(low);
  const low32le = Buffer.alloc(4);
  low32le.writeUInt32LE(low);
  return [Buffer.from(String(seq)), Buffer.from(seq.toString(16)), big, little, low32, low32le];
}

/** `cursor` as text, and its bytes read as base64url and as base64. */
function readingsOf(cursor: string): Buffer[] {
  return [Buffer.from(cursor), Buffer.from(cursor, 'base64url'), Buffer.from(cursor, 'base64')];
}

/**
 * How many character positions two cursors agree at: a counter, or its encoding, shows as a long shared prefix; two
 * unrelated strings of 64 symbols agree at about one position in 64.
 */
function agreeingCharacters(a: string, b: string): number {
  let same = 0;
  for (let i = 0; i < Math.min(a.length, b.length); i += 1) if (a[i] === b[i]) same += 1;
  return same;
}

/** `cursor` with the character at `at` replaced by the next one of its kind (a digit by a digit, and so on). */
function tampered(cursor: string, at: number): string {
  const c = cursor[at] as string;
  const next = /\d/.test(c)
    ? String((Number(c) + 1) % 10)
    : /[a-y]|[A-Y]/.test(c)
      ? String.fromCharCode(c.charCodeAt(0) + 1)
      : c === 'z'
        ? 'a'
        : c === 'Z'
          ? 'A'
          : c === '-'
            ? '_'
            : '-';
  return cursor.slice(0, at) + next + cursor.slice(at + 1);
}

/**
 * Moves every sequence of the database on to {@link SEQ_START}, so a cursor's digits would show (once per database:
 * `truncate` leaves sequences where they are).
 */
async function startSequencesHigh(database: TestDatabase): Promise<void> {
  for (const table of ['employee_changes', 'filter_changes'])
    await database.dataSource.query(`ALTER TABLE ${table} ALTER COLUMN seq RESTART WITH ${SEQ_START}`);
  await database.dataSource.query(`SELECT setval(pg_get_serial_sequence('audit_events', 'seq'), ${SEQ_START})`);
}

/**
 * The cursors of the changes feeds and of the audit trail are sealed (docs/change-history.md#the-changes-feeds):
 * the service-wide sequence behind them shows in no encoding, two cursors of one company tell nothing of what other
 * companies wrote between them, and a cursor of another company, another stream, or with one character changed is
 * the 422 of a malformed one. On PostgreSQL (the sequences are the database's).
 */
describe.each(testEngines().filter((engine) => engine === 'postgres'))('sealed cursors on %s', (engine) => {
  const storage = useStorage(engine);
  let raised = false;
  const app = async () => {
    const database = storage() as TestDatabase;
    const t = await buildTestApp(database, { rateLimitPerMinute: 1_000_000 });
    if (!raised) await startSequencesHigh(database);
    raised = true;
    return t;
  };
  const read = (t: TestApp, tenant: Tenant, path: string) => call(request(t.app).get(path).set(bearer(tenant.key)));
  const cursorAfter = async (t: TestApp, tenant: Tenant, stream: Stream, from: string | null = null) => {
    const res = await read(t, tenant, from === null ? stream.path : `${stream.path}&cursor=${from}`);
    expect(res.status).toBe(200);
    const cursor = stream.cursorOf(res);
    expect(cursor).not.toBeNull();
    return cursor as string;
  };
  const expectRefused = (res: Response) => {
    expectErrorBody(res, 422);
    expect(Object.keys((res.body as { meta: { errors: object } }).meta.errors)).toEqual(['cursor']);
  };

  describe.each(STREAMS.map((stream) => [stream.name, stream] as const))('%s', (_name, stream) => {
    it('gives cursors that hold the sequence in no encoding', async () => {
      const t = await app();
      const a = await t.addCompany();
      for (let i = 0; i < 3; i += 1) await stream.write(t, a);

      const cursor = await cursorAfter(t, a, stream);

      const seqs = await stream.seqsOf(t, a.company.id);
      expect(Math.min(...seqs)).toBeGreaterThanOrEqual(SEQ_START);
      for (const seq of seqs)
        for (const reading of readingsOf(cursor))
          for (const encoding of encodingsOf(seq)) expect(reading.includes(encoding)).toBe(false);
    });

    it("gives one company's consecutive cursors that tell nothing of another's writes between them", async () => {
      const t = await app();
      const [a, b] = [await t.addCompany(), await t.addCompany()];
      await stream.write(t, a);
      await stream.write(t, a);
      const before = await cursorAfter(t, a, stream);
      for (let i = 0; i < 10; i += 1) await stream.write(t, b);
      await stream.write(t, a);

      const after = await cursorAfter(t, a, stream, stream.name === 'audit trail' ? null : before);

      expect(after).not.toBe(before);
      expect(after).toHaveLength(before.length);
      expect(agreeingCharacters(before, after)).toBeLessThan(before.length / 4);
    });

    it("refuses another company's cursor, and one with a character changed, as a malformed one", async () => {
      const t = await app();
      const [a, b] = [await t.addCompany(), await t.addCompany()];
      for (const tenant of [a, a, b, b]) await stream.write(t, tenant);
      const mine = await cursorAfter(t, a, stream);
      const theirs = await cursorAfter(t, b, stream);
      expect((await read(t, a, `${stream.path}&cursor=${mine}`)).status).toBe(200);

      expectRefused(await read(t, a, `${stream.path}&cursor=${theirs}`));
      for (const at of [0, Math.floor(mine.length / 2), mine.length - 1])
        expectRefused(await read(t, a, `${stream.path}&cursor=${tampered(mine, at)}`));
      for (const other of STREAMS.filter((s) => s.path !== stream.path))
        expectRefused(await read(t, a, `${other.path}&cursor=${mine}`));
    });
  });
});
