import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { SCOPES } from '@employee/domain';
import type { Response } from 'supertest';
import { documentedOperations, expectMatchesOpenApi, openApiDocument } from './support/openapi';

const REPO_ROOT = join(__dirname, '..', '..', '..');
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

type Json = Record<string, unknown>;

function operations(): Array<{ method: string; path: string; operation: Json; pathItem: Json }> {
  const paths = openApiDocument().paths as Record<string, Json>;
  return Object.entries(paths).flatMap(([path, pathItem]) =>
    METHODS.filter((m) => pathItem[m] !== undefined).map((method) => ({
      method,
      path,
      operation: pathItem[method] as Json,
      pathItem,
    })),
  );
}

function isSecured(operation: Json): boolean {
  const security = (operation.security ?? openApiDocument().security) as Json[] | undefined;
  return Array.isArray(security) && security.some((s) => Object.keys(s).length > 0);
}

// ---------------------------------------------------------------------------------------------------------
// Fake supertest responses.

const EMPLOYEE_ID = '3f2a9c8e-1b7d-4e6a-9c05-8d1e2f3a4b5c';
const FILTER_ID = '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b';
const REQUEST_ID = '9b2e4c6a-8d0f-4a1b-9c3d-5e7f9a1b3c5d';

function employee(overrides: Json = {}): Json {
  return {
    id: EMPLOYEE_ID,
    company_id: '0b8f5c1e-6a47-4c1d-9f3e-2d5a7b9c1e20',
    name: 'Maria da Silva Santos',
    social_name: null,
    email: 'maria.santos@empresa.com.br',
    phone: '+5511987654321',
    document: '52998224725',
    internal_id: 'MAT-00042',
    birthdate: '14/03/1990',
    hiring_date: '01/02/2021',
    firing_date: null,
    is_voluntary_firing: null,
    reason_firing: null,
    is_on_leave: false,
    language: 'pt-BR',
    fields: [{ id: '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b', key: 'departamento', value: 'Financeiro' }],
    created_at: '2026-11-22T07:03:00-03:00',
    updated_at: '2026-11-22T07:03:00-03:00',
    version: 1,
    ...overrides,
  };
}

function rateLimitHeaders(): Record<string, string> {
  return {
    'x-ratelimit-limit': '500',
    'x-ratelimit-remaining': '499',
    'x-ratelimit-reset': '1795342980',
    'x-request-id': REQUEST_ID,
  };
}

interface Fake {
  method: string;
  path: string;
  status: number;
  headers?: Record<string, string>;
  body?: unknown;
  contentType?: string | null;
}

/** A supertest-like response: what `expectMatchesOpenApi` reads (`req`, `status`, `headers`, `text`, `body`). */
function fake(response: Fake): Response {
  const {
    method,
    path,
    status,
    headers = rateLimitHeaders(),
    body,
    contentType = 'application/json; charset=UTF-8',
  } = response;
  const hasBody = body !== undefined;
  const allHeaders: Record<string, string> = { ...headers };
  if (hasBody && contentType) allHeaders['content-type'] = contentType;
  return {
    req: { method, path },
    status,
    headers: allHeaders,
    text: hasBody ? (typeof body === 'string' ? body : JSON.stringify(body)) : '',
    body: hasBody && typeof body !== 'string' ? body : {},
  } as unknown as Response;
}

/** `expectMatchesOpenApi` on a fake response, deferred for `expect(...).toThrow()`. */
function check(response: Fake): () => void {
  return () => expectMatchesOpenApi(fake(response));
}

const EMPLOYEE_PATH = `/api/v1/employees/${EMPLOYEE_ID}`;

function problem(status: number, title: string, meta?: Json): Json {
  return { id: REQUEST_ID, status, title, detail: `${title}.`, ...(meta ? { meta } : {}) };
}

// ---------------------------------------------------------------------------------------------------------

/** The GET operations without `{id}` that read one thing and take no query (so no 422). */
const WITHOUT_QUERY = new Set(['/v1/questionnaires/standard', '/v1/api-keys/current', '/questionnaire']);

/** `node` with its `$ref`s followed within `document`. */
function resolveRef(document: Json, node: unknown): Json {
  let current = node as Json;
  while (typeof current?.$ref === 'string') {
    current = current.$ref
      .slice(2)
      .split('/')
      .reduce<Json>((at, token) => at[token] as Json, document);
  }
  return current;
}

/** The documented examples of a response object's headers, by lower-case name, as the header's text. */
function headerExamples(document: Json, response: Json): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, header] of Object.entries((response.headers ?? {}) as Json)) {
    const example = resolveRef(document, header).example;
    if (example !== undefined)
      headers[name.toLowerCase()] = typeof example === 'string' ? example : JSON.stringify(example);
  }
  return headers;
}

/** A response object's JSON examples; one `undefined` body for a response that documents no content. */
function bodyExamples(document: Json, response: Json): Json[] {
  const media = (response.content ?? {}) as Record<string, Json>;
  const examples = Object.values((media['application/json']?.examples ?? {}) as Json).map(
    (e) => resolveRef(document, e).value as Json,
  );
  if (examples.length === 0 && Object.keys(media).length === 0) examples.push(undefined as unknown as Json);
  return examples;
}

describe('docs/openapi.yaml', () => {
  it('passes `redocly lint` with no error [hang 120 s]', () => {
    const result = spawnSync('npx', ['redocly', 'lint', 'docs/openapi.yaml'], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
      timeout: 120_000,
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
    });
    expect({ status: result.status, output: result.status === 0 ? '' : `${result.stdout}\n${result.stderr}` }).toEqual({
      status: 0,
      output: '',
    });
  }, 120_000);

  it('parses as OpenAPI 3.1 served under /api', () => {
    const document = openApiDocument();
    expect(document.openapi).toMatch(/^3\.1\.\d+$/);
    expect(document.servers).toEqual([expect.objectContaining({ url: '/api' })]);
    expect(openApiDocument()).toBe(document); // cached
  });

  it('documents exactly the routes of the API', () => {
    expect(documentedOperations().map(({ method, path, secured }) => ({ method, path, secured }))).toEqual([
      { method: 'POST', path: '/admin/api/invitations/accept', secured: false },
      { method: 'POST', path: '/admin/api/invitations/check', secured: false },
      { method: 'DELETE', path: '/admin/api/session', secured: false },
      { method: 'GET', path: '/admin/api/session', secured: false },
      { method: 'POST', path: '/admin/api/session', secured: false },
      { method: 'GET', path: '/api/docs', secured: false },
      { method: 'GET', path: '/api/health', secured: false },
      { method: 'GET', path: '/api/openapi.json', secured: false },
      { method: 'POST', path: '/api/v1/api-keys', secured: true },
      { method: 'DELETE', path: '/api/v1/api-keys/current', secured: true },
      { method: 'GET', path: '/api/v1/api-keys/current', secured: true },
      { method: 'GET', path: '/api/v1/audit-events', secured: true },
      { method: 'GET', path: '/api/v1/campaigns', secured: true },
      { method: 'POST', path: '/api/v1/campaigns', secured: true },
      { method: 'GET', path: '/api/v1/campaigns/{id}', secured: true },
      { method: 'PUT', path: '/api/v1/campaigns/{id}', secured: true },
      { method: 'POST', path: '/api/v1/campaigns/{id}/close', secured: true },
      { method: 'GET', path: '/api/v1/campaigns/{id}/invitations', secured: true },
      { method: 'POST', path: '/api/v1/campaigns/{id}/invitations/{employee_id}/link', secured: true },
      { method: 'GET', path: '/api/v1/campaigns/{id}/invitations/links', secured: true },
      { method: 'POST', path: '/api/v1/campaigns/{id}/invitations/links', secured: true },
      { method: 'POST', path: '/api/v1/campaigns/{id}/open', secured: true },
      { method: 'GET', path: '/api/v1/companies', secured: true },
      { method: 'GET', path: '/api/v1/employees', secured: true },
      { method: 'POST', path: '/api/v1/employees', secured: true },
      { method: 'DELETE', path: '/api/v1/employees/{id}', secured: true },
      { method: 'GET', path: '/api/v1/employees/{id}', secured: true },
      { method: 'PUT', path: '/api/v1/employees/{id}', secured: true },
      { method: 'POST', path: '/api/v1/employees/{id}/anonymise', secured: true },
      { method: 'GET', path: '/api/v1/employees/{id}/personal-data', secured: true },
      { method: 'GET', path: '/api/v1/employees/changes', secured: true },
      { method: 'GET', path: '/api/v1/filters', secured: true },
      { method: 'POST', path: '/api/v1/filters', secured: true },
      { method: 'DELETE', path: '/api/v1/filters/{id}', secured: true },
      { method: 'GET', path: '/api/v1/filters/{id}', secured: true },
      { method: 'PUT', path: '/api/v1/filters/{id}', secured: true },
      { method: 'GET', path: '/api/v1/filters/changes', secured: true },
      { method: 'GET', path: '/api/v1/permissions', secured: true },
      { method: 'POST', path: '/api/v1/permissions', secured: true },
      { method: 'DELETE', path: '/api/v1/permissions/{id}', secured: true },
      { method: 'GET', path: '/api/v1/permissions/{id}', secured: true },
      { method: 'PUT', path: '/api/v1/permissions/{id}', secured: true },
      { method: 'GET', path: '/api/v1/profiles', secured: true },
      { method: 'POST', path: '/api/v1/profiles', secured: true },
      { method: 'DELETE', path: '/api/v1/profiles/{id}', secured: true },
      { method: 'GET', path: '/api/v1/profiles/{id}', secured: true },
      { method: 'PUT', path: '/api/v1/profiles/{id}', secured: true },
      { method: 'GET', path: '/api/v1/questionnaires/standard', secured: true },
      { method: 'GET', path: '/api/v1/scopes', secured: true },
      { method: 'GET', path: '/api/v1/users', secured: true },
      { method: 'POST', path: '/api/v1/users', secured: true },
      { method: 'DELETE', path: '/api/v1/users/{id}', secured: true },
      { method: 'GET', path: '/api/v1/users/{id}', secured: true },
      { method: 'PUT', path: '/api/v1/users/{id}', secured: true },
      { method: 'POST', path: '/api/v1/users/{id}/invitation', secured: true },
      { method: 'GET', path: '/api/v1/users/me/tokens', secured: true },
      { method: 'POST', path: '/api/v1/users/me/tokens', secured: true },
      { method: 'DELETE', path: '/api/v1/users/me/tokens/{id}', secured: true },
      { method: 'GET', path: '/api/v1/webhook-endpoints', secured: true },
      { method: 'POST', path: '/api/v1/webhook-endpoints', secured: true },
      { method: 'DELETE', path: '/api/v1/webhook-endpoints/{id}', secured: true },
      { method: 'GET', path: '/api/v1/webhook-endpoints/{id}', secured: true },
      { method: 'PUT', path: '/api/v1/webhook-endpoints/{id}', secured: true },
      { method: 'GET', path: '/api/v1/webhook-endpoints/{id}/deliveries', secured: true },
      { method: 'POST', path: '/api/v1/webhook-endpoints/{id}/deliveries/{delivery_id}/retry', secured: true },
      { method: 'POST', path: '/api/v1/webhook-endpoints/{id}/rotate-secret', secured: true },
      { method: 'POST', path: '/api/v1/webhook-endpoints/{id}/test', secured: true },
      { method: 'GET', path: '/survey/v1/opt-out/{token}', secured: false },
      { method: 'POST', path: '/survey/v1/opt-out/{token}', secured: false },
      { method: 'GET', path: '/survey/v1/questionnaire', secured: true },
      { method: 'POST', path: '/survey/v1/responses', secured: true },
    ]);
  });

  it('names the scope of every secured operation in x-required-scope (a scope of the catalogue, or none)', () => {
    const named = operations()
      .filter(({ operation }) => isSecured(operation))
      .map(({ method, path, operation }) => ({ at: `${method} ${path}`, scope: operation['x-required-scope'] }));
    expect(named.filter(({ scope }) => !([...SCOPES, 'none'] as unknown[]).includes(scope))).toEqual([]);
    expect(named.filter(({ scope }) => scope === 'none').map(({ at }) => at)).toEqual([
      'get /v1/users/me/tokens',
      'post /v1/users/me/tokens',
      'delete /v1/users/me/tokens/{id}',
      'get /questionnaire',
      'post /responses',
    ]);
    const publicOnes = operations().filter(({ operation }) => !isSecured(operation));
    expect(publicOnes.filter(({ operation }) => operation['x-required-scope'] !== undefined)).toEqual([]);
  });

  it('gives every operation a unique operationId and a summary', () => {
    const ids = operations().map(({ operation }) => operation.operationId);
    for (const { method, path, operation } of operations()) {
      expect({
        at: `${method} ${path}`,
        operationId: typeof operation.operationId,
        summary: typeof operation.summary,
      }).toEqual({
        at: `${method} ${path}`,
        operationId: 'string',
        summary: 'string',
      });
    }
    expect(new Set(ids).size).toBe(ids.length);
  });

  it(
    'documents 401, 403, 429, 500 and 503 on every secured operation, ' + 'and the body errors where there is a body',
    () => {
      const secured = operations().filter(({ operation }) => isSecured(operation));
      expect(secured).toHaveLength(61);
      for (const { method, path, operation } of secured) {
        const statuses = Object.keys(operation.responses as Json);
        // The survey endpoints' credential (an invitation token) holds no scopes, so it is never a 403.
        const survey = path === '/responses' || path === '/questionnaire';
        const expected = survey ? ['401', '429', '500', '503'] : ['401', '403', '429', '500', '503'];
        if (operation.requestBody) expected.push('400', '413', '415', '422');
        if (path.includes('{id}')) expected.push('404');
        // A list's query (page, per_page, filters) can be invalid; the reads of one thing take no query.
        if (method === 'get' && !path.includes('{id}') && !WITHOUT_QUERY.has(path)) expected.push('422');
        expect({ at: `${method} ${path}`, missing: expected.filter((s) => !statuses.includes(s)) }).toEqual({
          at: `${method} ${path}`,
          missing: [],
        });
      }
    },
  );

  it('has response examples that expectMatchesOpenApi accepts, with the documented header examples', () => {
    const document = openApiDocument();
    let checked = 0;
    for (const { method, path, operation, pathItem } of operations()) {
      // A path item's own server (the dashboard's `/admin/api`) wins over the document's `/api`.
      const base = ((pathItem.servers as Json[] | undefined)?.[0]?.url as string | undefined) ?? '/api';
      for (const [status, raw] of Object.entries(operation.responses as Json)) {
        const response = resolveRef(document, raw);
        const headers = headerExamples(document, response);
        const examples = bodyExamples(document, response);
        if (path === '/openapi.json' && status === '200') examples.push(document);
        for (const body of examples) {
          const id = typeof body?.id === 'string' ? body.id : undefined;
          const pathId = path.startsWith('/v1/filters') ? FILTER_ID : EMPLOYEE_ID;
          const requestPath = `${base}${path.replace('{id}', pathId)}`;
          const response = fake({
            method: method.toUpperCase(),
            path: requestPath,
            status: Number(status),
            headers: id ? { ...headers, 'x-request-id': id } : headers,
            body,
          });
          expect(() => expectMatchesOpenApi(response)).not.toThrow();
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(80);
  });

  it(
    'documents the 405 answer on every operation, ' +
      'with a required Allow header naming exactly the methods of its path',
    () => {
      const document = openApiDocument();
      const resolve = (node: unknown): Json => resolveRef(document, node);
      expect(document['x-method-not-allowed']).toBeUndefined();
      for (const { method, path, operation, pathItem } of operations()) {
        const methods = METHODS.filter((m) => pathItem[m] !== undefined)
          .map((m) => m.toUpperCase())
          .join(', ');
        const response = resolve((operation.responses as Json)['405']);
        const allow = resolve((response.headers as Json | undefined)?.Allow);
        expect({
          at: `${method} ${path}`,
          required: allow.required,
          schema: allow.schema,
          example: allow.example,
        }).toEqual({
          at: `${method} ${path}`,
          required: true,
          schema: { type: 'string', const: methods },
          example: methods,
        });
      }
    },
  );

  it('gives every const its JSON type (generators such as orval type an untyped const as never)', () => {
    const untyped: string[] = [];
    const visit = (node: unknown, at: string): void => {
      if (Array.isArray(node)) return node.forEach((item, i) => visit(item, `${at}/${i}`));
      if (typeof node !== 'object' || node === null) return;
      const schema = node as Json;
      if ('const' in schema && typeof schema.type !== 'string') untyped.push(at);
      for (const [key, value] of Object.entries(schema)) visit(value, `${at}/${key}`);
    };
    visit(openApiDocument(), '#');
    expect(untyped).toEqual([]);
  });

  it('names no schema after a built-in type that generated clients would shadow', () => {
    const schemas = Object.keys((openApiDocument().components as Json).schemas as Json);
    expect(schemas).toContain('ErrorBody');
    expect(
      schemas.filter((name) =>
        [
          'Error',
          'Object',
          'Array',
          'String',
          'Number',
          'Boolean',
          'Date',
          'Map',
          'Set',
          'Promise',
          'Response',
          'Request',
        ].includes(name),
      ),
    ).toEqual([]);
  });

  it('gives every numeric parameter the maximum the service enforces', () => {
    const parameters = (openApiDocument().components as Json).parameters as Record<string, Json>;
    expect(parameters.Page?.schema).toMatchObject({ type: 'integer', minimum: 1, maximum: 999_999_999_999_999 });
    expect(parameters.PerPage?.schema).toMatchObject({ type: 'integer', minimum: 1, maximum: 100 });
    const numeric = Object.entries(parameters).filter(([, p]) =>
      ['integer', 'number'].includes((p.schema as Json).type as string),
    );
    expect(numeric.filter(([, p]) => typeof (p.schema as Json).maximum !== 'number').map(([name]) => name)).toEqual([]);
  });
});

describe('expectMatchesOpenApi', () => {
  const links = {
    first: 'http://127.0.0.1:50123/api/v1/employees?search=silva&per_page=1&page=1',
    last: 'http://127.0.0.1:50123/api/v1/employees?search=silva&per_page=1&page=2',
    prev: null,
    next: 'http://127.0.0.1:50123/api/v1/employees?search=silva&per_page=1&page=2',
  };
  const meta = { current_page: 1, per_page: 1, total: 2, last_page: 2 };

  it('accepts a valid employee response', () => {
    const headers = { ...rateLimitHeaders(), etag: '"1"' };
    expect(
      check({ method: 'GET', path: EMPLOYEE_PATH, status: 200, headers, body: { data: employee() } }),
    ).not.toThrow();
  });

  it('accepts a created employee with its Location, and a list whatever its query string', () => {
    const sparse = employee({ name: null, email: null, phone: null, internal_id: null, fields: [] });
    const headers = { ...rateLimitHeaders(), location: EMPLOYEE_PATH, etag: '"1"' };
    expect(
      check({ method: 'POST', path: '/api/v1/employees', status: 201, headers, body: { data: sparse } }),
    ).not.toThrow();
    const path = '/api/v1/employees?search=silva&per_page=1';
    expect(check({ method: 'GET', path, status: 200, body: { data: [employee()], links, meta } })).not.toThrow();
  });

  it('accepts a 204 with an empty body and rejects one with a body', () => {
    expect(check({ method: 'DELETE', path: EMPLOYEE_PATH, status: 204 })).not.toThrow();
    expect(check({ method: 'DELETE', path: EMPLOYEE_PATH, status: 204, body: { data: employee() } })).toThrow(
      /body: must be empty for 204/,
    );
  });

  it('accepts the documented error bodies and headers', () => {
    const errors = { document: ['is already in use'], name: ['must be a full name of at least two words'] };
    expect(
      check({
        method: 'POST',
        path: '/api/v1/employees',
        status: 422,
        body: problem(422, 'Validation Error', {
          code: 'EMPLOYEE.INVALID',
          errors,
          codes: { document: ['DOCUMENT.TAKEN'], name: ['NAME.SINGLE_WORD'] },
        }),
      }),
    ).not.toThrow();
    const limited = { ...rateLimitHeaders(), 'x-ratelimit-remaining': '0', 'retry-after': '37' };
    const tooMany = problem(429, 'Too Many Requests', { retry_after: 37, limit: 500, window: 60 });
    expect(
      check({ method: 'GET', path: '/api/v1/filters', status: 429, headers: limited, body: tooMany }),
    ).not.toThrow();
    const allow = { ...rateLimitHeaders(), allow: 'GET, PUT, DELETE' };
    const methodNotAllowed = problem(405, 'Method Not Allowed');
    expect(
      check({ method: 'PATCH', path: EMPLOYEE_PATH, status: 405, headers: allow, body: methodNotAllowed }),
    ).not.toThrow();
    const html = { body: '<!DOCTYPE html><html></html>', contentType: 'text/html; charset=utf-8' };
    expect(check({ method: 'GET', path: '/api/docs/', status: 200, headers: {}, ...html })).not.toThrow();
  });

  it('rejects an extra property', () => {
    expect(
      check({ method: 'GET', path: EMPLOYEE_PATH, status: 200, body: { data: employee({ deleted_at: null }) } }),
    ).toThrow(/body\/data: must NOT have additional properties \(deleted_at\)/);
  });

  it('rejects a response without a required header', () => {
    const { 'x-ratelimit-remaining': _omitted, ...headers } = rateLimitHeaders();
    expect(check({ method: 'GET', path: EMPLOYEE_PATH, status: 200, headers, body: { data: employee() } })).toThrow(
      /header X-RateLimit-Remaining: required but missing/,
    );
    expect(
      check({ method: 'GET', path: '/api/v1/companies', status: 401, body: problem(401, 'Unauthorized') }),
    ).toThrow(/header WWW-Authenticate: required but missing/);
  });

  it('rejects an undocumented status, method or path', () => {
    expect(check({ method: 'GET', path: EMPLOYEE_PATH, status: 422, body: problem(422, 'Validation Error') })).toThrow(
      /status 422 is not documented for GET \/api\/v1\/employees\/\{id\}/,
    );
    expect(check({ method: 'PATCH', path: EMPLOYEE_PATH, status: 200, body: { data: employee() } })).toThrow(
      /method PATCH is not documented/,
    );
    expect(check({ method: 'GET', path: '/api/v1/surveys', status: 404, body: problem(404, 'Not Found') })).toThrow(
      /no documented path matches \/api\/v1\/surveys/,
    );
  });

  it('rejects a wrong type', () => {
    expect(
      check({ method: 'GET', path: EMPLOYEE_PATH, status: 200, body: { data: employee({ is_on_leave: 'false' }) } }),
    ).toThrow(/body\/data\/is_on_leave: must be boolean/);
    const headers = { ...rateLimitHeaders(), 'x-ratelimit-reset': 'soon' };
    expect(check({ method: 'GET', path: EMPLOYEE_PATH, status: 200, headers, body: { data: employee() } })).toThrow(
      /header X-RateLimit-Reset \("soon"\): must be integer/,
    );
  });

  it('rejects drifted formats and content types', () => {
    const get = (data: Json, contentType?: string): Fake => ({
      method: 'GET',
      path: EMPLOYEE_PATH,
      status: 200,
      body: { data },
      contentType,
    });
    expect(check(get(employee({ created_at: '2026-11-22T10:03:00.000Z' })))).toThrow(
      /body\/data\/created_at: must match pattern/,
    );
    expect(check(get(employee({ phone: '11987654321' })))).toThrow(/body\/data\/phone: must match pattern/);
    expect(check(get(employee({ birthdate: '1990-03-14' })))).toThrow(/body\/data\/birthdate: must match pattern/);
    expect(check(get(employee({ language: 'pt' })))).toThrow(
      /body\/data\/language: must be equal to one of the allowed values/,
    );
    expect(check(get(employee(), 'text/plain'))).toThrow(/content-type: text\/plain is not documented/);
    expect(check(get(employee(), 'application/json'))).toThrow(/JSON must be sent with charset=UTF-8/);
  });

  it('rejects error bodies that contradict their status line', () => {
    const notFound = { method: 'GET', path: EMPLOYEE_PATH, status: 404 };
    expect(check({ ...notFound, body: { ...problem(404, 'Not Found'), id: EMPLOYEE_ID } })).toThrow(
      /body\/id: .* must equal the X-Request-Id header/,
    );
    expect(check({ ...notFound, body: problem(400, 'Not Found') })).toThrow(
      /body\/status: 400 must equal the HTTP status 404/,
    );
    const allow = { ...rateLimitHeaders(), allow: 'GET' };
    expect(
      check({
        method: 'PATCH',
        path: EMPLOYEE_PATH,
        status: 405,
        headers: allow,
        body: problem(405, 'Method Not Allowed'),
      }),
    ).toThrow(/header Allow: "GET" must list the documented methods GET, PUT, DELETE/);
  });
});
