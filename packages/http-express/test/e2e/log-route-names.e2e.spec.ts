import { Writable } from 'node:stream';
import { describe, expect, it } from '@jest/globals';
import { pino } from 'pino';
import request from 'supertest';
import { documentedOperations } from '../support/openapi';
import { buildTestApp } from '../support/test-app';

const ID = '0b7e3c55-6a2f-4c1e-9d8b-2f4a6c8e0a11';

/** The dashboard backend's routes that docs/openapi.yaml leaves out (docs/access.md#dashboard-only-endpoints). */
const DASHBOARD_ONLY = [
  { method: 'GET', path: '/admin/api/employees/deleted' },
  { method: 'POST', path: `/admin/api/employees/${ID}/restore` },
];

/**
 * Every request's log line names its route (docs/http.md#logging): the logged path of a request to each documented
 * operation, with an id in each parameter, is the operation's path with that id, every route word kept; and so for
 * the dashboard backend's own endpoints. A word missing from the log's list would show as `:value`.
 */
describe('the request log names every route', () => {
  it('logs the path of each documented operation and dashboard endpoint with its route words', async () => {
    const lines: string[] = [];
    const logger = pino(
      { level: 'trace' },
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
          done();
        },
      }),
    );
    const t = await buildTestApp('memory', { logger });
    const sent = [
      ...documentedOperations().map((op) => ({ method: op.method, path: op.path.replace(/\{[^}]+\}/g, ID) })),
      ...DASHBOARD_ONLY,
    ];
    for (const { method, path } of sent) await request(t.app)[method.toLowerCase() as 'get'](path);
    const logged = lines
      .map((line) => JSON.parse(line) as { req?: { method: string; path: string } })
      .flatMap((line) => (line.req ? [`${line.req.method} ${line.req.path}`] : []));
    expect(logged).toEqual(sent.map(({ method, path }) => `${method} ${path}`));
  });
});
