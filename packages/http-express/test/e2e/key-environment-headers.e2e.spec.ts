import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { crc32 } from 'node:zlib';
import { afterEach, describe, expect, it } from '@jest/globals';
import { NodeApiKeyCodec } from '@employee/security-node';
import type { Express } from 'express';
import request from 'supertest';
import { buildTestApp } from '../support/test-app';
import { memoryOnly, bearer, call, expectErrorBody, useStorage } from './e2e-helpers';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** `key` (`emp_sandbox_…`) re-prefixed as a production key, with the CRC-32 checksum recomputed to match. */
function reprefixedAsProduction(key: string): string {
  const body = key.slice(0, -6).replace(/^emp_sandbox_/, 'emp_production_');
  let checksum = '';
  for (let rest = crc32(body); checksum.length < 6; rest = Math.floor(rest / 62))
    checksum = BASE62[rest % 62] + checksum;
  return `${body}${checksum}`;
}

/** A server of `app` on a loopback port, for requests `supertest` cannot write (repeated headers). */
async function listening(app: Express): Promise<{ server: Server; port: number }> {
  const server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

/** Sends `head` (request line and header lines, without the blank line) as written; the status and body. */
function rawRequest(port: number, head: string[]): Promise<{ status: number; body: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(`${head.join('\r\n')}\r\nConnection: close\r\n\r\n`));
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    socket.on('error', reject);
    socket.on('end', () => {
      const [statusLine = '', ...rest] = text.split('\r\n');
      const body = rest.join('\r\n').split('\r\n\r\n').slice(1).join('\r\n\r\n');
      resolve({ status: Number(statusLine.split(' ')[1]), body: JSON.parse(body || '{}') as Record<string, unknown> });
    });
  });
}

/**
 * A key serves only the environment it was issued for, and a request names its caller and origin once
 * (docs/security.md#api22023-broken-authentication, #api82023-security-misconfiguration).
 */
describe.each(memoryOnly())('key environments and repeated headers on %s', (kind) => {
  const storage = useStorage(kind);
  let server: Server | null = null;

  afterEach(async () => {
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
    server = null;
  });

  it('a sandbox key re-prefixed as production, with a recomputed checksum, is refused by production', async () => {
    const t = await buildTestApp(storage());
    const production = new NodeApiKeyCodec('production');
    const forged = reprefixedAsProduction(t.key);
    const productionApp = t.anotherApp({ apiKeyCodec: production });

    expect(production.parse(forged)).not.toBeNull();
    expect((await call(request(t.app).get('/api/v1/filters').set(bearer(t.key)))).status).toBe(200);
    const res = await call(request(productionApp).get('/api/v1/filters').set(bearer(forged)));
    expectErrorBody(res, 401);
    expect(res.headers['www-authenticate']).toBe('Bearer');
  });

  it.each([
    ['Authorization', (key: string) => [`Authorization: Bearer ${key}`, `Authorization: Bearer ${key}`]],
    ['Authorization', (key: string) => [`Authorization: Bearer ${key}`, 'authorization: Bearer garbage']],
    ['Host', (key: string) => [`Authorization: Bearer ${key}`, 'Host: evil.example']],
  ])('two %s headers → 400 with the standard body', async (name, headers) => {
    const t = await buildTestApp(storage());
    const started = await listening(t.app);
    server = started.server;
    const host = `Host: 127.0.0.1:${started.port}`;

    const once = await rawRequest(started.port, [
      'GET /api/v1/filters HTTP/1.1',
      host,
      `Authorization: Bearer ${t.key}`,
    ]);
    const twice = await rawRequest(started.port, ['GET /api/v1/filters HTTP/1.1', host, ...headers(t.key)]);

    expect(once.status).toBe(200);
    expect(twice).toEqual({
      status: 400,
      body: { id: expect.any(String), status: 400, title: 'Bad Request', detail: expect.stringContaining(name) },
    });
  });
});
