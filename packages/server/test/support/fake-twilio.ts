import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request a {@link FakeTwilio} received: its path, Basic credentials, idempotency token and form fields. */
export interface TwilioRequest {
  readonly path: string;
  readonly authorization: string;
  readonly idempotencyToken: string;
  readonly form: URLSearchParams;
}

/**
 * Twilio's Messages API faked on 127.0.0.1 (`TWILIO_BASE_URL`): it records each request and answers `201`, as
 * Twilio does when it accepts a message.
 */
export class FakeTwilio {
  readonly requests: TwilioRequest[] = [];

  private constructor(private readonly server: Server) {}

  get baseUrl(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  static async listen(): Promise<FakeTwilio> {
    const fake: { current: FakeTwilio | null } = { current: null };
    const server = createServer((req, res) => {
      let body = '';
      req.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
      req.on('end', () => {
        fake.current!.requests.push({
          path: req.url ?? '',
          authorization: req.headers.authorization ?? '',
          idempotencyToken: String(req.headers['i-twilio-idempotency-token'] ?? ''),
          form: new URLSearchParams(body),
        });
        res.writeHead(201, { 'content-type': 'application/json' }).end('{"sid":"SM00000000000000000000000000000000"}');
      });
    }).listen(0, '127.0.0.1');
    await once(server, 'listening');
    fake.current = new FakeTwilio(server);
    return fake.current;
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
