import { describe, expect, it } from '@jest/globals';
import { WebhookEndpoint, type WebhookDelivery } from '@employee/domain';
import { HttpWebhookUrlPolicy, PlainSecretBox } from '@employee/domain/testing';
import { toWebhookDeliveryView, toWebhookEndpointView } from '@employee/wire';

const ZONE = 'America/Sao_Paulo';
const AT = new Date('2026-11-22T13:00:00.000Z');

/** The JSON forms of webhook endpoints and deliveries (docs/webhooks.md#the-api-and-the-dashboard-page). */
describe('webhook views', () => {
  it('shows an endpoint with snake_case properties and zoned timestamps, never its sealed secret', () => {
    const sealed = new PlainSecretBox().seal('whsec_c2VjcmV0');
    const endpoint = WebhookEndpoint.create(
      {
        id: 'e-1',
        companyId: 'c-1',
        url: 'https://hr.example.com/hooks',
        description: 'Folha',
        eventTypes: ['employee.updated', 'employee.created'],
        includeBranches: true,
        secret: sealed,
        now: AT,
      },
      new HttpWebhookUrlPolicy(),
    );
    const view = toWebhookEndpointView(endpoint, ZONE);
    expect(view).toStrictEqual({
      id: 'e-1',
      url: 'https://hr.example.com/hooks',
      description: 'Folha',
      event_types: ['employee.created', 'employee.updated'],
      include_branches: true,
      is_enabled: true,
      disabled_reason: null,
      created_at: '2026-11-22T10:00:00-03:00',
      updated_at: '2026-11-22T10:00:00-03:00',
      version: 1,
    });
    expect(JSON.stringify(view)).not.toContain(sealed);
  });

  it('shows a delivery with its last outcome and its attempts, numbered, oldest first, without the payload', () => {
    const delivery: WebhookDelivery = {
      id: 'd-1',
      endpointId: 'e-1',
      eventId: 'ev-1',
      eventType: 'employee.updated',
      payload: { type: 'employee.updated', timestamp: AT.toISOString(), data: { id: 'emp-1', company_id: 'c-1' } },
      status: 'pending',
      tries: 1,
      nextAttemptAt: new Date('2026-11-22T13:00:06.000Z'),
      lastAttemptAt: AT,
      lastResponseStatus: null,
      lastError: 'timeout',
      lastResponseBody: null,
      createdAt: AT,
      attempts: [{ n: 1, at: AT, status: null, error: 'timeout', durationMs: 10_000, body: null }],
    };
    expect(toWebhookDeliveryView(delivery, ZONE)).toStrictEqual({
      id: 'd-1',
      event_id: 'ev-1',
      event_type: 'employee.updated',
      status: 'pending',
      tries: 1,
      last_attempt_at: '2026-11-22T10:00:00-03:00',
      last_response_status: null,
      last_error: 'timeout',
      last_response_body: null,
      next_attempt_at: '2026-11-22T10:00:06-03:00',
      created_at: '2026-11-22T10:00:00-03:00',
      attempts: [
        {
          number: 1,
          at: '2026-11-22T10:00:00-03:00',
          response_status: null,
          error: 'timeout',
          response_body: null,
          duration_ms: 10_000,
        },
      ],
    });
  });
});
