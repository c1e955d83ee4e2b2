import type { LookupFunction } from 'node:net';
import { isIP } from 'node:net';
import { afterEach, describe, expect, it } from '@jest/globals';
import { Webhook } from 'standardwebhooks';
import type { WebhookRequest } from '@employee/domain';
import { HttpWebhookSender, WEBHOOK_USER_AGENT } from '../src';
import { aSecret, startReceiver, type Answer, type Receiver } from './support/receiver';

/**
 * The sender over real sockets, against local receivers (docs/webhooks.md#delivery-requests-and-ssrf-defence).
 * A receiver on this machine is loopback, so the deliveries that must arrive run with `allowPrivate` (in production
 * mode, the one-machine setup); the refusals run in production mode without it.
 */
describe('HttpWebhookSender', () => {
  const receivers: Receiver[] = [];
  afterEach(async () => {
    await Promise.all(receivers.splice(0).map((r) => r.close()));
  });
  const receiver = async (answer: Answer, host?: string): Promise<Receiver> => {
    const started = await startReceiver(answer, host);
    receivers.push(started);
    return started;
  };
  const ok: Answer = (_request, response) => response.writeHead(204).end();

  const oneMachine = new HttpWebhookSender({ production: true, allowPrivate: true });
  const production = new HttpWebhookSender({ production: true, allowPrivate: false });
  const body = JSON.stringify({
    type: 'employee.updated',
    timestamp: '2026-11-28T12:00:00.000Z',
    data: { id: 'e1', company_id: 'c1', version: 2, changed: ['name'] },
  });
  const aRequest = (url: string, secrets = [aSecret()]): WebhookRequest => ({
    url,
    eventId: 'evt_0001',
    timestamp: new Date(),
    body,
    secrets,
  });
  /** A resolver that answers `address` for every host name, as a rebinding attacker's DNS would. */
  const lookupTo =
    (address: string): LookupFunction =>
    (_hostname, options, callback) => {
      const family = isIP(address);
      callback(null, options.all ? [{ address, family }] : address, family);
    };

  describe('delivering', () => {
    it('POSTs the body with headers a receiver verifies with the standardwebhooks package', async () => {
      const secret = aSecret();
      const verified: unknown[] = [];
      const target = await receiver((request, response) => {
        verified.push(new Webhook(secret).verify(request.body, request.headers as Record<string, string>));
        response.writeHead(200, { 'content-type': 'text/plain' }).end('thanks');
      });
      const outcome = await oneMachine.send(aRequest(target.url(), [secret]));
      expect(outcome).toEqual({ kind: 'delivered', status: 200, body: 'thanks', durationMs: expect.any(Number) });
      expect(verified).toEqual([JSON.parse(body)]);
      const [received] = target.requests;
      expect(received?.body).toBe(body);
      expect(received?.headers).toMatchObject({
        'webhook-id': 'evt_0001',
        'content-type': 'application/json',
        'user-agent': WEBHOOK_USER_AGENT,
      });
    });

    it('signs with both secrets of a rotation: each one verifies', async () => {
      const [current, previous] = [aSecret(), aSecret()];
      const target = await receiver(ok);
      expect((await oneMachine.send(aRequest(target.url(), [current, previous]))).kind).toBe('delivered');
      const [received] = target.requests;
      for (const secret of [current, previous]) {
        expect(new Webhook(secret).verify(received!.body, received!.headers as Record<string, string>)).toEqual(
          JSON.parse(body),
        );
      }
    });

    it('a 500 is failed with its status and body, and no error code', async () => {
      const target = await receiver((_request, response) => response.writeHead(500).end('boom'));
      expect(await oneMachine.send(aRequest(target.url()))).toEqual({
        kind: 'failed',
        status: 500,
        body: 'boom',
        error: null,
        durationMs: expect.any(Number),
      });
    });

    it('a 302 is failed as a redirect, and its target is never contacted', async () => {
      const elsewhere = await receiver(ok);
      const target = await receiver((_request, response) =>
        response.writeHead(302, { location: elsewhere.url('/elsewhere') }).end(),
      );
      const outcome = await oneMachine.send(aRequest(target.url()));
      expect(outcome).toMatchObject({ kind: 'failed', status: 302, error: 'redirect' });
      expect(elsewhere.connections).toBe(0);
    });

    it('a receiver that never answers is failed as a timeout at the deadline', async () => {
      const target = await receiver(() => undefined);
      const sender = new HttpWebhookSender({ production: true, allowPrivate: true, timeoutMs: 300 });
      const outcome = await sender.send(aRequest(target.url()));
      expect(outcome).toMatchObject({ kind: 'failed', status: null, body: null, error: 'timeout' });
      expect(outcome.durationMs).toBeGreaterThanOrEqual(290);
      expect(outcome.durationMs).toBeLessThan(2_000);
    });

    it('a body that never ends counts against the same deadline', async () => {
      const target = await receiver((_request, response) => response.writeHead(200).write('partial'));
      const sender = new HttpWebhookSender({ production: true, allowPrivate: true, timeoutMs: 300 });
      expect(await sender.send(aRequest(target.url()))).toMatchObject({ kind: 'failed', error: 'timeout' });
    });

    it('keeps the first 1 kB of a big answer', async () => {
      const target = await receiver((_request, response) => response.writeHead(200).end('x'.repeat(50_000)));
      const outcome = await oneMachine.send(aRequest(target.url()));
      expect(outcome).toMatchObject({ kind: 'delivered', status: 200, body: 'x'.repeat(1024) });
    });

    it('stops reading at 1 kB and closes the connection, without waiting for the rest', async () => {
      const target = await receiver((_request, response) => {
        response.writeHead(200);
        const more = setInterval(() => response.write('y'.repeat(512)), 10);
        response.on('close', () => clearInterval(more));
      });
      const sender = new HttpWebhookSender({ production: true, allowPrivate: true, timeoutMs: 5_000 });
      const outcome = await sender.send(aRequest(target.url()));
      expect(outcome).toMatchObject({ kind: 'delivered', body: 'y'.repeat(1024) });
      expect(outcome.durationMs).toBeLessThan(2_000);
    });

    it('names a closed port connection_refused and a TLS handshake with a plain HTTP server tls', async () => {
      const target = await receiver(ok);
      const closedPort = target.port;
      await target.close();
      receivers.splice(receivers.indexOf(target), 1);
      expect(await oneMachine.send(aRequest(`http://127.0.0.1:${closedPort}/`))).toMatchObject({
        error: 'connection_refused',
      });
      const plain = await receiver(ok);
      expect(await oneMachine.send(aRequest(`https://127.0.0.1:${plain.port}/`))).toMatchObject({ error: 'tls' });
    });

    it('resolves host names through the lookup it is given, at every delivery', async () => {
      const target = await receiver(ok);
      const sender = new HttpWebhookSender({ production: true, allowPrivate: true, lookup: lookupTo('127.0.0.1') });
      const outcome = await sender.send(aRequest(`http://hooks.example.com:${target.port}/`));
      expect(outcome.kind).toBe('delivered');
      expect(target.requests[0]?.headers.host).toBe(`hooks.example.com:${target.port}`);
    });
  });

  describe('refusing (SSRF), in production without allowPrivate', () => {
    it.each([
      ['127.0.0.1', '127.0.0.1'],
      ['::1', '[::1]'],
    ])('refuses loopback %s without connecting', async (host, urlHost) => {
      const target = await receiver(ok, host);
      const outcome = await production.send(aRequest(`https://${urlHost}:${target.port}/hooks`));
      expect(outcome).toMatchObject({ kind: 'failed', status: null, error: 'refused_address' });
      expect(target.connections).toBe(0);
    });

    it.each(['https://169.254.169.254/latest/meta-data/', 'https://10.0.0.1/hooks', 'https://[::ffff:10.0.0.1]/'])(
      'refuses %s without connecting',
      async (url) => {
        const outcome = await production.send(aRequest(url));
        expect(outcome).toMatchObject({ kind: 'failed', error: 'refused_address' });
        expect(outcome.durationMs).toBeLessThan(1_000);
      },
    );

    it('refuses localhost by name', async () => {
      const target = await receiver(ok);
      expect(await production.send(aRequest(`https://localhost:${target.port}/`))).toMatchObject({
        error: 'refused_address',
      });
      expect(target.connections).toBe(0);
    });

    it('refuses a public-looking host name that resolves to loopback at delivery time (DNS rebinding)', async () => {
      const target = await receiver(ok);
      const sender = new HttpWebhookSender({ production: true, allowPrivate: false, lookup: lookupTo('127.0.0.1') });
      const outcome = await sender.send(aRequest(`https://hooks.example.com:${target.port}/`));
      expect(outcome).toMatchObject({ kind: 'failed', status: null, error: 'refused_address' });
      expect(target.connections).toBe(0);
    });

    it('refuses a host name that resolves to the metadata address, even with allowPrivate', async () => {
      const sender = new HttpWebhookSender({
        production: true,
        allowPrivate: true,
        lookup: lookupTo('169.254.169.254'),
        timeoutMs: 2_000,
      });
      expect(await sender.send(aRequest('http://hooks.example.com/'))).toMatchObject({ error: 'refused_address' });
    });

    it('refuses http:// in production', async () => {
      const target = await receiver(ok);
      expect(await production.send(aRequest(`http://hooks.example.com:${target.port}/`))).toMatchObject({
        kind: 'failed',
        error: 'refused_scheme',
      });
    });

    it('does not follow a redirect to loopback (with allowPrivate: only so is a local receiver reached)', async () => {
      const loopback = await receiver(ok);
      const target = await receiver((_request, response) =>
        response.writeHead(307, { location: loopback.url('/internal', 'localhost') }).end(),
      );
      expect(await oneMachine.send(aRequest(target.url()))).toMatchObject({ status: 307, error: 'redirect' });
      expect(loopback.connections).toBe(0);
    });
  });
});
