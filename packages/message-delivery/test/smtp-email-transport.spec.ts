import { createServer, type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from '@jest/globals';
import { simpleParser } from 'mailparser';
import { SmtpEmailTransport, type SmtpEmailTransportOptions } from '../src';
import { anEmail, headerLines } from './support/emails';
import { aClosedPort, aSilentServer } from './support/free-port';
import { startSmtpReceiver, type RecipientAnswer, type SmtpReceiver } from './support/smtp-receiver';

const SENDER = { from: 'Pesquisas <no-reply@surveys.example.com>', messageIdDomain: 'surveys.example.com' };

/** SmtpEmailTransport against a real SMTP server in this process (docs/notifications.md#transports). */
describe('SmtpEmailTransport', () => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  const receiver = async (answer?: RecipientAnswer, credentials?: { username: string; password: string }) => {
    const started = await startSmtpReceiver(answer, credentials);
    cleanups.push(() => started.close());
    return started;
  };
  const transport = (options: Partial<SmtpEmailTransportOptions> & { smtpUrl: string }) => {
    const made = new SmtpEmailTransport({ ...SENDER, ...options });
    cleanups.push(() => made.close());
    return made;
  };
  const urlOf = (target: SmtpReceiver | { port: number }) => `smtp://127.0.0.1:${target.port}`;

  it('delivers a multipart UTF-8 message with its Message-ID and one-click List-Unsubscribe', async () => {
    const target = await receiver();
    const email = anEmail();
    expect(await transport({ smtpUrl: urlOf(target) }).send(email)).toEqual({ kind: 'sent' });
    expect(target.messages).toHaveLength(1);
    const parsed = await simpleParser(target.messages[0] as Buffer);
    expect(parsed.subject).toBe(email.subject);
    expect(parsed.text).toBe(email.text);
    expect(parsed.html).toBe(email.html);
    expect(parsed.messageId).toBe(`<${email.messageId}@surveys.example.com>`);
    expect(parsed.from?.value).toEqual([{ address: 'no-reply@surveys.example.com', name: 'Pesquisas' }]);
    expect(parsed.to).toMatchObject({ value: [{ address: email.to }] });
    expect(headerLines(parsed, 'list-unsubscribe')).toEqual([`List-Unsubscribe: <${email.unsubscribeUrl}>`]);
    expect(headerLines(parsed, 'list-unsubscribe-post')).toEqual(['List-Unsubscribe-Post: List-Unsubscribe=One-Click']);
    expect(headerLines(parsed, 'content-type')[0]).toMatch(/multipart\/alternative/);
  });

  it('sends no List-Unsubscribe headers for a message without an opt-out', async () => {
    const target = await receiver();
    await transport({ smtpUrl: urlOf(target) }).send(anEmail({ unsubscribeUrl: null }));
    const parsed = await simpleParser(target.messages[0] as Buffer);
    expect(headerLines(parsed, 'list-unsubscribe')).toEqual([]);
    expect(headerLines(parsed, 'list-unsubscribe-post')).toEqual([]);
  });

  it('signs in with the credentials of the URL, percent-decoded', async () => {
    const credentials = { username: 'mailer@surveys.example.com', password: 'p@ss:wörd/1' };
    const target = await receiver(undefined, credentials);
    const userinfo = `${encodeURIComponent(credentials.username)}:${encodeURIComponent(credentials.password)}`;
    const smtpUrl = `smtp://${userinfo}@127.0.0.1:${target.port}`;
    expect(await transport({ smtpUrl }).send(anEmail())).toEqual({ kind: 'sent' });
    expect(target.signIns).toEqual([credentials]);
  });

  it('a refused sign-in is temporary: the configuration is wrong, not the message', async () => {
    const target = await receiver(undefined, { username: 'mailer', password: 'right' });
    const outcome = await transport({ smtpUrl: `smtp://mailer:wrong@127.0.0.1:${target.port}` }).send(anEmail());
    expect(outcome).toEqual({ kind: 'temporary', error: 'smtp_auth' });
    expect(target.messages).toHaveLength(0);
  });

  it('keeps its connection for the next messages (a pool)', async () => {
    const target = await receiver();
    const mailer = transport({ smtpUrl: urlOf(target) });
    for (const messageId of ['m-1', 'm-2', 'm-3'])
      expect(await mailer.send(anEmail({ messageId }))).toEqual({ kind: 'sent' });
    expect(target.messages).toHaveLength(3);
    expect(target.connections).toBe(1);
  });

  it('a 4xx reply is temporary and a 5xx permanent, by code, never with the address or the text', async () => {
    const target = await receiver((address) =>
      address.startsWith('busy') ? 451 : address.startsWith('gone') ? 550 : 'accept',
    );
    const mailer = transport({ smtpUrl: urlOf(target) });
    expect(await mailer.send(anEmail({ to: 'busy@example.com' }))).toEqual({ kind: 'temporary', error: 'smtp_451' });
    expect(await mailer.send(anEmail({ to: 'gone@example.com' }))).toEqual({ kind: 'permanent', error: 'smtp_550' });
    expect(await mailer.send(anEmail({ to: 'fine@example.com' }))).toEqual({ kind: 'sent' });
  });

  it('a server that greets with 421 is temporary: smtp_421', async () => {
    const busy = createServer((socket) => socket.end('421 too busy, try later\r\n'));
    await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => new Promise<void>((resolve) => busy.close(() => resolve())));
    const smtpUrl = `smtp://127.0.0.1:${(busy.address() as AddressInfo).port}`;
    expect(await transport({ smtpUrl }).send(anEmail())).toEqual({ kind: 'temporary', error: 'smtp_421' });
  });

  it('nothing listening is temporary: connection_refused', async () => {
    const smtpUrl = `smtp://127.0.0.1:${await aClosedPort()}`;
    expect(await transport({ smtpUrl }).send(anEmail())).toEqual({ kind: 'temporary', error: 'connection_refused' });
  });

  it('a server that never greets is temporary: timeout, within the bound', async () => {
    const silent = await aSilentServer();
    cleanups.push(() => silent.close());
    const started = Date.now();
    const outcome = await transport({ smtpUrl: urlOf(silent), timeoutMs: 300 }).send(anEmail());
    expect(outcome).toEqual({ kind: 'temporary', error: 'timeout' });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('refuses a message id that cannot be a header as it is, sending nothing', async () => {
    const target = await receiver();
    const outcome = await transport({ smtpUrl: urlOf(target) }).send(anEmail({ messageId: 'a>b@evil' }));
    expect(outcome).toEqual({ kind: 'permanent', error: 'invalid_message_id' });
    expect(target.connections).toBe(0);
  });
});
