import { randomUUID } from 'node:crypto';
import { expect } from '@jest/globals';
import { uniqueCpf } from '@employee/domain/testing';
import type { WebhookReceiver } from '../../../../scripts/bench-webhooks/receiver';
import { api, PRODUCTION_ENV, type ResponseBody } from './server-process';

/**
 * What the webhooks' fault suites (`webhooks-*.e2e.spec.ts`) do over the REST API with a company's key, each call
 * asserting its status (docs/webhooks.md#the-api-and-the-dashboard-page), and the environment of their server
 * processes.
 */

/**
 * A production server that sends webhooks to the test's loopback receivers (`WEBHOOK_ALLOW_PRIVATE_URLS=true`) and
 * polls for due deliveries every 50 ms (docs/configuration.md; docs/webhooks.md#delivery-requests-and-ssrf-defence).
 */
export const WEBHOOK_TEST_ENV = {
  ...PRODUCTION_ENV,
  WEBHOOK_ALLOW_PRIVATE_URLS: 'true',
  WEBHOOK_POLL_INTERVAL_MS: '50',
} as const;

/** `{data}` of a response that must have `status`, as `T`; fails the test with the body otherwise. */
function dataOf<T = Record<string, unknown>>(response: { status: number; body: ResponseBody }, status: number): T {
  expect({ status: response.status, body: response.status === status ? null : (response.body as unknown) }).toEqual({
    status,
    body: null,
  });
  return response.body?.data as T;
}

/**
 * Creates an endpoint for every event type at `receiver`'s `path` and has the receiver verify its requests with
 * the secret the answer shows once. Returns the endpoint's id.
 */
export async function createEndpoint(
  baseUrl: string,
  key: string,
  receiver: WebhookReceiver,
  path: string,
): Promise<string> {
  const created = dataOf(
    await api(baseUrl, key, 'POST', '/api/v1/webhook-endpoints', { url: receiver.url(path) }),
    201,
  );
  receiver.accept(path, created.secret as string);
  return created.id as string;
}

/** An employee as the write answered it: its id and version. */
export interface Written {
  readonly id: string;
  readonly version: number;
}

/** Creates an employee (a company whose identify key is `document`); `employee.created`, version 1. */
export async function createEmployee(baseUrl: string, key: string): Promise<Written> {
  const body = {
    name: 'Joana da Costa Lima',
    document: uniqueCpf(),
    hiring_date: '01/02/2015',
    include_campaign: false,
  };
  const data = dataOf(await api(baseUrl, key, 'POST', '/api/v1/employees', body), 201);
  return { id: data.id as string, version: data.version as number };
}

/** Changes the employee's `internal_id` to a new unique value: `employee.updated`, one version more. */
export async function updateEmployee(baseUrl: string, key: string, id: string): Promise<Written> {
  const internalId = randomUUID();
  const data = dataOf(
    await api(baseUrl, key, 'PUT', `/api/v1/employees/${id}`, { internal_id: internalId, remove_campaign: false }),
    200,
  );
  return { id, version: data.version as number };
}

/** One attempt of a delivery as the API lists it. */
export interface AttemptView {
  readonly number: number;
  readonly at: string;
  readonly response_status: number | null;
  readonly error: string | null;
  readonly duration_ms: number;
}

/** A delivery as the API lists it (the properties the suites read). */
export interface DeliveryView {
  readonly id: string;
  readonly event_id: string;
  readonly event_type: string;
  readonly status: 'pending' | 'delivering' | 'delivered' | 'failed';
  readonly tries: number;
  readonly last_attempt_at: string | null;
  readonly last_error: string | null;
  readonly next_attempt_at: string | null;
  readonly attempts: AttemptView[];
}

/** Every delivery of the endpoint, newest first (all pages of `GET …/deliveries?per_page=100`). */
export async function deliveriesOf(baseUrl: string, key: string, endpointId: string): Promise<DeliveryView[]> {
  const all: DeliveryView[] = [];
  for (let page = 1; ; page += 1) {
    const path = `/api/v1/webhook-endpoints/${endpointId}/deliveries?per_page=100&page=${page}`;
    const listed = await api(baseUrl, key, 'GET', path);
    const items = dataOf<DeliveryView[]>(listed, 200);
    all.push(...items);
    if (items.length < 100) return all;
  }
}

/** The ids of the company's audit events of `entity` (every page of `GET /v1/audit-events`), newest first. */
export async function auditEventIds(baseUrl: string, key: string, entity: string): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  do {
    const after = cursor === null ? '' : `&cursor=${encodeURIComponent(cursor)}`;
    const query = `entity=${entity}&per_page=100${after}`;
    const listed = await api(baseUrl, key, 'GET', `/api/v1/audit-events?${query}`);
    ids.push(...dataOf<Array<{ id: string }>>(listed, 200).map((event) => event.id));
    cursor = (listed.body.meta.next_cursor as string | null) ?? null;
  } while (cursor !== null);
  return ids;
}

/** Resolves after `ms` milliseconds. */
export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** The status of `method` on `path` with `If-Match: "<version>"` and the JSON `body` (a guarded PUT or DELETE). */
export async function statusIfMatch(
  baseUrl: string,
  key: string,
  method: 'PUT' | 'DELETE',
  path: string,
  version: number,
  body?: unknown,
): Promise<number> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${key}`,
      'If-Match': `"${version}"`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  await response.arrayBuffer();
  return response.status;
}

/** Every entry of the company's employees' changes feed as `<id> v<version>`, in feed order (all its pages). */
export async function employeeChanges(baseUrl: string, key: string): Promise<string[]> {
  const entries: string[] = [];
  let cursor: string | null = null;
  for (;;) {
    const after = cursor === null ? '' : `&cursor=${encodeURIComponent(cursor)}`;
    const read = await api(baseUrl, key, 'GET', `/api/v1/employees/changes?limit=1000${after}`);
    expect(read.status).toBe(200);
    const page = read.body as { data: Array<{ id: string; version: number }>; next_cursor: string; has_more: boolean };
    entries.push(...page.data.map((entry) => `${entry.id} v${entry.version}`));
    if (!page.has_more) return entries;
    cursor = page.next_cursor;
  }
}
