import { describe, expect, it } from '@jest/globals';
import { DeliverWebhooks, type WebhookOutcome, type WebhookRequest } from '@employee/domain';
import { FixedRandomSource } from '@employee/domain/testing';
import request from 'supertest';
import { buildTestApp, WEBHOOK_SECRET_BOX, type TestApp } from '../support/test-app';
import { bearer, call, expectErrorBody, memoryOnly, useStorage, UUID, type StorageKind } from './e2e-helpers';

const BASE = '/api/v1/webhook-endpoints';
const SECRET = /^whsec_[A-Za-z0-9+/]+={0,2}$/;
const URL_A = 'https://hr.example.com/hooks/employees';

/** A sender that answers each request with the next of `outcomes` (the last one again when they run out). */
class ScriptedSender {
  readonly sent: WebhookRequest[] = [];
  constructor(private readonly outcomes: WebhookOutcome[]) {}

  async send(sent: WebhookRequest): Promise<WebhookOutcome> {
    this.sent.push(sent);
    return this.outcomes[Math.min(this.sent.length - 1, this.outcomes.length - 1)] as WebhookOutcome;
  }
}

const DELIVERED: WebhookOutcome = { kind: 'delivered', status: 200, body: 'ok', durationMs: 12 };
const REFUSED: WebhookOutcome = { kind: 'failed', status: 500, body: 'x'.repeat(1500), error: null, durationMs: 40 };

/** One delivery pass of the test app's storage through `sender` (what the webhooks worker runs). */
function deliver(t: TestApp, sender: ScriptedSender) {
  const ids = { next: () => crypto.randomUUID() };
  return new DeliverWebhooks(t.uow, sender, WEBHOOK_SECRET_BOX, t.clock, ids, new FixedRandomSource()).execute();
}

/**
 * `/v1/webhook-endpoints` (docs/webhooks.md#the-api-and-the-dashboard-page): create (the secret shown once), list, get,
 * a full-replace PUT and delete with `ETag`/`If-Match`, the limit of 10, rotation, a test event, the deliveries with
 * their attempts and a manual retry; every answer checked against docs/openapi.yaml. On memory: the storage engines
 * are the repository contract suites' subject.
 */
describe.each(memoryOnly().map((kind): [StorageKind] => [kind]))('webhook endpoints on %s', (kind) => {
  const storage = useStorage(kind);
  const app = () => buildTestApp(storage(), { rateLimitPerMinute: 1_000_000 });
  const as = (t: TestApp) => ({
    get: (path: string) => call(request(t.app).get(`${BASE}${path}`).set(bearer(t.key))),
    post: (path: string, body?: object, headers: Record<string, string> = {}) =>
      call(request(t.app).post(`${BASE}${path}`).set(bearer(t.key)).set(headers).send(body)),
    put: (path: string, body: object, headers: Record<string, string> = {}) =>
      call(request(t.app).put(`${BASE}${path}`).set(bearer(t.key)).set(headers).send(body)),
    delete: (path: string, headers: Record<string, string> = {}) =>
      call(request(t.app).delete(`${BASE}${path}`).set(bearer(t.key)).set(headers)),
  });

  it('creates an endpoint answering its secret once; reads, lists, replaces and deletes it, versioned', async () => {
    const t = await app();
    const api = as(t);
    const created = await api.post('', { url: URL_A, description: 'Folha', event_types: ['employee.created'] });
    expect(created.status).toBe(201);
    const { id, secret, ...endpoint } = created.body.data as { id: string; secret: string };
    expect([id, secret]).toEqual([expect.stringMatching(UUID), expect.stringMatching(SECRET)]);
    expect(created.headers.location).toBe(`${BASE}/${id}`);
    expect(created.headers.etag).toBe('"1"');
    expect(endpoint).toEqual({
      url: URL_A,
      description: 'Folha',
      event_types: ['employee.created'],
      include_branches: false,
      is_enabled: true,
      disabled_reason: null,
      created_at: '2026-11-22T10:00:00-03:00',
      updated_at: '2026-11-22T10:00:00-03:00',
      version: 1,
    });

    const read = await api.get(`/${id}`);
    expect(read.body.data).toEqual({ id, ...endpoint });
    expect((await api.get('')).body.data).toEqual([{ id, ...endpoint }]);
    const cached = await call(request(t.app).get(`${BASE}/${id}`).set(bearer(t.key)).set('If-None-Match', '"1"'));
    expect(cached.status).toBe(304);

    t.clock.advanceSeconds(60);
    const replaced = await api.put(`/${id}`, { url: URL_A, include_branches: true }, { 'If-Match': '"1"' });
    expect(replaced.headers.etag).toBe('"2"');
    expect(replaced.body.data).toMatchObject({
      description: null,
      event_types: null,
      include_branches: true,
      is_enabled: true,
      updated_at: '2026-11-22T10:01:00-03:00',
      version: 2,
    });
    expect(replaced.body.data).not.toHaveProperty('secret');
    expectErrorBody(await api.put(`/${id}`, { url: URL_A }, { 'If-Match': '"1"' }), 412, { current_version: 2 });
    expectErrorBody(await api.delete(`/${id}`, { 'If-Match': '"1"' }), 412, { current_version: 2 });

    expect((await api.delete(`/${id}`, { 'If-Match': '"2"' })).status).toBe(204);
    expectErrorBody(await api.get(`/${id}`), 404);
    expect(
      JSON.stringify((await call(request(t.app).get('/api/v1/audit-events').set(bearer(t.key)))).body),
    ).not.toContain(secret);
  });

  it('reports every invalid field at once (422), the wrong JSON types with the rules', async () => {
    const t = await app();
    const refused = await as(t).post('', { url: 'ftp://files.example.com', event_types: ['employee.hired'] });
    expectErrorBody(refused, 422, {
      errors: { url: [expect.any(String)], event_types: [expect.any(String)] },
    });
    const mistyped = await as(t).post('', { event_types: 'all', include_branches: 'yes', description: 7 });
    expect(Object.keys(mistyped.body.meta.errors as object).sort()).toEqual([
      'description',
      'event_types',
      'include_branches',
      'url',
    ]);
    expect((await as(t).get('')).body.data).toEqual([]);
  });

  it('allows ten endpoints per company: the eleventh is 409', async () => {
    const t = await app();
    for (let n = 1; n <= 10; n++) expect((await as(t).post('', { url: `${URL_A}/${n}` })).status).toBe(201);
    const eleventh = await as(t).post('', { url: `${URL_A}/11` });
    expectErrorBody(eleventh, 409);
    expect(eleventh.body.detail).toMatch(/10/);
    expect((await as(t).get('?per_page=100')).body.meta).toMatchObject({ total: 10 });
  });

  it('rotates the secret (a new one, once), and never keeps an answer with a secret for a replay', async () => {
    const t = await app();
    const key = { 'Idempotency-Key': 'create-1' };
    const first = await as(t).post('', { url: URL_A }, key);
    const again = await as(t).post('', { url: URL_A }, key);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect(again.body.data.secret).not.toBe(first.body.data.secret);
    const id = first.body.data.id as string;

    const rotated = await as(t).post(`/${id}/rotate-secret`);
    expect(rotated.status).toBe(200);
    expect(rotated.headers.etag).toBe('"2"');
    expect(rotated.body.data).toMatchObject({ id, version: 2, secret: expect.stringMatching(SECRET) });
    expect(rotated.body.data.secret).not.toBe(first.body.data.secret);
    expect((await as(t).get(`/${id}`)).body.data).not.toHaveProperty('secret');
  });

  it('queues a test event, delivers it and lists it with its attempts; a retry sends it again', async () => {
    const t = await app();
    const id = (await as(t).post('', { url: URL_A })).body.data.id as string;
    const queued = await as(t).post(`/${id}/test`);
    expect(queued.status).toBe(202);
    expect(queued.body.data).toMatchObject({ event_type: 'webhook.test', status: 'pending', tries: 0, attempts: [] });
    const deliveryId = queued.body.data.id as string;
    expectErrorBody(await as(t).post(`/${id}/deliveries/${deliveryId}/retry`), 409);

    const sender = new ScriptedSender([REFUSED, DELIVERED]);
    await deliver(t, sender);
    expect(sender.sent[0]).toMatchObject({ url: URL_A, eventId: queued.body.data.event_id as string });
    expect(JSON.parse(sender.sent[0]?.body ?? '{}')).toMatchObject({ type: 'webhook.test', data: { id } });
    const retrying = (await as(t).get(`/${id}/deliveries`)).body.data[0] as Record<string, unknown>;
    expect(retrying).toMatchObject({ status: 'pending', tries: 1, last_response_status: 500 });
    expect(retrying.last_response_body).toHaveLength(1024);

    t.clock.advanceSeconds(60);
    await deliver(t, sender);
    const delivered = await as(t).get(`/${id}/deliveries?status=delivered`);
    expect(delivered.body.data).toEqual([
      expect.objectContaining({ id: deliveryId, status: 'delivered', tries: 2, next_attempt_at: null }),
    ]);
    expect(delivered.body.data[0].attempts).toEqual([
      expect.objectContaining({ number: 1, response_status: 500 }),
      expect.objectContaining({ number: 2, response_status: 200, response_body: 'ok', duration_ms: 12 }),
    ]);
    expect((await as(t).get(`/${id}/deliveries?status=failed`)).body.data).toEqual([]);

    const retried = await as(t).post(`/${id}/deliveries/${deliveryId}/retry`);
    expect(retried.body.data).toMatchObject({ id: deliveryId, status: 'pending', tries: 0 });
    await deliver(t, sender);
    expect(sender.sent.map((s) => s.eventId)).toEqual(Array(3).fill(queued.body.data.event_id));
  });

  it('refuses a test event for a disabled endpoint (409); unknown ids and deliveries are 404', async () => {
    const t = await app();
    const id = (await as(t).post('', { url: URL_A, is_enabled: false })).body.data.id as string;
    expectErrorBody(await as(t).post(`/${id}/test`), 409);
    const unknown = crypto.randomUUID();
    expectErrorBody(await as(t).post(`/${unknown}/test`), 404);
    expectErrorBody(await as(t).get(`/${unknown}/deliveries`), 404);
    expectErrorBody(await as(t).post(`/${id}/deliveries/${unknown}/retry`), 404);
    expectErrorBody(await as(t).post(`/${unknown}/rotate-secret`), 404);
    expectErrorBody(await as(t).get(`/${id}/deliveries?status=lost`), 422);
  });
});
