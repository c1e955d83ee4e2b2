import { Writable } from 'node:stream';
import { describe, expect, it } from '@jest/globals';
import type { Company } from '@employee/domain';
import { aUserToken, uniqueCpf } from '@employee/domain/testing';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import request, { type Response } from 'supertest';
import type { Express } from 'express';
import { validEmployeeBody } from '../support/employee-body';
import { buildTestApp, type TestApp, type TestAppOptions, type TestStorage } from '../support/test-app';
import { memoryOnly, bearer, call, expectErrorBody, useStorage } from './e2e-helpers';

/**
 * The uniqueness-probe budget (docs/security.md#uniqueness-probes): a key may learn "already in use" for a
 * document, e-mail or phone held elsewhere, or for a user's e-mail, at most `uniquenessProbeBudgetPerHour` times
 * an hour; past it its employee and user writes get 429 with `meta.reason: "uniqueness_probe_budget"` and
 * `Retry-After`, logged by key id.
 */

const BUDGET = 3;

/** A log that keeps its lines, to look for the key id and for values that must not be there. */
function capturedLog(): { lines: string[]; logger: pino.Logger } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, logger: pino({ level: 'info' }, stream) };
}

interface Scenario {
  readonly t: TestApp;
  /** The values of an employee of another company: what the prober asks about. */
  readonly held: { document: string; email: string; phone: string };
  readonly prober: { company: Company; companyId: string; key: string };
}

async function scenario(options: TestAppOptions = {}, storage: TestStorage = 'memory'): Promise<Scenario> {
  const t = await buildTestApp(storage, { uniquenessProbeBudgetPerHour: BUDGET, ...options });
  const holder = await t.addCompany();
  const body = validEmployeeBody();
  const created = await request(t.app).post('/api/v1/employees').set(bearer(holder.key)).send(body);
  expect(created.status).toBe(201);
  const prober = await t.addCompany();
  return {
    t,
    held: { document: body.document as string, email: body.email as string, phone: body.phone as string },
    prober: { company: prober.company, companyId: prober.company.id, key: prober.key },
  };
}

const create = (app: Express, key: string, body: Record<string, unknown>): Promise<Response> =>
  call(request(app).post('/api/v1/employees').set(bearer(key)).send(body));

function expectBudgetRefusal(res: Response): void {
  expectErrorBody(res, 429, {
    reason: 'uniqueness_probe_budget',
    retry_after: expect.any(Number),
    limit: BUDGET,
    window: 3600,
  });
  const retryAfter = res.body.meta.retry_after as number;
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(3600);
  expect(res.headers['retry-after']).toBe(String(retryAfter));
}

describe('uniqueness-probe budget', () => {
  it('answers 422 for the first refusals, then 429 uniqueness_probe_budget, logged by key id only', async () => {
    const log = capturedLog();
    const { t, held, prober } = await scenario({ logger: log.logger });
    const probes = [
      validEmployeeBody({ document: held.document }),
      validEmployeeBody({ email: held.email }),
      // Padded with an invalid field: the answer about the phone is the same, so it counts too.
      validEmployeeBody({ phone: held.phone, birthdate: 'not a date' }),
    ];
    for (const body of probes) expect((await create(t.app, prober.key, body)).status).toBe(422);

    const refused = await create(t.app, prober.key, validEmployeeBody({ document: held.document }));
    expectBudgetRefusal(refused);
    // Past the budget every employee write is refused, whatever its values: a fresh CPF says nothing either.
    expectBudgetRefusal(await create(t.app, prober.key, validEmployeeBody({ document: uniqueCpf() })));

    const warnings = log.lines.filter((line) => line.includes('uniqueness probe budget'));
    expect(warnings.length).toBe(2);
    expect(JSON.parse(warnings[0]!)).toMatchObject({ company_id: prober.companyId, key_id: expect.any(String) });
    for (const value of Object.values(held)) expect(log.lines.join('\n')).not.toContain(value);
    expect(log.lines.join('\n')).not.toContain(prober.key);
  });

  it('leaves reads and other keys alone, and does not count internal_id or other refusals', async () => {
    const { t, held, prober } = await scenario();
    const other = await t.addCompany();
    for (let i = 0; i < BUDGET; i += 1) {
      expect((await create(t.app, prober.key, validEmployeeBody({ document: held.document }))).status).toBe(422);
    }
    expectBudgetRefusal(await create(t.app, prober.key, validEmployeeBody()));
    expect((await call(request(t.app).get('/api/v1/employees').set(bearer(prober.key)))).status).toBe(200);

    // Another key: its own budget. Its own internal_id clashes and plain validation errors do not count.
    const mine = await create(t.app, other.key, validEmployeeBody({ internal_id: 'MAT-1' }));
    expect(mine.status).toBe(201);
    for (let i = 0; i < BUDGET + 2; i += 1) {
      const clash = await create(t.app, other.key, validEmployeeBody({ internal_id: 'MAT-1' }));
      expect(clash.status).toBe(422);
      expect(Object.keys(clash.body.meta.errors as object)).toEqual(['internal_id']);
      expect((await create(t.app, other.key, validEmployeeBody({ birthdate: 'x' }))).status).toBe(422);
    }
    expect((await create(t.app, other.key, validEmployeeBody())).status).toBe(201);
  });

  it('counts PUT refusals as well', async () => {
    const { t, held, prober } = await scenario();
    const own = await create(t.app, prober.key, validEmployeeBody());
    expect(own.status).toBe(201);
    const id = own.body.data.id as string;
    const put = (body: Record<string, unknown>) =>
      call(request(t.app).put(`/api/v1/employees/${id}`).set(bearer(prober.key)).send(body));
    for (let i = 0; i < BUDGET; i += 1) {
      expect((await put(validEmployeeBody({ email: held.email }))).status).toBe(422);
    }
    expectBudgetRefusal(await put(validEmployeeBody()));
  });
});

describe.each(memoryOnly())('uniqueness-probe budget over user e-mails on %s storage', (kind) => {
  const storage = useStorage(kind);

  /** A scenario whose holder company has a user with `heldEmail`, and whose prober has a profile to grant. */
  async function userScenario(options: TestAppOptions = {}) {
    const s = await scenario(options, storage());
    const heldEmail = 'joana.lima@example.com.br';
    await s.t.addUser({ email: heldEmail });
    const [, hr] = await s.t.addBuiltinProfiles(s.prober.company);
    const newUser = (email: string, extra: Record<string, unknown> = { profile_id: hr!.id }) =>
      call(
        request(s.t.app)
          .post('/api/v1/users')
          .set(bearer(s.prober.key))
          .send({ name: 'Joana Pereira Lima', email, ...extra }),
      );
    return { ...s, heldEmail, newUser };
  }

  it('counts "already in use" for another company’s user on POST and PUT /v1/users, then answers 429', async () => {
    const log = capturedLog();
    const { t, prober, heldEmail, newUser } = await userScenario({ logger: log.logger });
    const taken = await newUser(heldEmail.toUpperCase());
    expect(taken.status).toBe(422);
    expect(taken.body.meta.errors).toEqual({ email: ['is already in use'] });
    // Padded with a missing profile: the answer about the e-mail is the same, so it counts too.
    expect((await newUser(heldEmail, {})).status).toBe(422);
    const own = await newUser('ana.souza@example.com.br');
    expect(own.status).toBe(201);
    const put = (email: string) =>
      call(request(t.app).put(`/api/v1/users/${own.body.data.id}`).set(bearer(prober.key)).send({ email }));
    expect((await put(heldEmail)).status).toBe(422);

    expectBudgetRefusal(await newUser(heldEmail));
    expectBudgetRefusal(await newUser('bruno.alves@example.com.br'));
    expectBudgetRefusal(await put('ana.souza2@example.com.br'));
    expect((await call(request(t.app).get('/api/v1/users').set(bearer(prober.key)))).status).toBe(200);

    const warnings = log.lines.filter((line) => line.includes('uniqueness probe budget'));
    expect(warnings.length).toBe(3);
    expect(JSON.parse(warnings[0]!)).toMatchObject({ company_id: prober.companyId, key_id: expect.any(String) });
    expect(log.lines.join('\n')).not.toContain(heldEmail);
  });

  it('is one budget with the employee writes', async () => {
    const { t, held, prober, heldEmail, newUser } = await userScenario();
    expect((await create(t.app, prober.key, validEmployeeBody({ document: held.document }))).status).toBe(422);
    for (let i = 1; i < BUDGET; i += 1) expect((await newUser(heldEmail)).status).toBe(422);
    expectBudgetRefusal(await create(t.app, prober.key, validEmployeeBody()));
    expectBudgetRefusal(await newUser('bruno.alves@example.com.br'));
  });
  it('is one budget per user, whichever of their tokens asks', async () => {
    const { t, prober, heldEmail } = await userScenario();
    const { user, token } = await t.addUser({ company: prober.company });
    const generated = t.userTokenCodec.generate();
    const second = aUserToken().of(user).issuedAs(generated).createdAt(t.clock.now()).build();
    await t.uow.run((r) => r.userTokens.save(second));
    // Padded with a missing profile: the answer about the e-mail is all a prober needs.
    const probe = (credential: string) =>
      call(
        request(t.app)
          .post('/api/v1/users')
          .set(bearer(credential))
          .send({ name: 'Joana Pereira Lima', email: heldEmail }),
      );
    for (let i = 0; i < BUDGET; i += 1) expect((await probe(token)).status).toBe(422);
    expectBudgetRefusal(await probe(generated.plaintext));
    // The company's key is another credential of another principal: its budget is its own.
    expect((await probe(prober.key)).status).toBe(422);
  });
});

const redisUrl = process.env.REDIS_URL;
const describeWithRedis = redisUrl ? describe : describe.skip;
if (!redisUrl) process.stderr.write('\n[skipped] uniqueness-probe budget through Redis: needs REDIS_URL\n');

describeWithRedis('uniqueness-probe budget shared through Redis (REDIS_URL)', () => {
  it('two instances share one budget per key', async () => {
    const connect = (): Redis => new Redis(redisUrl as string, { maxRetriesPerRequest: 2 });
    const first = connect();
    const second = connect();
    try {
      await Promise.all([first.ping(), second.ping()]);
      const { t, held, prober } = await scenario({ redis: first });
      const other = t.anotherApp({ uniquenessProbeBudgetPerHour: BUDGET, redis: second });
      const apps = [t.app, other, t.app];
      for (const app of apps) {
        expect((await create(app, prober.key, validEmployeeBody({ document: held.document }))).status).toBe(422);
      }
      expectBudgetRefusal(await create(other, prober.key, validEmployeeBody()));
    } finally {
      first.disconnect();
      second.disconnect();
    }
  });
});
