import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as the receiver got it: its headers and its body, read to the end. */
export interface Received {
  headers: IncomingMessage['headers'];
  body: string;
}

/** A local HTTP receiver on a free port: what reached it, its URL, and how to stop it. */
export interface Receiver {
  /** Every TCP connection made to it, and every complete request read from them. */
  readonly connections: number;
  readonly requests: readonly Received[];
  /** The bytes that reached it over any connection, complete requests or not. */
  readonly bytes: number;
  /** `http://<host>:<port><path>`, `host` as given (`127.0.0.1`, `[::1]`) or the one it listens on. */
  url(path?: string, host?: string): string;
  readonly port: number;
  close(): Promise<void>;
}

/** What a test's receiver answers; `request.body` is the whole body, already read. */
export type Answer = (request: Received, response: ServerResponse) => void;

/** A fresh Standard Webhooks secret: `whsec_` and the base64 of 32 random bytes. */
export const aSecret = (): string => `whsec_${randomBytes(32).toString('base64')}`;

/** Starts a receiver on `host` (127.0.0.1 unless told) that records what reaches it and answers with `answer`. */
export async function startReceiver(answer: Answer, host = '127.0.0.1'): Promise<Receiver> {
  const requests: Received[] = [];
  let connections = 0;
  let bytes = 0;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const received = { headers: request.headers, body: Buffer.concat(chunks).toString('utf8') };
      requests.push(received);
      answer(received, response);
    });
  });
  server.on('connection', (socket) => {
    connections += 1;
    socket.on('data', (chunk: Buffer) => (bytes += chunk.length));
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const port = (server.address() as AddressInfo).port;
  const urlHost = host.includes(':') ? `[${host}]` : host;
  return {
    get connections() {
      return connections;
    },
    requests,
    get bytes() {
      return bytes;
    },
    url: (path = '/hooks', asHost = urlHost) => `http://${asHost}:${port}${path}`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
