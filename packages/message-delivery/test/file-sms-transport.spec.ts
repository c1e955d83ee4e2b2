import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { FileSmsTransport } from '../src';
import { aTemporaryDir } from './support/temporary-dir';

/** FileSmsTransport: one `<messageId>.txt` per SMS, with the number and the text (docs/notifications.md#transports). */
describe('FileSmsTransport', () => {
  let dir: Awaited<ReturnType<typeof aTemporaryDir>>;
  beforeEach(async () => {
    dir = await aTemporaryDir();
  });
  afterEach(() => dir.remove());
  const sms = { messageId: 'sms-1', to: '+5511987654321', text: 'Convite para o painel: https://x.example/i/1' };

  it('writes <messageId>.txt with the number and the text, making the directory', async () => {
    const outbox = join(dir.path, 'sms');
    expect(await new FileSmsTransport(outbox).send(sms)).toEqual({ kind: 'sent' });
    expect(await readdir(outbox)).toEqual(['sms-1.txt']);
    expect(await readFile(join(outbox, 'sms-1.txt'), 'utf8')).toBe(`To: ${sms.to}\n\n${sms.text}\n`);
  });

  it('the same id again replaces the file', async () => {
    const transport = new FileSmsTransport(dir.path);
    await transport.send({ ...sms, text: 'first' });
    await transport.send({ ...sms, text: 'second' });
    expect(await readdir(dir.path)).toEqual(['sms-1.txt']);
    expect(await readFile(join(dir.path, 'sms-1.txt'), 'utf8')).toContain('second');
  });

  it('a directory it cannot write is temporary, and an id that would leave it is refused', async () => {
    const notADir = join(dir.path, 'a-file');
    await writeFile(notADir, 'x');
    expect(await new FileSmsTransport(notADir).send(sms)).toEqual({ kind: 'temporary', error: 'file_write' });
    expect(await new FileSmsTransport(dir.path).send({ ...sms, messageId: '../../etc/x' })).toEqual({
      kind: 'permanent',
      error: 'invalid_message_id',
    });
    expect(await readdir(dir.path)).toEqual(['a-file']);
  });
});
