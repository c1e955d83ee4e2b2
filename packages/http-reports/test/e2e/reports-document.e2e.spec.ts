import { beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { isUnknownPath, reportAnswerProblems, schemaErrors } from '../support/reports-openapi';
import { reportsWorld, type ReportsWorld } from '../support/reports-world';

/**
 * docs/openapi-reports.yaml declares every status the reports listener answers and the headers each carries:
 * `ETag` on the docs page, `WWW-Authenticate` on a 401, `Allow` on a 405, the rate-limit headers on the answers past
 * authentication, a 400 for a path it cannot read, a 503 when the database is down.
 */
describe('the answers of the reports listener, against its document', () => {
  let w: ReportsWorld;
  const bearer = () => ({ Authorization: `Bearer ${w.key}` });
  const enps = () => `/api/v1/reports/enps?campaign_id=${w.campaign.id}`;

  beforeAll(async () => {
    w = await reportsWorld({ rateLimitPerMinute: 10_000 });
  });

  function expectDocumented(res: request.Response, status: number): void {
    expect([res.status, reportAnswerProblems(res)]).toEqual([status, []]);
  }

  it('declares the report with its rate-limit headers, the ETag of a CSV and of the docs page, /health', async () => {
    const res = await request(w.app).get(enps()).set(bearer());
    expectDocumented(res, 200);
    const docs = await request(w.app).get('/api/docs/');
    expect(docs.headers.etag).toMatch(/^W\/"/);
    expectDocumented(docs, 200);
    expectDocumented(await request(w.app).get('/api/health'), 200);
    const csv = await request(w.app).get(enps()).set(bearer()).set('Accept', 'text/csv');
    expect(csv.headers.etag).toMatch(/^W\/"/);
    expectDocumented(csv, 200);
    const again = await request(w.app)
      .get(enps())
      .set(bearer())
      .set('Accept', 'text/csv')
      .set('If-None-Match', csv.headers.etag as string);
    expectDocumented(again, 304);
  });

  it('declares WWW-Authenticate and the per-IP rate-limit headers on a 401, and Allow on a 405', async () => {
    const unauthenticated = await request(w.app).get(enps());
    expect(unauthenticated.headers['www-authenticate']).toMatch(/^Bearer/);
    expectDocumented(unauthenticated, 401);
    const post = await request(w.app).post(enps()).set(bearer());
    expect(post.headers.allow).toBe('GET');
    expectDocumented(post, 405);
  });

  it('declares the rate-limit headers of the answers past authentication: 403, 404, 406, 422', async () => {
    const token = await w.addUser(['employees:read']);
    const forbidden = await request(w.app).get(enps()).set('Authorization', `Bearer ${token}`);
    const unknown = await request(w.app).get(`/api/v1/reports/nothing?campaign_id=${w.campaign.id}`).set(bearer());
    const notAcceptable = await request(w.app).get(enps()).set(bearer()).set('Accept', 'image/png');
    const invalid = await request(w.app).get(`${enps()}&colour=blue`).set(bearer());
    for (const [res, status] of [
      [forbidden, 403],
      [unknown, 404],
      [notAcceptable, 406],
      [invalid, 422],
    ] as const) {
      expect(res.headers['x-ratelimit-limit']).toBe('10000');
      expectDocumented(res, status);
    }
  });

  it('declares the 400 of a malformed percent-encoding and the 404 of a trailing slash', async () => {
    expectDocumented(await request(w.app).get(`/api/v1/reports/%zz?campaign_id=${w.campaign.id}`).set(bearer()), 400);
    const slash = await request(w.app).get(`/api/v1/reports/enps/?campaign_id=${w.campaign.id}`).set(bearer());
    expect([slash.status, isUnknownPath(slash), schemaErrors('ErrorBody', slash.body)]).toEqual([404, true, []]);
  });

  it('declares the 503 of a database that cannot be reached', async () => {
    const down = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const app = w.anotherApp({ readReport: { execute: () => Promise.reject(down) } });
    const res = await request(app).get(enps()).set(bearer());
    expectDocumented(res, 503);
  });
});
