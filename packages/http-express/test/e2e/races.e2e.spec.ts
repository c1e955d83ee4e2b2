import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { uniqueCpf, uniqueEmail, uniqueMobile } from '@employee/domain/testing';
import type { Express } from 'express';
import type { Response } from 'supertest';
import { expectMatchesOpenApi } from '../support/openapi';
import { buildTestApp, type TestApp } from '../support/test-app';
import { JSON_CONTENT_TYPE, LEAK, UUID, allStorages, useStorage } from './e2e-helpers';

/**
 * Races over HTTP (docs/reliability.md, reliability under load): the app listens on an ephemeral loopback port and
 * every burst is started at once with `fetch` (each request on its own connection), so the requests really overlap
 * in the app and, on PostgreSQL, in its pool of connections (PGlite has one connection: its transactions
 * queue; memory serialises its runs).
 *
 * - docs/contract.md#uniqueness: document, email and phone are unique across all companies (ignoring soft-deleted
 *   employees); docs/contract.md#errors: a duplicate is a 422 whose `meta.errors` names the field and says
 *   only that the value is in use, never which company or employee holds it. Under a burst of creates that
 *   share one value, exactly one wins: never two holders, never a 500.
 * - docs/contract.md#field-values: PUT `fields` replaces the whole set. Concurrent PUTs of one employee apply
 *   one after the other: the stored result is exactly one request's set, never a mix of two.
 */

/** Creates per burst: half with company A's key, half with company B's. */
const CREATES = 50;
/** PUTs per burst, and bursts per test. */
const PUTS = 20;
const PUT_ROUNDS = 3;
/**
 * Bursts of the lost-update test (a lost update shows only when the commit order is unlucky: more bursts, more
 * chances).
 */
const MIXED_PUT_ROUNDS = 6;
/**
 * The bound of each race, a hang detector: PGlite runs the burst's transactions one at a time, and beside the other
 * jest worker of a full `test:all` run on a loaded machine a 6-burst test took more than 30 s.
 */
const HANG_MS = 120_000;

/**
 * A parsed JSON body as the tests read it: `any`, as supertest's `res.body` is, because the tests only read into it
 * to assert (the approach of packages/server/test/support/server-process.ts). Give it a type before it feeds further
 * code.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the one place a body of this file is `any`, see above
type ResponseBody = any;

/** A response of the running server, in the shape the OpenAPI oracle reads (a supertest-like response). */
interface HttpResponse {
  readonly req: { readonly method: string; readonly path: string };
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly text: string;
  readonly body: ResponseBody;
}

/** The app listening on an ephemeral port of 127.0.0.1, and a client of it. */
interface Running {
  send(method: string, path: string, key: string, body?: unknown): Promise<HttpResponse>;
  close(): Promise<void>;
}

async function listen(app: Express): Promise<Running> {
  const server: Server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    async send(method, path, key, body) {
      const headers: Record<string, string> = { Authorization: `Bearer ${key}`, Accept: 'application/json' };
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      const res = await fetch(`${base}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      const response: HttpResponse = {
        req: { method, path: path.split('?')[0] ?? path },
        status: res.status,
        headers: Object.fromEntries(res.headers.entries()),
        text,
        body: text === '' ? {} : (JSON.parse(text) as unknown),
      };
      expectMatchesOpenApi(response as unknown as Response);
      return response;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** How many responses had each status, e.g. `{201: 1, 422: 49}`. */
function tally(responses: readonly HttpResponse[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const r of responses) counts[r.status] = (counts[r.status] ?? 0) + 1;
  return counts;
}

type Shared = 'document' | 'email' | 'phone';

/**
 * The shared value of a burst, as each request sends it (email in varying case, phone in varying notations:
 * uniqueness holds on the normalised value), and as the API stores it.
 */
function sharedValue(field: Shared): { sent: (i: number) => string; stored: string } {
  if (field === 'document') {
    const cpf = uniqueCpf();
    return { sent: () => cpf, stored: cpf };
  }
  if (field === 'email') {
    const email = uniqueEmail();
    const variants = [email, email.toUpperCase(), email.charAt(0).toUpperCase() + email.slice(1)];
    return { sent: (i) => variants[i % variants.length] as string, stored: email };
  }
  const phone = uniqueMobile(); // +5511 9xxxxxxxx
  const [ddd, first, last] = [phone.slice(3, 5), phone.slice(5, 10), phone.slice(10)];
  const variants = [phone, phone.slice(1), `+55 (${ddd}) ${first}-${last}`, `55.${ddd}.${first}.${last}`];
  return { sent: (i) => variants[i % variants.length] as string, stored: phone };
}

/** Every active employee of the caller's company, read through the API. */
async function everyEmployee(server: Running, key: string): Promise<Array<Record<string, unknown>>> {
  const all: Array<Record<string, unknown>> = [];
  for (let page = 1; ; page += 1) {
    const res = await server.send('GET', `/api/v1/employees?per_page=100&page=${page}`, key);
    expect(res.status).toBe(200);
    const data = res.body.data as Array<Record<string, unknown>>;
    all.push(...data);
    if (data.length < 100) return all;
  }
}

const sortedFields = (fields: Array<{ key: string }>) => [...fields].sort((a, b) => a.key.localeCompare(b.key));

describe.each(allStorages().map((kind): [typeof kind] => [kind]))('races over HTTP on %s storage', (kind) => {
  const storage = useStorage(kind);
  let t: TestApp;
  let companyB: { company: { id: string }; key: string };
  let server: Running | undefined;

  beforeEach(async () => {
    t = await buildTestApp(storage(), { rateLimitPerMinute: 1_000_000 });
    companyB = await t.addCompany();
    server = await listen(t.app);
  });

  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  for (const field of ['document', 'email', 'phone'] as const) {
    it(
      `${CREATES} concurrent creates sharing one ${field}, over two companies: ` +
        `one 201, ${CREATES - 1} × 422 naming ${field} only, no 5xx; one holder afterwards [hang 120 s]`,
      async () => {
        const api = server as Running;
        const shared = sharedValue(field);
        const callers = Array.from({ length: CREATES }, (_, i) =>
          i % 2 === 0 ? { key: t.key, company: t.company.id } : { key: companyB.key, company: companyB.company.id },
        );
        const bodies = callers.map((caller, i) => ({
          name: 'Ana Souza',
          document: uniqueCpf(),
          email: uniqueEmail(),
          phone: uniqueMobile(),
          internal_id: `CORRIDA-${i}`,
          birthdate: '15/05/1990',
          hiring_date: '01/02/2015',
          include_campaign: false,
          ...(caller.company === t.company.id ? { fields: [{ key: 'department', value: `Setor ${i}` }] } : {}),
          [field]: shared.sent(i),
        }));

        const responses = await Promise.all(
          bodies.map((body, i) => api.send('POST', '/api/v1/employees', (callers[i] as { key: string }).key, body)),
        );

        expect(tally(responses)).toEqual({ 201: 1, 422: CREATES - 1 });
        const winnerIndex = responses.findIndex((r) => r.status === 201);
        const winner = responses[winnerIndex] as HttpResponse;
        const winnerBody = bodies[winnerIndex] as Record<string, unknown>;
        const data = winner.body.data as Record<string, unknown>;
        expect(data).toMatchObject({
          id: expect.stringMatching(UUID),
          company_id: (callers[winnerIndex] as { company: string }).company,
          [field]: shared.stored,
        });
        expect(winner.headers.location).toMatch(new RegExp(`/api/v1/employees/${data.id as string}$`));

        // Nothing of the holder in any 422: not its id, not its company, not its other unique values.
        const holderTraces = [
          data.id as string,
          t.company.id,
          companyB.company.id,
          ...(['document', 'email', 'phone'] as const).filter((f) => f !== field).map((f) => String(winnerBody[f])),
        ];
        for (const [i, res] of responses.entries()) {
          if (i === winnerIndex) continue;
          expect(res.headers['content-type']).toBe(JSON_CONTENT_TYPE);
          expect(res.body).toEqual({
            id: res.headers['x-request-id'],
            status: 422,
            title: 'Validation Error',
            detail: expect.any(String),
            meta: {
              code: expect.stringMatching(/\.INVALID$/),
              errors: { [field]: [expect.any(String)] },
              codes: { [field]: [expect.any(String)] },
            },
          });
          const [message] = res.body.meta.errors[field] as string[];
          expect(message).toMatch(/in use/i);
          expect(res.text).not.toMatch(LEAK);
          expect(holderTraces.filter((trace) => res.text.includes(trace))).toEqual([]);
        }

        // Exactly one employee, in either company, holds the value; nobody else was stored.
        const everyone = [...(await everyEmployee(api, t.key)), ...(await everyEmployee(api, companyB.key))];
        expect(everyone.filter((e) => e[field] === shared.stored).map((e) => e.id)).toEqual([data.id]);
        expect(everyone.map((e) => e.id)).toEqual([data.id]);
      },
      HANG_MS,
    );
  }

  /** Creates the employee the PUT bursts race over (both filters set to 'Inicial', plus `extra`); returns its id. */
  const createTarget = async (api: Running, extra: Record<string, unknown>): Promise<string> => {
    const created = await api.send('POST', '/api/v1/employees', t.key, {
      name: 'Ana Souza',
      document: uniqueCpf(),
      include_campaign: false,
      fields: [
        { key: 'department', value: 'Inicial' },
        { key: 'site', value: 'Inicial' },
      ],
      ...extra,
    });
    expect(created.status).toBe(201);
    return created.body.data.id as string;
  };

  it(
    `${PUT_ROUNDS} bursts of ${PUTS} concurrent PUTs of one employee, each a complete fields set: ` +
      'all 200, each answer and the stored result exactly one sent set, never a mix [hang 120 s]',
    async () => {
      const api = server as Running;
      const id = await createTarget(api, {});
      /** The i-th body of round r: both filters' values and the internal id carry the same mark, so a mix shows. */
      const expected = (mark: string) => ({
        internal_id: `MAT-${mark}`,
        fields: [
          { id: t.department.id, key: 'department', value: `Departamento ${mark}` },
          { id: t.site.id, key: 'site', value: `Unidade ${mark}` },
        ],
      });

      for (let round = 1; round <= PUT_ROUNDS; round += 1) {
        const marks = Array.from({ length: PUTS }, (_, i) => `${round}-${i}`);
        const responses = await Promise.all(
          marks.map((mark, i) => {
            const { internal_id, fields } = expected(mark);
            const entries = fields.map(({ key, value }) => ({ key, value }));
            // Half the bodies list the filters in the other order: the set, not the order, is what is sent.
            return api.send('PUT', `/api/v1/employees/${id}`, t.key, {
              internal_id,
              fields: i % 2 === 0 ? entries : entries.reverse(),
              remove_campaign: false,
            });
          }),
        );

        expect(tally(responses)).toEqual({ 200: PUTS });
        for (const [i, res] of responses.entries()) {
          const data = res.body.data as { id: string; internal_id: string; fields: Array<{ key: string }> };
          expect({ id: data.id, internal_id: data.internal_id, fields: sortedFields(data.fields) }).toEqual({
            id,
            ...expected(marks[i] as string),
          });
        }

        const stored = await api.send('GET', `/api/v1/employees/${id}`, t.key);
        expect(stored.status).toBe(200);
        const { internal_id, fields } = stored.body.data as { internal_id: string; fields: Array<{ key: string }> };
        const mark = internal_id.replace(/^MAT-/, '');
        expect(marks).toContain(mark);
        expect({ internal_id, fields: sortedFields(fields) }).toEqual(expected(mark));
      }
    },
    HANG_MS,
  );

  it(
    `${MIXED_PUT_ROUNDS} bursts of ${PUTS} concurrent PUTs, half sending only fields and half only internal_id: ` +
      'both kinds take effect, no update is lost [hang 120 s]',
    async () => {
      const api = server as Running;
      const id = await createTarget(api, { internal_id: 'MAT-INICIAL' });
      const fieldSet = (mark: string) => [
        { id: t.department.id, key: 'department', value: `Departamento ${mark}` },
        { id: t.site.id, key: 'site', value: `Unidade ${mark}` },
      ];

      for (let round = 1; round <= MIXED_PUT_ROUNDS; round += 1) {
        const marks = Array.from({ length: PUTS }, (_, i) => `${round}-${i}`);
        // Even i: only `fields` (every other property must stay); odd i: only `internal_id` (the values must stay).
        const responses = await Promise.all(
          marks.map((mark, i) =>
            api.send(
              'PUT',
              `/api/v1/employees/${id}`,
              t.key,
              i % 2 === 0
                ? { fields: fieldSet(mark).map(({ key, value }) => ({ key, value })), remove_campaign: false }
                : { internal_id: `MAT-${mark}`, remove_campaign: false },
            ),
          ),
        );
        expect(tally(responses)).toEqual({ 200: PUTS });
        for (const [i, res] of responses.entries()) {
          const data = res.body.data as { internal_id: string; fields: Array<{ key: string }> };
          if (i % 2 === 0) expect(sortedFields(data.fields)).toEqual(fieldSet(marks[i] as string));
          else expect(data.internal_id).toBe(`MAT-${marks[i] as string}`);
        }

        // The last PUT of each kind won: a PUT of the other kind, committed after it, must not have written back
        // what it had read before (a lost update would leave the previous round's or the initial values).
        const stored = (await api.send('GET', `/api/v1/employees/${id}`, t.key)).body.data as {
          internal_id: string;
          fields: Array<{ key: string }>;
        };
        const fieldMarks = marks.filter((_, i) => i % 2 === 0);
        const idMarks = marks.filter((_, i) => i % 2 === 1);
        expect(idMarks.map((m) => `MAT-${m}`)).toContain(stored.internal_id);
        const fieldMark = /^Departamento (.*)$/.exec(
          String((stored.fields.find((f) => f.key === 'department') as { value?: string } | undefined)?.value),
        )?.[1];
        expect(fieldMarks).toContain(fieldMark);
        expect(sortedFields(stored.fields)).toEqual(fieldSet(fieldMark as string));
      }
    },
    HANG_MS,
  );
});
