import { afterEach, describe, expect, it } from '@jest/globals';
import type { SmsMessage } from '@employee/domain';
import { TwilioSmsTransport } from '../src';
import { created, failing, startFakeTwilio, type FakeTwilio } from './support/fake-twilio';
import { aClosedPort } from './support/free-port';

const ACCOUNT = { accountSid: 'AC0123456789abcdef0123456789abcdef', authToken: 'token-secret', from: '+15017122661' };

const anSms = (overrides: Partial<SmsMessage> = {}): SmsMessage => ({
  messageId: '0193a6f2-7c1e-7d4a-9b2e-5f6a7b8c9d0e',
  to: '+5511987654321',
  text: 'Padaria Pão Quente convida você a responder a uma pesquisa anônima: https://surveys.example.com/s/t?a=1&b=2',
  ...overrides,
});

/** TwilioSmsTransport against a fake of Twilio's HTTP contract on node:http (docs/notifications.md#transports). */
describe('TwilioSmsTransport', () => {
  const fakes: FakeTwilio[] = [];
  afterEach(async () => {
    await Promise.all(fakes.splice(0).map((fake) => fake.close()));
  });
  const fakeTwilio = async (answer: Parameters<typeof startFakeTwilio>[0]) => {
    const fake = await startFakeTwilio(answer);
    fakes.push(fake);
    return fake;
  };

  it("POSTs Twilio's form to the account's Messages.json with Basic auth and the idempotency token", async () => {
    const twilio = await fakeTwilio(created);
    const sms = anSms();
    expect(await new TwilioSmsTransport({ ...ACCOUNT, baseUrl: twilio.baseUrl }).send(sms)).toEqual({ kind: 'sent' });
    expect(twilio.requests).toHaveLength(1);
    const [request] = twilio.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe(`/2010-04-01/Accounts/${ACCOUNT.accountSid}/Messages.json`);
    const [scheme, credentials] = (request?.headers.authorization ?? '').split(' ');
    expect(scheme).toBe('Basic');
    expect(Buffer.from(credentials ?? '', 'base64').toString('utf8')).toBe(
      `${ACCOUNT.accountSid}:${ACCOUNT.authToken}`,
    );
    expect(request?.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(request?.headers['i-twilio-idempotency-token']).toBe(sms.messageId);
    expect(Object.fromEntries(request?.form ?? [])).toEqual({ To: sms.to, From: ACCOUNT.from, Body: sms.text });
  });

  it('a retry of the same message carries the same idempotency token', async () => {
    const twilio = await fakeTwilio(created);
    const transport = new TwilioSmsTransport({ ...ACCOUNT, baseUrl: `${twilio.baseUrl}/` });
    await transport.send(anSms());
    await transport.send(anSms());
    await transport.send(anSms({ messageId: 'another-message' }));
    expect(twilio.requests.map((r) => r.headers['i-twilio-idempotency-token'])).toEqual([
      anSms().messageId,
      anSms().messageId,
      'another-message',
    ]);
    expect(twilio.requests.map((r) => r.path)).toEqual(
      Array(3).fill(`/2010-04-01/Accounts/${ACCOUNT.accountSid}/Messages.json`),
    );
  });

  it.each([
    [429, { kind: 'temporary', error: 'sms_429' }],
    [503, { kind: 'temporary', error: 'sms_503' }],
    [500, { kind: 'temporary', error: 'sms_500' }],
    [401, { kind: 'temporary', error: 'sms_401' }],
    [400, { kind: 'permanent', error: 'sms_400' }],
    [404, { kind: 'permanent', error: 'sms_404' }],
  ])('an answer %i is %j, never with the number or the body', async (status, outcome) => {
    const twilio = await fakeTwilio(failing(status));
    expect(await new TwilioSmsTransport({ ...ACCOUNT, baseUrl: twilio.baseUrl }).send(anSms())).toEqual(outcome);
  });

  it('a provider that is down is temporary: connection_refused', async () => {
    const baseUrl = `http://127.0.0.1:${await aClosedPort()}`;
    expect(await new TwilioSmsTransport({ ...ACCOUNT, baseUrl }).send(anSms())).toEqual({
      kind: 'temporary',
      error: 'connection_refused',
    });
  });

  it('a provider that never answers is temporary: timeout, at the deadline', async () => {
    const twilio = await fakeTwilio(null);
    const started = Date.now();
    const outcome = await new TwilioSmsTransport({ ...ACCOUNT, baseUrl: twilio.baseUrl, timeoutMs: 300 }).send(anSms());
    expect(outcome).toEqual({ kind: 'temporary', error: 'timeout' });
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
