import { expect } from '@jest/globals';
import type { Scope } from '@employee/domain';
import { SESSION_COOKIE } from '@employee/http-common';
import { availableEngines, isFullTier, type TestEngine } from '@employee/persistence-typeorm/testing';
import { useTestDatabase } from '@employee/persistence-typeorm/testing/jest';
import type { Response, Test } from 'supertest';
import { expectMatchesOpenApi } from '../support/openapi';
import type { TestApp, TestStorage, TestUser } from '../support/test-app';

/** Shared assertions of the e2e suites (not a test file: jest only runs `*.spec.ts`). */

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** docs/contract.md#errors: "Response `Content-Type: application/json; charset=UTF-8`". */
export const JSON_CONTENT_TYPE = 'application/json; charset=UTF-8';

/** Titles of the spec's error table (422 is "Validation Error"), and the usual names of the rest. */
export const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  410: 'Gone',
  412: 'Precondition Failed',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Validation Error',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** Anything that smells of a stack trace, SQL or a driver in a body. */
export const LEAK = new RegExp(
  [
    /\bat [\w.<>]+ \(|node_modules|\.ts:\d+|\.js:\d+|\bSELECT\b|\bINSERT\b|\bUPDATE\b \w+ SET/.source,
    /\bFROM\s+"?\w+"?\s+WHERE\b|ECONNREFUSED|QueryFailedError|TypeORM|stack/.source,
  ].join('|'),
  'i',
);

/**
 * A new user of `t.company` holding `scopes` there (`TestApp.addUser`, with its other options), signed in to the
 * dashboard: the stored user, profile, permission and token, their id and session cookie.
 */
export async function signedIn(
  t: TestApp,
  scopes: readonly Scope[],
  options: Omit<Parameters<TestApp['addUser']>[0] & object, 'scopes'> = {},
): Promise<TestUser & { userId: string; cookie: string }> {
  const added = await t.addUser({ ...options, scopes });
  const session = await t.signIn.sessions.create(added.user.id, t.clock.now());
  return { ...added, userId: added.user.id, cookie: `${SESSION_COOKIE}=${session.id}` };
}

export function bearer(key: string): Record<string, string> {
  return { Authorization: `Bearer ${key}` };
}

/**
 * The header presenting `credential`: a dashboard session's cookie (`employee_session=…`, as {@link signedIn} gives
 * it) as `Cookie`, anything else (an API key, a user token) as a Bearer `Authorization`.
 */
export function presenting(credential: string): Record<string, string> {
  return credential.startsWith(`${SESSION_COOKIE}=`) ? { Cookie: credential } : bearer(credential);
}

/** Awaits a supertest request and checks the response against the OpenAPI document. */
export async function call(test: Test): Promise<Response> {
  const res = await test;
  expectMatchesOpenApi(res);
  return res;
}

/**
 * The standard error body (docs/contract.md#errors): exactly `{id, status, title, detail,
 * meta?}`, `id` a UUID equal to `X-Request-Id`, sent as `application/json; charset=UTF-8`, leaking nothing.
 * `meta`, when given, is compared without the error's code (`meta.code`, and a 422's `meta.codes`), which must be
 * there for every domain error (docs/http.md#errors) and is checked apart.
 */
export function expectErrorBody(res: Response, status: number, meta?: Record<string, unknown>): void {
  expect({ status: res.status, body: res.body as unknown }).toMatchObject({ status });
  expect(res.headers['content-type']).toBe(JSON_CONTENT_TYPE);
  const body = res.body as Record<string, unknown>;
  const keys = Object.keys(body).sort();
  expect(keys).toEqual(
    meta === undefined && !('meta' in body)
      ? ['detail', 'id', 'status', 'title']
      : ['detail', 'id', 'meta', 'status', 'title'],
  );
  expect(body.id).toMatch(UUID);
  expect(res.headers['x-request-id']).toBe(body.id);
  expect(body.status).toBe(status);
  expect(body.title).toBe(TITLES[status]);
  expect(typeof body.detail).toBe('string');
  expect((body.detail as string).length).toBeGreaterThan(0);
  if ('meta' in body) expect(typeof body.meta).toBe('object');
  if (meta !== undefined) {
    const { code, codes, ...rest } = body.meta as Record<string, unknown>;
    expect(rest).toEqual(meta);
    if (code !== undefined) expect(code).toMatch(/^[A-Z][A-Z0-9_]*\.[A-Z][A-Z0-9_]*$/);
    if (codes !== undefined) expect(Object.keys(codes as object)).toEqual(Object.keys(rest.errors as object));
  }
  expect(res.text).not.toMatch(LEAK);
}

/** The `X-RateLimit-*` headers as numbers (NaN when absent). */
export function rateLimitOf(res: Response): { limit: number; remaining: number; reset: number } {
  return {
    limit: Number(res.headers['x-ratelimit-limit']),
    remaining: Number(res.headers['x-ratelimit-remaining']),
    reset: Number(res.headers['x-ratelimit-reset']),
  };
}

/** Where a suite keeps its data. */
export type StorageKind = 'memory' | TestEngine;

/**
 * For a suite whose subject is the database (races, tenant isolation, hostile input's stored state, feeds):
 * memory, then every database engine this machine can test, in the full tier (`npm run test:all`); memory only
 * in `npm test` (docs/development.md#test-tiers).
 */
export function allStorages(): StorageKind[] {
  return isFullTier() ? ['memory', ...availableEngines()] : ['memory'];
}

/**
 * For a suite whose subject is the HTTP behaviour, not the database: memory in every tier. The repository
 * contract suites prove each engine's adapters equal to memory's (docs/development.md#test-tiers lists each).
 */
export function memoryOnly(): StorageKind[] {
  return ['memory'];
}

/** Memory and every database engine this machine can test, in every tier: the storage smoke suite's. */
export function everyStorage(): StorageKind[] {
  return ['memory', ...availableEngines()];
}

/**
 * Call in a `describe` body: for a database engine, registers the suite's test database (opened before,
 * dropped after); returns what to hand `buildTestApp` (it truncates the database each time).
 */
export function useStorage(kind: StorageKind): () => TestStorage {
  if (kind === 'memory') return () => 'memory';
  const database = useTestDatabase(kind);
  return () => database();
}
