import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { WebhookDelivery } from '../src/api/webhooks';
import { i18next } from '../src/i18n/i18n';
import { DeliveriesLog } from '../src/pages/webhooks/DeliveriesLog';

const retry = vi.fn();

/** Three deliveries: delivered after a 500, failed without an answer, and a test event waiting for its first try. */
const deliveries: WebhookDelivery[] = [
  {
    id: 'd1',
    event_id: 'ev-1',
    event_type: 'employee.updated',
    status: 'delivered',
    tries: 2,
    last_attempt_at: '2026-11-22T07:03:06-03:00',
    last_response_status: 200,
    last_error: null,
    last_response_body: 'ok',
    next_attempt_at: null,
    created_at: '2026-11-22T07:03:00-03:00',
    attempts: [
      {
        number: 1,
        at: '2026-11-22T07:03:01-03:00',
        response_status: 500,
        error: null,
        response_body: 'busy',
        duration_ms: 84,
      },
      {
        number: 2,
        at: '2026-11-22T07:03:06-03:00',
        response_status: 200,
        error: null,
        response_body: 'ok',
        duration_ms: 31,
      },
    ],
  },
  {
    id: 'd2',
    event_id: 'ev-2',
    event_type: 'filter.created',
    status: 'failed',
    tries: 8,
    last_attempt_at: '2026-11-22T07:03:06-03:00',
    last_response_status: null,
    last_error: 'connection_refused',
    last_response_body: null,
    next_attempt_at: null,
    created_at: '2026-11-21T07:03:00-03:00',
    attempts: [],
  },
  {
    id: 'd3',
    event_id: 'ev-3',
    event_type: 'webhook.test',
    status: 'pending',
    tries: 0,
    last_attempt_at: null,
    last_response_status: null,
    last_error: null,
    last_response_body: null,
    next_attempt_at: '2026-11-22T07:04:00-03:00',
    created_at: '2026-11-22T07:04:00-03:00',
    attempts: [],
  },
];

vi.mock('../src/api/webhooks', async (actual) => ({
  ...(await actual<typeof import('../src/api/webhooks')>()),
  useWebhookDeliveries: () => ({
    isPending: false,
    error: null,
    data: { data: deliveries, meta: { current_page: 1, per_page: 20, total: 3, last_page: 1 } },
  }),
  useRetryWebhookDelivery: () => ({ mutate: retry, isPending: false, error: null }),
}));

beforeAll(() => i18next.changeLanguage('en'));
afterEach(() => {
  cleanup();
  retry.mockClear();
});

/** An endpoint's delivery log (docs/webhooks.md#the-api-and-the-dashboard-page). */
describe('DeliveriesLog', () => {
  it('shows each delivery with its status, tries and last answer, and Retry only for a delivered or failed one', () => {
    render(<DeliveriesLog endpointId="e1" onNotice={vi.fn()} />);
    const rows = screen.getAllByTestId('webhook-delivery');
    expect(rows.map((row) => row.getAttribute('data-status'))).toEqual(['delivered', 'failed', 'pending']);
    expect(within(rows[0]!).getByText('Delivered')).toBeTruthy();
    expect(within(rows[1]!).getByText('connection_refused')).toBeTruthy();
    expect(within(rows[2]!).getByText('Test')).toBeTruthy();
    expect(within(rows[2]!).queryByRole('button')).toBeNull();
    fireEvent.click(within(rows[1]!).getByRole('button', { name: 'Retry delivery Filter created' }));
    expect(retry).toHaveBeenCalledWith(deliveries[1], expect.anything());
  });

  it("lists a delivery's attempts, oldest first, behind a disclosure", () => {
    render(<DeliveriesLog endpointId="e1" onNotice={vi.fn()} />);
    const [first] = screen.getAllByTestId('webhook-delivery');
    expect(within(first!).getByText('Tries (2)')).toBeTruthy();
    const attempts = within(within(first!).getByRole('table')).getAllByRole('row').slice(1);
    expect(attempts.map((row) => within(row).getAllByRole('cell')[2]?.textContent)).toEqual(['500', '200']);
    expect(within(first!).getByText('busy')).toBeTruthy();
  });
});
