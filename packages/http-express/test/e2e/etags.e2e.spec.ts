import { describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { validEmployeeBody } from '../support/employee-body';
import { buildTestApp, type TestApp } from '../support/test-app';
import { allStorages, bearer, call, expectErrorBody, useStorage, type StorageKind } from './e2e-helpers';

/**
 * Versions and entity tags of employees and filters (docs/change-history.md#versions-and-etags): every answer
 * carries `ETag: "<version>"`; `If-None-Match` answers a current copy with 304; `If-Match` lets a PUT or DELETE
 * through only at the version it names (412 with `meta.current_version` otherwise, nothing changed), so of two
 * concurrent PUTs with the same `If-Match` exactly one wins. On memory and on every database engine.
 */
describe.each(allStorages().map((kind): [StorageKind] => [kind]))('ETag and If-Match on %s', (kind) => {
  const storage = useStorage(kind);

  async function withEmployee(): Promise<{ t: TestApp; path: string }> {
    const t = await buildTestApp(storage(), { rateLimitPerMinute: 1_000_000 });
    const created = await call(
      request(t.app)
        .post('/api/v1/employees')
        .set(bearer(t.key))
        .send(validEmployeeBody({ fields: [{ key: 'department', value: 'RH' }] })),
    );
    expect([created.status, created.headers.etag, created.body.data.version]).toEqual([201, '"1"', 1]);
    return { t, path: `/api/v1/employees/${created.body.data.id}` };
  }
  const put = (t: TestApp, path: string, ifMatch: string | null, name: string) => {
    const req = request(t.app).put(path).set(bearer(t.key));
    return call((ifMatch === null ? req : req.set('If-Match', ifMatch)).send({ name, remove_campaign: false }));
  };

  it('answers a current copy with 304 and no body, a stale one with the employee', async () => {
    const { t, path } = await withEmployee();
    const get = (ifNoneMatch: string) =>
      call(request(t.app).get(path).set(bearer(t.key)).set('If-None-Match', ifNoneMatch));

    const [current, weak, stale] = [await get('"1"'), await get('W/"1", "7"'), await get('"2"')];

    expect([current.status, current.headers.etag, current.text]).toEqual([304, '"1"', '']);
    expect(weak.status).toBe(304);
    expect([stale.status, stale.headers.etag, stale.body.data.version]).toEqual([200, '"1"', 1]);
  });

  it('writes at the version If-Match names, and refuses a stale one with 412, changing nothing', async () => {
    const { t, path } = await withEmployee();

    const first = await put(t, path, '"1"', 'Ana Paula Reis');
    const stale = await put(t, path, '"1"', 'Beatriz Lima');
    const staleDelete = await call(request(t.app).delete(path).set(bearer(t.key)).set('If-Match', '"1"'));
    const weak = await put(t, path, 'W/"2"', 'Carla Dias');

    expect([first.status, first.headers.etag, first.body.data.version]).toEqual([200, '"2"', 2]);
    for (const refused of [stale, staleDelete, weak]) expectErrorBody(refused, 412, { current_version: 2 });
    const read = await call(request(t.app).get(path).set(bearer(t.key)));
    expect([read.body.data.name, read.body.data.version]).toEqual(['Ana Paula Reis', 2]);
    expect((await call(request(t.app).delete(path).set(bearer(t.key)).set('If-Match', '"2"'))).status).toBe(204);
  });

  it('of two concurrent PUTs with the same If-Match, exactly one is 200 and the other 412', async () => {
    const { t, path } = await withEmployee();

    const answers = await Promise.all([put(t, path, '"1"', 'Ana Paula Reis'), put(t, path, '"1"', 'Beatriz Lima')]);

    expect(answers.map((a) => a.status).sort()).toEqual([200, 412]);
    const winner = answers.find((a) => a.status === 200);
    const read = await call(request(t.app).get(path).set(bearer(t.key)));
    expect([read.body.data.name, read.body.data.version]).toEqual([winner?.body.data.name, 2]);
  });

  it('goes ahead without If-Match or with *, and refuses a malformed one with 400', async () => {
    const { t, path } = await withEmployee();

    expect((await put(t, path, null, 'Ana Paula Reis')).headers.etag).toBe('"2"');
    expect((await put(t, path, '*', 'Beatriz Lima')).headers.etag).toBe('"3"');
    expectErrorBody(await put(t, path, 'three', 'Carla Dias'), 400);
  });

  it('versions filters the same way', async () => {
    const t = await buildTestApp(storage(), { rateLimitPerMinute: 1_000_000 });
    const path = `/api/v1/filters/${t.site.id}`;
    const rename = (ifMatch: string) =>
      call(request(t.app).put(path).set(bearer(t.key)).set('If-Match', ifMatch).send({ name: 'Unidade' }));

    const read = await call(request(t.app).get(path).set(bearer(t.key)));
    const renamed = await rename('"1"');

    expect([read.headers.etag, renamed.status, renamed.headers.etag]).toEqual(['"1"', 200, '"2"']);
    expectErrorBody(await rename('"1"'), 412, { current_version: 2 });
  });
});
