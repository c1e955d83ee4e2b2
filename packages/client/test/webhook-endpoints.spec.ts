import { describe, expect, it } from '@jest/globals';
import { createEmployeeClient, type WebhookDelivery, type WebhookEndpointWithSecret } from '../src';

interface Sent {
  readonly method: string;
  readonly path: string;
  readonly headers: Headers;
  readonly body: unknown;
}

/** A client whose requests are kept in `sent` and answered by `answer`. */
function clientAnswering(answer: (sent: Sent) => Response) {
  const sent: Sent[] = [];
  const client = createEmployeeClient({
    baseUrl: 'https://api.example.com/api',
    apiKey: 'emp_test_key',
    resourceId: '0b8f5c1e-6a47-4c1d-9f3e-2d5a7b9c1e20',
    fetch: async (request) => {
      const url = new URL(request.url);
      const text = await request.text();
      const one = {
        method: request.method,
        path: `${url.pathname}${url.search}`,
        headers: request.headers,
        body: text ? (JSON.parse(text) as unknown) : undefined,
      };
      sent.push(one);
      return answer(one);
    },
  });
  return { client, sent };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const ENDPOINT_ID = '6a7b8c9d-0e1f-4a2b-8c3d-4e5f6a7b8c9d';
const created: WebhookEndpointWithSecret = {
  id: ENDPOINT_ID,
  url: 'https://hr.example.com/hooks',
  description: null,
  event_types: ['employee.created'],
  include_branches: false,
  is_enabled: true,
  disabled_reason: null,
  created_at: '2026-11-22T07:03:00-03:00',
  updated_at: '2026-11-22T07:03:00-03:00',
  version: 1,
  secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw6bFuRzJ0d6Y=',
};

/** The typed client over the webhook endpoints (docs/webhooks.md#the-api-and-the-dashboard-page). */
describe('the client on /v1/webhook-endpoints', () => {
  it('creates an endpoint with a typed body and reads its secret from the answer', async () => {
    const { client, sent } = clientAnswering(() => json(201, { data: created }));
    const answer = await client.POST('/v1/webhook-endpoints', {
      body: { url: 'https://hr.example.com/hooks', event_types: ['employee.created'] },
    });
    expect(answer.data?.data.secret).toBe(created.secret);
    expect(sent).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/api/v1/webhook-endpoints',
        body: { url: 'https://hr.example.com/hooks', event_types: ['employee.created'] },
      }),
    ]);
    expect(sent[0]?.headers.get('Resource-Id')).toBe('0b8f5c1e-6a47-4c1d-9f3e-2d5a7b9c1e20');
  });

  it("reads an endpoint's deliveries by page, retries one and sends a test event at the documented paths", async () => {
    const pending = { status: 'pending' } as WebhookDelivery;
    const { client, sent } = clientAnswering(({ path }) =>
      path.includes('/deliveries?')
        ? json(200, { data: [], links: {}, meta: { current_page: 2, per_page: 5, total: 5, last_page: 1 } })
        : json(path.endsWith('/test') ? 202 : 200, { data: pending }),
    );
    const id = ENDPOINT_ID;
    await client.GET('/v1/webhook-endpoints/{id}/deliveries', {
      params: { path: { id }, query: { page: 2, per_page: 5 } },
    });
    const retried = await client.POST('/v1/webhook-endpoints/{id}/deliveries/{delivery_id}/retry', {
      params: { path: { id, delivery_id: 'd-1' } },
    });
    const tested = await client.POST('/v1/webhook-endpoints/{id}/test', { params: { path: { id } } });
    expect([retried.data?.data.status, tested.data?.data.status]).toEqual(['pending', 'pending']);
    expect(sent.map(({ method, path }) => `${method} ${path}`)).toEqual([
      `GET /api/v1/webhook-endpoints/${id}/deliveries?page=2&per_page=5`,
      `POST /api/v1/webhook-endpoints/${id}/deliveries/d-1/retry`,
      `POST /api/v1/webhook-endpoints/${id}/test`,
    ]);
  });
});
