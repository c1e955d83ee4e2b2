import { describe, expect, it } from '@jest/globals';
import { OPENAPI_PATH } from '@employee/http-common';
import type { Response } from 'supertest';
import { conformanceOf } from '../../http-common/test/support/openapi-conformance';
import { answerDeparture } from '../../http-common/test/support/openapi-recording';

/**
 * The check every supertest answer of the e2e suites goes through (`every-answer.setup.ts`): what it lets pass and
 * what it reports. Fake answers, so that this file's own answers (none) stay out of it.
 */
const REQUEST_ID = '9b2e4c6a-8d0f-4a1b-9c3d-5e7f9a1b3c5d';
const EMPLOYEE_PATH = '/api/v1/employees/3f2a9c8e-1b7d-4e6a-9c05-8d1e2f3a4b5c';
const RULES = {
  beforeRouting: { 401: 'Unauthorized' },
  undocumented: [{ path: /^\/api\/docs\/./, why: 'Swagger UI assets' }],
};
const RATE_LIMIT = { 'x-ratelimit-limit': '500', 'x-ratelimit-remaining': '499', 'x-ratelimit-reset': '1795342980' };

function answer(method: string, path: string, status: number, headers: Record<string, string>, body: unknown) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return { req: { method, path }, status, headers, text, body } as unknown as Response;
}

function errorAnswer(method: string, path: string, status: number, title: string, headers = {}): Response {
  const body = { id: REQUEST_ID, status, title, detail: `${title}.` };
  const json = { 'content-type': 'application/json; charset=UTF-8', 'x-request-id': REQUEST_ID };
  return answer(method, path, status, { ...json, ...headers }, body);
}

const departure = (res: Response, rules = RULES) => answerDeparture(conformanceOf(OPENAPI_PATH), res, rules);

describe('the check of every recorded answer against docs/openapi.yaml', () => {
  it('lets a documented answer pass', () => {
    const headers = { allow: 'GET, PUT, DELETE', ...RATE_LIMIT };
    expect(departure(errorAnswer('PATCH', EMPLOYEE_PATH, 405, 'Method Not Allowed', headers))).toBeUndefined();
  });

  it('reports an undocumented status with the method, the path and the status', () => {
    expect(departure(errorAnswer('GET', EMPLOYEE_PATH, 418, "I'm a teapot"))).toMatch(
      /GET \/api\/v1\/employees\/[0-9a-f-]+ -> 418: status 418 is not documented/,
    );
  });

  it('takes a path the API does not have as the generic 404 with the standard error body, and nothing else', () => {
    expect(departure(errorAnswer('GET', '/api/v1/employees/', 404, 'Not Found'))).toBeUndefined();
    expect(departure(answer('GET', '/api/v1/employees/', 200, {}, { data: [] }))).toMatch(
      /GET \/api\/v1\/employees\/ -> 200: no documented path matches/,
    );
    expect(departure(answer('GET', '/api/v1/surveys', 404, {}, { error: 'not found' }))).toMatch(
      /-> 404: no documented path matches.*must have required property 'id'/,
    );
  });

  it('takes an answer given before routing as the response the document gives for it', () => {
    const authenticate = { 'www-authenticate': 'Bearer realm="api"', ...RATE_LIMIT };
    expect(departure(errorAnswer('GET', '/api/v1/nope', 401, 'Unauthorized', authenticate))).toBeUndefined();
    expect(departure(errorAnswer('POST', '/api/v1/companies', 401, 'Unauthorized', authenticate))).toBeUndefined();
    expect(departure(errorAnswer('GET', '/api/v1/nope', 401, 'Unauthorized', RATE_LIMIT))).toMatch(
      /GET \/api\/v1\/nope -> 401 does not match components\/responses\/Unauthorized.*WWW-Authenticate: required/s,
    );
    expect(departure(errorAnswer('POST', '/api/v1/companies', 403, 'Forbidden', RATE_LIMIT))).toMatch(
      /method POST is not documented for \/api\/v1\/companies/,
    );
  });

  it('leaves out only the answers its list names', () => {
    const css = answer('GET', '/api/docs/swagger-ui.css', 200, { 'content-type': 'text/css' }, 'body {}');
    expect(departure(css)).toBeUndefined();
    expect(departure(css, { ...RULES, undocumented: [] })).toMatch(
      /GET \/api\/docs\/swagger-ui.css -> 200: no documented path matches/,
    );
  });
});
