import { describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { expectMatchesOpenApi } from '../support/openapi';
import { buildTestApp } from '../support/test-app';
import { bearer, expectErrorBody } from './e2e-helpers';

/** docs/http.md#paths: a path of the API never ends with `/`; such a path is a 404, not a redirect. */
describe('a path of the API with a trailing slash', () => {
  it('is a 404 with the standard error body, with or without a credential, for any method', async () => {
    const t = await buildTestApp('memory');
    const total = async (): Promise<unknown> => {
      const list = await request(t.app).get('/api/v1/employees').set(bearer(t.key));
      return (list.body as { meta: { total: unknown } }).meta.total;
    };
    const before = await total();
    const answers = [
      await request(t.app).get('/api/v1/employees/').set(bearer(t.key)),
      await request(t.app).get('/api/v1/employees/'),
      await request(t.app).post('/api/v1/employees/').set(bearer(t.key)).send({ name: 'Maria Santos' }),
      await request(t.app).get('/api/v1/filters/').set(bearer(t.key)),
      await request(t.app).get('/admin/api/session/'),
      await request(t.app).post('/survey/v1/responses/').send({}),
    ];
    for (const res of answers) {
      expectErrorBody(res, 404);
      expect(res.headers.location).toBeUndefined();
      expect(() => expectMatchesOpenApi(res)).toThrow(/no documented path matches/);
    }
    expect(await total()).toBe(before);
  });

  it('leaves the canonical path and the interactive documentation alone', async () => {
    const t = await buildTestApp('memory');
    const list = await request(t.app).get('/api/v1/employees').set(bearer(t.key));
    expect(list.status).toBe(200);
    expectMatchesOpenApi(list);
    expect((await request(t.app).get('/api/docs/')).status).toBe(200);
  });
});
