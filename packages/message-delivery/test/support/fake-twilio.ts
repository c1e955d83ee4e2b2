import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as the fake provider got it. */
export interface TwilioRequest {
  readonly method: string;
  readonly path: string;
  readonly headers: IncomingHttpHeaders;
  readonly form: URLSearchParams;
}

/** A local stand-in for Twilio's API on node:http: what reached it, its base URL, how to stop it. */
export interface FakeTwilio {
  readonly baseUrl: string;
  readonly requests: readonly TwilioRequest[];
  close(): Promise<void>;
}

/** Starts the fake on 127.0.0.1; `answer` writes each response (`null`: never answer, for timeouts). */
export async function startFakeTwilio(answer: ((response: ServerResponse) => void) | null): Promise<FakeTwilio> {
  const requests: TwilioRequest[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      requests.push({
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        form: new URLSearchParams(Buffer.concat(chunks).toString('utf8')),
      });
      answer?.(response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Twilio's answer to a queued message: 201 and a JSON body. */
export const created = (response: ServerResponse): void => {
  response
    .writeHead(201, { 'content-type': 'application/json' })
    .end(JSON.stringify({ sid: 'SM123', status: 'queued' }));
};

/** An error answer with Twilio's JSON error body. */
export const failing =
  (status: number) =>
  (response: ServerResponse): void => {
    response
      .writeHead(status, { 'content-type': 'application/json' })
      .end(JSON.stringify({ code: 21211, message: "The 'To' number +5511987654321 is not valid.", status }));
  };
