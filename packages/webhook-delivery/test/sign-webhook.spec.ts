import { describe, expect, it } from '@jest/globals';
import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import { signWebhook } from '../src';
import { aSecret } from './support/receiver';

/** docs/webhooks.md#signatures: checked with the `standardwebhooks` package's own `verify`, as receivers do. */
describe('signWebhook', () => {
  const body = JSON.stringify({ type: 'employee.updated', data: { id: 'e1', version: 3, changed: ['name'] } });
  const now = new Date();

  it('gives the three Standard Webhooks headers, the timestamp in unix seconds', () => {
    const secret = aSecret();
    const headers = signWebhook({
      id: 'evt_1',
      timestamp: new Date('2026-11-28T12:00:00.750Z'),
      body,
      secrets: [secret],
    });
    expect(headers['webhook-id']).toBe('evt_1');
    expect(headers['webhook-timestamp']).toBe(String(Date.parse('2026-11-28T12:00:00Z') / 1000));
    expect(headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]{43}=$/);
  });

  it('verifies with the library, and the verified payload is the body', () => {
    const secret = aSecret();
    const headers = signWebhook({ id: 'evt_1', timestamp: now, body, secrets: [secret] });
    expect(new Webhook(secret).verify(body, { ...headers })).toEqual(JSON.parse(body));
  });

  it('fails verification when one byte of the body changed', () => {
    const secret = aSecret();
    const headers = signWebhook({ id: 'evt_1', timestamp: now, body, secrets: [secret] });
    expect(() => new Webhook(secret).verify(body.replace('"e1"', '"e2"'), { ...headers })).toThrow(
      WebhookVerificationError,
    );
  });

  it('fails verification with another id or another secret', () => {
    const secret = aSecret();
    const headers = signWebhook({ id: 'evt_1', timestamp: now, body, secrets: [secret] });
    expect(() => new Webhook(secret).verify(body, { ...headers, 'webhook-id': 'evt_2' })).toThrow('No matching');
    expect(() => new Webhook(aSecret()).verify(body, { ...headers })).toThrow('No matching');
  });

  it('fails verification when the timestamp is older than the receiver tolerates (5 minutes)', () => {
    const secret = aSecret();
    const old = new Date(Date.now() - 6 * 60_000);
    const headers = signWebhook({ id: 'evt_1', timestamp: old, body, secrets: [secret] });
    expect(() => new Webhook(secret).verify(body, { ...headers })).toThrow('Message timestamp too old');
  });

  it('signs with every active secret, space-separated, so each one verifies (a rotation overlap)', () => {
    const [current, previous] = [aSecret(), aSecret()];
    const headers = signWebhook({ id: 'evt_1', timestamp: now, body, secrets: [current, previous] });
    expect(headers['webhook-signature'].split(' ')).toHaveLength(2);
    expect(new Webhook(current).verify(body, { ...headers })).toEqual(JSON.parse(body));
    expect(new Webhook(previous).verify(body, { ...headers })).toEqual(JSON.parse(body));
  });

  it('refuses to sign without a secret', () => {
    expect(() => signWebhook({ id: 'evt_1', timestamp: now, body, secrets: [] })).toThrow(TypeError);
  });
});
