import { connect, type Socket } from 'node:net';
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createDataDir, eventually, startServerProcess, type ServerProcess } from './support/server-process';

/**
 * A client that sends its request too slowly does not keep its socket (docs/reliability.md#time-bounds): the
 * REAL server process with `HTTP_HEADERS_TIMEOUT_MS` and `HTTP_REQUEST_TIMEOUT_MS` at 2 s answers `408` and
 * closes the connection of a client that trickles its headers (a slowloris) or its body, within about a
 * second of the bound, not the 30 s of Node's default check interval. Runs the BUILT dist.
 */

const BOUND_MS = 2000;
/** Node checks the bounds every second: an answer may come up to that much after the bound, plus slack. */
const MARGIN_MS = 2500;

let server: ServerProcess | null = null;
let key = '';
let removeDataDir: () => Promise<void> = async () => undefined;

beforeAll(async () => {
  const dataDir = await createDataDir();
  removeDataDir = () => dataDir.remove();
  server = await startServerProcess({
    DATA_DIR: dataDir.path,
    HTTP_HEADERS_TIMEOUT_MS: String(BOUND_MS),
    HTTP_REQUEST_TIMEOUT_MS: String(BOUND_MS),
  });
  const started = server;
  expect(await eventually(async () => started.stdout().includes('curl '), 5_000)).toBe(true);
  key = /API key \(shown only now\): (emp_sandbox_\S+)/.exec(server.stdout())![1]!;
}, 90_000);

afterAll(async () => {
  await server?.stop();
  await removeDataDir();
});

/**
 * Opens a socket, writes `first`, then one byte of `trickle` every 300 ms; resolves with what the server
 * sent and when it closed the socket (ms after connecting).
 */
function slowClient(port: number, first: string, trickle: string): Promise<{ answer: string; closedAfterMs: number }> {
  return new Promise((resolve) => {
    const started = performance.now();
    let answer = '';
    const socket: Socket = connect(port, '127.0.0.1', () => socket.write(first));
    let next = 0;
    const timer = setInterval(() => {
      if (next < trickle.length && socket.writable) socket.write(trickle[next++] as string);
    }, 300);
    socket.setEncoding('utf8').on('data', (chunk: string) => (answer += chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ answer, closedAfterMs: performance.now() - started });
    });
  });
}

describe('HTTP time bounds of the server process (embedded database)', () => {
  it('answers 408 and closes the socket of a client that trickles its headers', async () => {
    const { answer, closedAfterMs } = await slowClient(
      server!.port as number,
      'GET /api/health HTTP/1.1\r\nHost: localhost\r\n',
      'X-Slow: ' + 'a'.repeat(200),
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedAfterMs).toBeGreaterThanOrEqual(BOUND_MS - 100);
    expect(closedAfterMs).toBeLessThan(BOUND_MS + MARGIN_MS);
  }, 30_000);

  it('answers 408 and closes the socket of a client that trickles its body', async () => {
    const body = JSON.stringify({ name: 'x'.repeat(100) });
    const { answer, closedAfterMs } = await slowClient(
      server!.port as number,
      'POST /api/v1/employees HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        `Authorization: Bearer ${key}\r\nContent-Length: ${body.length}\r\n\r\n`,
      body,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedAfterMs).toBeGreaterThanOrEqual(BOUND_MS - 100);
    expect(closedAfterMs).toBeLessThan(BOUND_MS + MARGIN_MS);
  }, 30_000);

  it('still serves a client that sends in time', async () => {
    const res = await fetch(`${server!.baseUrl}/api/health`);
    expect(res.status).toBe(200);
  });
});
