import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { simpleParser } from 'mailparser';
import { FileEmailTransport } from '../src';
import { anEmail, headerLines } from './support/emails';
import { aTemporaryDir } from './support/temporary-dir';

/** FileEmailTransport writes what SMTP would carry, one file per message id (docs/notifications.md#transports). */
describe('FileEmailTransport', () => {
  let dir: Awaited<ReturnType<typeof aTemporaryDir>>;
  beforeEach(async () => {
    dir = await aTemporaryDir();
  });
  afterEach(() => dir.remove());
  const sender = { from: 'Pesquisas <no-reply@surveys.example.com>', messageIdDomain: 'surveys.example.com' };

  it('writes <messageId>.eml, a message mailparser reads with the SMTP headers, making the directory', async () => {
    const outbox = join(dir.path, 'mail', 'outbox');
    const email = anEmail();
    expect(await new FileEmailTransport(outbox, sender).send(email)).toEqual({ kind: 'sent' });
    expect(await readdir(outbox)).toEqual([`${email.messageId}.eml`]);
    const parsed = await simpleParser(await readFile(join(outbox, `${email.messageId}.eml`)));
    expect(parsed.subject).toBe(email.subject);
    expect(parsed.text).toBe(email.text);
    expect(parsed.html).toBe(email.html);
    expect(parsed.messageId).toBe(`<${email.messageId}@surveys.example.com>`);
    expect(parsed.from?.value).toEqual([{ address: 'no-reply@surveys.example.com', name: 'Pesquisas' }]);
    expect(parsed.to).toMatchObject({ value: [{ address: email.to }] });
    expect(headerLines(parsed, 'list-unsubscribe')).toEqual([`List-Unsubscribe: <${email.unsubscribeUrl}>`]);
    expect(headerLines(parsed, 'list-unsubscribe-post')).toEqual(['List-Unsubscribe-Post: List-Unsubscribe=One-Click']);
  });

  it('the same id again replaces the file: one file, the last text', async () => {
    const transport = new FileEmailTransport(dir.path, sender);
    await transport.send(anEmail({ subject: 'first' }));
    await transport.send(anEmail({ subject: 'second' }));
    await transport.send(anEmail({ messageId: 'other-id', subject: 'other' }));
    expect((await readdir(dir.path)).sort()).toEqual([`${anEmail().messageId}.eml`, 'other-id.eml']);
    const parsed = await simpleParser(await readFile(join(dir.path, `${anEmail().messageId}.eml`)));
    expect(parsed.subject).toBe('second');
  });

  it('a directory it cannot write is temporary: file_write', async () => {
    const notADir = join(dir.path, 'a-file');
    await writeFile(notADir, 'x');
    expect(await new FileEmailTransport(notADir).send(anEmail())).toEqual({ kind: 'temporary', error: 'file_write' });
  });

  it('refuses an id that would leave the directory', async () => {
    const outcome = await new FileEmailTransport(dir.path).send(anEmail({ messageId: '../escape' }));
    expect(outcome).toEqual({ kind: 'permanent', error: 'invalid_message_id' });
    expect(await readdir(dir.path)).toEqual([]);
  });
});
