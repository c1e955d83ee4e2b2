import { describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { validEmployeeBody } from '../support/employee-body';
import { buildTestApp } from '../support/test-app';
import { bearer, call, everyStorage, useStorage, type StorageKind } from './e2e-helpers';

/**
 * The storage smoke suite (docs/development.md#test-tiers): in every tier, on memory and on every database engine
 * this machine can test, one employee goes through the HTTP API from create to delete, so `npm test`, whose other
 * HTTP suites run on memory, still serves requests from each engine.
 */
describe.each(everyStorage().map((kind): [StorageKind] => [kind]))('storage smoke on %s', (kind) => {
  const storage = useStorage(kind);

  it('creates, reads, lists, updates and deletes an employee', async () => {
    const t = await buildTestApp(storage());
    const body = validEmployeeBody({ fields: [{ key: 'department', value: 'RH' }] });
    const created = await call(request(t.app).post('/api/v1/employees').set(bearer(t.key)).send(body));
    expect(created.status).toBe(201);
    const path = `/api/v1/employees/${created.body.data.id}`;

    const read = await call(request(t.app).get(path).set(bearer(t.key)));
    const listed = await call(request(t.app).get('/api/v1/employees').set(bearer(t.key)));
    expect([read.status, read.body.data.name]).toEqual([200, body.name]);
    expect((listed.body.data as Array<{ id: string }>).map((e) => e.id)).toContain(created.body.data.id);

    const updated = await call(
      request(t.app).put(path).set(bearer(t.key)).send({ name: 'Ana Smoke', remove_campaign: false }),
    );
    expect([updated.status, updated.body.data.name, updated.body.data.version]).toEqual([200, 'Ana Smoke', 2]);

    const deleted = await call(request(t.app).delete(path).set(bearer(t.key)));
    const gone = await call(request(t.app).get(path).set(bearer(t.key)));
    expect([deleted.status, gone.status]).toEqual([204, 404]);
  });
});
