import { Writable } from 'node:stream';
import { describe, expect, it } from '@jest/globals';
import { pino } from 'pino';
import request from 'supertest';
import { expectMatchesOpenApi } from '../support/openapi';
import { buildTestApp } from '../support/test-app';
import { validEmployeeBody } from '../support/employee-body';

/** A pino logger writing JSON lines into `lines`. */
function capturingLogger(lines: Array<Record<string, unknown>>) {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean))
        lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return pino({ level: 'info' }, stream);
}

/**
 * The request log (docs/house-rules.md#logging: never log personal data or API keys, log ids; docs/http.md: pino-http,
 * redacting `authorization`, never bodies or query strings).
 */
describe('request logging', () => {
  it(
    'logs one line per request with ids, path and status, ' + 'and never the key, the body or the query string',
    async () => {
      const lines: Array<Record<string, unknown>> = [];
      const t = await buildTestApp('memory', { logger: capturingLogger(lines) });
      const employee = validEmployeeBody();
      const body = { ...employee, fields: [{ key: 'department', value: 'Departamento Secreto' }] };

      const created = await request(t.app).post('/api/v1/employees').set('Authorization', `Bearer ${t.key}`).send(body);
      const searched = await request(t.app)
        .get('/api/v1/employees?search=Joana%20Santos')
        .set('Authorization', `Bearer ${t.key}`);
      const refused = await request(t.app).get('/api/v1/employees').set('Authorization', `Bearer ${t.key}x`);
      for (const res of [created, searched, refused]) expectMatchesOpenApi(res);

      expect(
        lines.map((l) => [
          (l.req as { method: string; path: string }).path,
          (l.res as { statusCode: number }).statusCode,
        ]),
      ).toEqual([
        ['/api/v1/employees', 201],
        ['/api/v1/employees', 200],
        ['/api/v1/employees', 401],
      ]);
      expect(lines.map((l) => (l.req as { id: string }).id)).toEqual(
        [created, searched, refused].map((r) => r.headers['x-request-id']),
      );
      expect(lines.slice(0, 2).map((l) => l.company_id)).toEqual([t.company.id, t.company.id]);
      const text = JSON.stringify(lines);
      for (const secret of [
        t.key,
        employee.document,
        employee.email,
        employee.phone,
        'João',
        'Joana',
        'Departamento Secreto',
        'search=',
      ]) {
        expect({ secret, logged: text.includes(String(secret)) }).toEqual({ secret, logged: false });
      }
      expect(text).not.toMatch(/authorization/i);
    },
  );
});
