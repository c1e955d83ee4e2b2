import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { build } from 'esbuild';
import { Webhook } from 'standardwebhooks';

const README = join(__dirname, '..', '..', '..', '..', 'README.md');
const BLOCK = /<!-- receiver-example:start -->\n```ts\n([\s\S]*?)```\n<!-- receiver-example:end -->/;

/** A port nobody listens on now. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * The receiver of README.md#webhooks, run as it is written: the block is bundled with the
 * client's sources (esbuild, which type-checks nothing: `webhook-receiver.ts`, the same text, is what `tsc -b`
 * checks) and started as a process of its own; signed requests are posted to it as the service posts them.
 */
describe('the webhook receiver example of the README', () => {
  const block = BLOCK.exec(readFileSync(README, 'utf8'))?.[1] ?? '';
  const secret = `whsec_${randomBytes(32).toString('base64')}`;
  const dir = mkdtempSync(join(tmpdir(), 'webhook-receiver-'));
  let child: ChildProcess;
  let port: number;
  let stdout = '';

  const post = async (body: string, headers: Record<string, string>): Promise<number> =>
    (await fetch(`http://127.0.0.1:${port}/`, { method: 'POST', body, headers })).status;
  const signed = (id: string, body: string): Record<string, string> => {
    const now = new Date();
    return {
      'content-type': 'application/json',
      'webhook-id': id,
      'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
      'webhook-signature': new Webhook(secret).sign(id, now, body),
    };
  };

  beforeAll(async () => {
    const bundle = await build({
      stdin: { contents: block, loader: 'ts', resolveDir: __dirname, sourcefile: 'webhook-receiver.ts' },
      bundle: true,
      platform: 'node',
      format: 'cjs',
      write: false,
      logLevel: 'silent',
      alias: { '@employee/client': join(__dirname, '..', '..', 'src', 'index.ts') },
    });
    const script = join(dir, 'receiver.cjs');
    writeFileSync(script, bundle.outputFiles[0]?.text ?? '');
    port = await freePort();
    child = spawn(process.execPath, [script], {
      env: { PATH: process.env.PATH, WEBHOOK_SECRET: secret, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    for (let tries = 0; ; tries += 1) {
      try {
        await fetch(`http://127.0.0.1:${port}/`, { method: 'POST', body: '' });
        break;
      } catch (error) {
        if (tries >= 100) throw error;
        await new Promise((resolve) => setTimeout(resolve, 30));
      }
    }
  });

  afterAll(() => {
    child?.kill();
    rmSync(dir, { recursive: true, force: true });
  });

  it('is the file tsc checks, word for word', () => {
    expect(block).toBe(readFileSync(join(__dirname, 'webhook-receiver.ts'), 'utf8'));
  });

  it('accepts a signed event once, answers a repeated delivery without handling it again', async () => {
    const body = JSON.stringify({
      type: 'employee.updated',
      timestamp: new Date().toISOString(),
      data: { id: 'e1', company_id: 'c1', version: 2, changed: ['name'] },
    });
    expect(await post(body, signed('evt_1', body))).toBe(204);
    expect(await post(body, signed('evt_1', body))).toBe(204);
    expect(stdout).toBe('employee.updated e1\n');
  });

  it('rejects a tampered body and an unsigned request', async () => {
    const body = JSON.stringify({ type: 'employee.deleted', timestamp: '', data: { id: 'e2', company_id: 'c1' } });
    expect(await post(body.replace('e2', 'e3'), signed('evt_2', body))).toBe(401);
    expect(await post(body, { 'content-type': 'application/json' })).toBe(401);
    expect(stdout).not.toContain('e3');
  });
});
