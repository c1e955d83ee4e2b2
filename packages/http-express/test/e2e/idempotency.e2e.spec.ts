import { describe, expect, it } from '@jest/globals';
import type { IdempotencyKeys, Repositories, UnitOfWork } from '@employee/domain';
import { InMemoryIdempotencyKeys } from '@employee/domain/testing';
import { TypeOrmIdempotencyKeys } from '@employee/persistence-typeorm';
import request, { type Response } from 'supertest';
import { validEmployeeBody } from '../support/employee-body';
import { buildTestApp, type TestApp, type TestStorage } from '../support/test-app';
import { allStorages, bearer, call, expectErrorBody, signedIn, useStorage, type StorageKind } from './e2e-helpers';
import { addCampaign, addEmployee } from './survey-support';

/**
 * `Idempotency-Key` on POST and PUT (docs/change-history.md#idempotency-key): the same request with the same key
 * is answered once and replayed after, never acted on twice, even when 20 copies arrive at once; another request
 * under the key is 422; a 5xx is not kept; keys are per credential. On memory (keys in memory) and on every
 * database engine (keys in the database, as the server keeps them).
 */
/** A valid employee of the seeded company (which requires `department`). */
const employeeBody = () => validEmployeeBody({ fields: [{ key: 'department', value: 'RH' }] });

describe.each(allStorages().map((kind): [StorageKind] => [kind]))('Idempotency-Key on %s', (kind) => {
  const storage = useStorage(kind);
  const keysOf = (s: TestStorage): IdempotencyKeys =>
    s === 'memory' ? new InMemoryIdempotencyKeys() : new TypeOrmIdempotencyKeys(s.dataSource);
  const build = async (): Promise<TestApp> => {
    const s = storage();
    return buildTestApp(s, { rateLimitPerMinute: 1_000_000, idempotencyKeys: keysOf(s) });
  };
  const post = (t: TestApp, body: object, key?: string, credential = t.key) => {
    const req = request(t.app).post('/api/v1/employees').set(bearer(credential));
    return call((key === undefined ? req : req.set('Idempotency-Key', key)).send(body));
  };
  const employeesWith = async (t: TestApp, document: string) =>
    (await t.uow.run((r) => r.employees.search(t.company.id, { search: document, page: 1, perPage: 10 }))).total;

  it('answers a retried POST with the first answer, replayed, and creates the employee once', async () => {
    const t = await build();
    const body = employeeBody();

    const first = await post(t, body, 'retry-1');
    const again = await post(t, body, 'retry-1');

    expect(first.status).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(again.headers.location).toBe(first.headers.location);
    expect(again.headers['x-request-id']).toBe(first.headers['x-request-id']);
    expect(await employeesWith(t, body.document as string)).toBe(1);
  });

  it('keeps the answer before sending it: a retry the moment it arrives is replayed, keeping slow', async () => {
    const s = storage();
    const keys = keysOf(s);
    const slowKeys: IdempotencyKeys = {
      claim: (...args) => keys.claim(...args),
      complete: async (...args) => {
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        await keys.complete(...args);
      },
      release: (...args) => keys.release(...args),
    };
    const t = await buildTestApp(s, { rateLimitPerMinute: 1_000_000, idempotencyKeys: slowKeys });
    const body = employeeBody();

    const send = () => request(t.app).post('/api/v1/employees').set(bearer(t.key)).set('Idempotency-Key', 'slow-keep');
    const first = await send().send(body);
    const again = await send().send(body);

    expect([first.status, again.status, again.headers['idempotent-replayed']]).toEqual([201, 201, 'true']);
    expect(again.body).toEqual(first.body);
  });

  it('of 20 identical POSTs at once with one key, one creates; the rest are replays or 409 while it runs', async () => {
    const t = await build();
    const body = employeeBody();

    const answers = await Promise.all(Array.from({ length: 20 }, () => post(t, body, 'burst-1')));

    const statuses = answers.map((a) => a.status);
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
    expect(answers.filter((a) => a.status === 201 && a.headers['idempotent-replayed'] === undefined)).toHaveLength(1);
    for (const conflict of answers.filter((a) => a.status === 409)) {
      expectErrorBody(conflict, 409, { reason: 'idempotency_key_running' });
      expect(conflict.headers['retry-after']).toBe('1');
    }
    expect(await employeesWith(t, body.document as string)).toBe(1);
    const later = await post(t, body, 'burst-1');
    expect([later.status, later.headers['idempotent-replayed']]).toEqual([201, 'true']);
  });

  it('refuses the key for another body, path or company with 422, and changes nothing', async () => {
    const t = await build();
    const body = employeeBody();
    await post(t, body, 'reused');
    const branch = await t.addCompany({ parent: t.company });

    const otherBody = await post(t, { ...body, name: 'Outra Pessoa' }, 'reused');
    const otherPath = await call(
      request(t.app).post('/api/v1/filters').set(bearer(t.key)).set('Idempotency-Key', 'reused').send(body),
    );
    const otherCompany = await call(
      request(t.app)
        .post('/api/v1/employees')
        .set(bearer(t.key))
        .set('Resource-Id', branch.company.id)
        .set('Idempotency-Key', 'reused')
        .send(body),
    );

    for (const res of [otherBody, otherPath, otherCompany])
      expectErrorBody(res, 422, { errors: { idempotency_key: [expect.stringContaining('another request')] } });
    expect(await employeesWith(t, body.document as string)).toBe(1);
  });

  it('replays a refusal too, and keeps keys per credential', async () => {
    const t = await build();
    const invalid = { ...employeeBody(), document: '123' };
    const { token } = await t.addUser();

    const refused = await post(t, invalid, 'bad-1');
    const replayed = await post(t, invalid, 'bad-1');
    const asUser = await post(t, invalid, 'bad-1', token);

    expectErrorBody(refused, 422);
    expect([replayed.status, replayed.body, replayed.headers['idempotent-replayed']]).toEqual([
      422,
      refused.body,
      'true',
    ]);
    expect(asUser.headers['idempotent-replayed']).toBeUndefined();
  });

  it('keeps no 5xx: the same key works once the service recovers', async () => {
    const t = await build();
    const failing: UnitOfWork = {
      run: (work) =>
        t.uow.run((r: Repositories) =>
          work({ ...r, employees: { ...r.employees, save: () => Promise.reject(new Error('disk full')) } }),
        ),
    };
    const body = employeeBody();

    const failed = await call(
      request(t.anotherApp({ uow: failing, rateLimitPerMinute: 1_000_000 }))
        .post('/api/v1/employees')
        .set(bearer(t.key))
        .set('Idempotency-Key', 'after-outage')
        .send(body),
    );
    const retried = await post(t, body, 'after-outage');

    expectErrorBody(failed, 500);
    expect([retried.status, retried.headers['idempotent-replayed']]).toEqual([201, undefined]);
  });

  it('applies to PUT; leaves requests without a key alone; a malformed key is 400', async () => {
    const t = await build();
    const created = await post(t, employeeBody());
    const path = `/api/v1/employees/${created.body.data.id}`;
    const put = (key: string) =>
      call(
        request(t.app)
          .put(path)
          .set(bearer(t.key))
          .set('Idempotency-Key', key)
          .send({ name: 'Ana Paula Reis', remove_campaign: false }),
      );

    const first = await put('put-1');
    const again = await put('put-1');
    const malformed = await put('com espaço');

    expect([first.status, again.status, again.headers['idempotent-replayed']]).toEqual([200, 200, 'true']);
    expect(created.headers['idempotent-replayed']).toBeUndefined();
    expectErrorBody(malformed, 400);
  });

  it('keeps no answer that shows a secret: a user token, a re-issued invitation, survey links run again', async () => {
    const t = await build();
    const admin = await signedIn(t, ['users:write']);
    const twice = async (path: string, credential: Record<string, string>, body?: object) => {
      const send = () =>
        call(request(t.app).post(path).set(credential).set('Idempotency-Key', `secret-${path}`).send(body));
      return [await send(), await send()] as const;
    };
    const fresh = ([first, second]: readonly [Response, Response], secret: (body: Response['body']) => unknown) => {
      expect([first.status, second.headers['idempotent-replayed']]).toEqual([second.status, undefined]);
      expect(secret(second.body)).not.toEqual(secret(first.body));
    };

    const tokens = await twice('/api/v1/users/me/tokens', { Cookie: admin.cookie }, { name: 'Planilha' });
    fresh(tokens, (body) => body.data.token);
    const listed = await call(request(t.app).get('/api/v1/users/me/tokens').set(bearer(admin.token)));
    expect((listed.body.data as Array<{ name: string }>).filter((token) => token.name === 'Planilha')).toHaveLength(2);

    const invited = await call(
      request(t.app)
        .post('/api/v1/users')
        .set(bearer(t.key))
        .send({ name: 'Joana Pereira Lima', email: 'joana.lima@example.com.br', profile_id: admin.profile.id }),
    );
    expect(invited.status).toBe(201);
    const reissued = await twice(`/api/v1/users/${invited.body.data.id}/invitation`, bearer(t.key));
    fresh(reissued, (body) => body.data.invitation_url);

    await addEmployee(t, true);
    const campaign = await addCampaign(t);
    fresh(await twice(`${campaign.path}/invitations/links`, bearer(t.key)), (body) => body.data);
  });
});
