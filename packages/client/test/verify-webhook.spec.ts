import { randomBytes } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { Webhook } from 'standardwebhooks';
import { verifyWebhook, WebhookVerificationError, type WebhookEvent } from '../src';

/** docs/webhooks.md#verifying-in-a-receiver: signed here with the `standardwebhooks` package, as the service signs. */
describe('verifyWebhook', () => {
  const secret = `whsec_${randomBytes(32).toString('base64')}`;
  const event: WebhookEvent = {
    type: 'employee.updated',
    timestamp: '2026-11-28T12:00:00.000Z',
    data: { id: 'e1', company_id: 'c1', version: 4, changed: ['name', 'email'] },
  };
  const body = JSON.stringify(event);
  const signed = (payload = body, at = new Date(), key = secret): Record<string, string> => ({
    'webhook-id': 'evt_1',
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': new Webhook(key).sign('evt_1', at, payload),
  });

  it('answers the event of a genuine request, from Node headers and a string or bytes body', () => {
    expect(verifyWebhook(secret, signed(), body)).toEqual(event);
    expect(verifyWebhook(secret, signed(), new TextEncoder().encode(body))).toEqual(event);
    expect(verifyWebhook(secret, signed(), Buffer.from(body))).toEqual(event);
  });

  it('reads fetch Headers and header names in any case', () => {
    expect(verifyWebhook(secret, new Headers(signed()), body)).toEqual(event);
    const shouted = Object.fromEntries(Object.entries(signed()).map(([name, value]) => [name.toUpperCase(), value]));
    expect(verifyWebhook(secret, shouted, body)).toEqual(event);
  });

  it('accepts a request signed by several secrets when one of them is its own (a rotation)', () => {
    const other = `whsec_${randomBytes(32).toString('base64')}`;
    const at = new Date();
    const headers = signed(body, at);
    headers['webhook-signature'] = `${new Webhook(other).sign('evt_1', at, body)} ${headers['webhook-signature']}`;
    expect(verifyWebhook(secret, headers, body)).toEqual(event);
  });

  it('throws WebhookVerificationError for a tampered body, another secret, an old request or no signature', () => {
    const tampered = body.replace('"e1"', '"e2"');
    expect(() => verifyWebhook(secret, signed(), tampered)).toThrow(WebhookVerificationError);
    expect(() => verifyWebhook(secret, signed(body, new Date(), `whsec_${'A'.repeat(43)}=`), body)).toThrow(
      WebhookVerificationError,
    );
    expect(() => verifyWebhook(secret, signed(body, new Date(Date.now() - 10 * 60_000)), body)).toThrow(
      'Message timestamp too old',
    );
    const { 'webhook-signature': _signature, ...unsigned } = signed();
    expect(() => verifyWebhook(secret, unsigned, body)).toThrow(WebhookVerificationError);
  });
});
