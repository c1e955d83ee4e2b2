import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { Webhook } from 'standardwebhooks';

/** One request the receiver verified: which endpoint (the URL path), the event it carried, and when it came. */
export interface Receipt {
  /** The request's path, one per endpoint (`/hooks/a`). */
  readonly path: string;
  /** The `webhook-id` header: the event's id, the same on every try. */
  readonly webhookId: string;
  /** The event's `type` (`employee.updated`, …). */
  readonly type: string;
  /** `data.id`: the entity the event is about (the employee's id). */
  readonly dataId: string;
  /** `data.version`: the entity's version after the change, `null` when the event has none. */
  readonly version: number | null;
  /** When its body was complete, in milliseconds since the epoch (`Date.now()`). */
  readonly at: number;
  /** 1 for the first request of this `webhook-id` on this path, 2 for the next (a retry or a duplicate), … */
  readonly nth: number;
}

/**
 * How the receiver answers one verified request: `status` with `headers` (none by default) after `delayMs`
 * milliseconds (default 0), or `hang`: no answer at all, until the sender gives up (its 10 s timeout) or the
 * receiver stops.
 */
export type Answer =
  { readonly status: number; readonly headers?: Readonly<Record<string, string>>; readonly delayMs?: number } | 'hang';

/** Chooses the answer to each verified request; the default answers 204 at once. */
export type Responder = (receipt: Receipt) => Answer;

/**
 * A webhook receiver on `node:http` at 127.0.0.1, for the webhooks' fault tests and `npm run bench:webhooks`
 * (docs/webhooks.md#faults-and-guarantees; docs/performance.md#webhooks). Every request is checked with the
 * `standardwebhooks` package's own `Webhook.verify` (the Standard Webhooks reference code, not ours) under the secret
 * registered for its path: a verified one is recorded as a {@link Receipt} and answered as the {@link Responder}
 * says; any other is answered 401 and counted in `unverified`. It also counts the TCP connections it accepted, and
 * records an overlap whenever a request arrives while another with the same `webhook-id` and path is still in flight
 * (two deliveries of one attempt at the same time). `stop()` closes the port and cuts open connections (a receiver
 * that went away); `start()` listens again on the same port.
 */
export class WebhookReceiver {
  /** The verified requests, in the order their bodies completed. */
  readonly receipts: Receipt[] = [];
  /** `<path> <webhook-id>` of each request that arrived while one with the same id and path was in flight. */
  readonly overlaps: string[] = [];
  /** Requests refused with 401: no secret for their path, or `Webhook.verify` threw. */
  unverified = 0;
  /** TCP connections accepted since the receiver was made. */
  connections = 0;

  private readonly secrets = new Map<string, Webhook>();
  private readonly inFlight = new Set<string>();
  private readonly sockets = new Set<Socket>();
  private readonly seen = new Map<string, number>();
  private responder: Responder = () => ({ status: 204 });
  private server: Server | null = null;

  private constructor(private port: number) {}

  /**
   * A receiver listening on 127.0.0.1:`port` (0: a free port the OS picks, kept for later restarts).
   * @throws Error when the port cannot be listened on.
   */
  static async listen(port = 0): Promise<WebhookReceiver> {
    const receiver = new WebhookReceiver(port);
    await receiver.start();
    return receiver;
  }

  /** The URL of `path` on this receiver (`http://127.0.0.1:<port><path>`). */
  url(path: string): string {
    return `http://127.0.0.1:${this.port}${path}`;
  }

  /** Verifies the requests to `path` with the endpoint's signing `secret` (`whsec_…`) from now on. */
  accept(path: string, secret: string): void {
    this.secrets.set(path, new Webhook(secret));
  }

  /** Answers the verified requests from now on as `responder` says. */
  answer(responder: Responder): void {
    this.responder = responder;
  }

  /** Whether the port is open. */
  get listening(): boolean {
    return this.server !== null;
  }

  /** Listens (again) on the receiver's port. @throws Error when the port is taken. */
  async start(): Promise<void> {
    if (this.server) return;
    const server = createServer((request, response) => this.handle(request, response));
    server.on('connection', (socket: Socket) => {
      this.connections += 1;
      this.sockets.add(socket);
      socket.once('close', () => this.sockets.delete(socket));
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
  }

  /** Closes the port and cuts every open connection, hung requests included: the receiver is gone. */
  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = null;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    for (const socket of this.sockets) socket.destroy();
    await closed;
  }

  private handle(request: IncomingMessage, response: ServerResponse): void {
    const webhookId = String(request.headers['webhook-id'] ?? '');
    const path = request.url ?? '';
    const flight = `${path} ${webhookId}`;
    if (this.inFlight.has(flight)) this.overlaps.push(flight);
    this.inFlight.add(flight);
    response.once('close', () => this.inFlight.delete(flight));
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const receipt = this.verified(path, webhookId, request, Buffer.concat(chunks).toString('utf8'));
      if (receipt === null) {
        this.unverified += 1;
        response.writeHead(401).end();
        return;
      }
      this.receipts.push(receipt);
      const answer = this.responder(receipt);
      if (answer === 'hang') return;
      const reply = (): void => void response.writeHead(answer.status, answer.headers).end();
      if (answer.delayMs) setTimeout(reply, answer.delayMs);
      else reply();
    });
  }

  /** The receipt of a request whose signature `Webhook.verify` accepts under its path's secret, else `null`. */
  private verified(path: string, webhookId: string, request: IncomingMessage, body: string): Receipt | null {
    const webhook = this.secrets.get(path);
    if (!webhook) return null;
    let event: { type: string; data: { id: string; version?: number | null } };
    try {
      event = webhook.verify(body, request.headers as Record<string, string>) as typeof event;
    } catch {
      return null;
    }
    const key = `${path} ${webhookId}`;
    const nth = (this.seen.get(key) ?? 0) + 1;
    this.seen.set(key, nth);
    return {
      path,
      webhookId,
      type: event.type,
      dataId: event.data.id,
      version: event.data.version ?? null,
      at: Date.now(),
      nth,
    };
  }
}
