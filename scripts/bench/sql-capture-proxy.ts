import { createServer, connect, type Server, type Socket } from 'node:net';

/** One statement a client sent: its text and the proxied connection it came on. */
export interface CapturedStatement {
  readonly connection: number;
  readonly sql: string;
}

const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;

/**
 * Reads the frontend messages of one PostgreSQL connection as they pass and reports the SQL text of every
 * `Parse` (extended protocol: what `pg` sends for a query with parameters) and `Query` (simple protocol:
 * `START TRANSACTION`, `COMMIT`) message.
 */
class FrontendReader {
  private buffer = Buffer.alloc(0);
  private started = false;

  constructor(private readonly onStatement: (sql: string) => void) {}

  push(chunk: Buffer): void {
    this.buffer = Buffer.concat([this.buffer, chunk]);
    for (;;) {
      if (!this.started) {
        if (this.buffer.length < 8) return;
        const length = this.buffer.readInt32BE(0);
        if (this.buffer.length < length) return;
        const code = this.buffer.readInt32BE(4);
        if (code !== SSL_REQUEST && code !== GSSENC_REQUEST) this.started = true;
        this.buffer = this.buffer.subarray(length);
        continue;
      }
      if (this.buffer.length < 5) return;
      const type = String.fromCharCode(this.buffer[0] as number);
      const length = this.buffer.readInt32BE(1);
      if (this.buffer.length < 1 + length) return;
      const payload = this.buffer.subarray(5, 1 + length);
      if (type === 'P') {
        const nameEnd = payload.indexOf(0);
        this.onStatement(payload.subarray(nameEnd + 1, payload.indexOf(0, nameEnd + 1)).toString('utf8'));
      } else if (type === 'Q') {
        this.onStatement(payload.subarray(0, payload.indexOf(0)).toString('utf8'));
      }
      this.buffer = this.buffer.subarray(1 + length);
    }
  }
}

/**
 * A loopback TCP proxy in front of PostgreSQL that records the SQL text of every statement clients send
 * through it, by connection; the bytes pass unchanged. Point a server's `DATABASE_URL` at
 * {@link SqlCaptureProxy.databaseUrl} to see exactly what it asks PostgreSQL (no server log needed).
 * Unencrypted connections only (`pg`'s default).
 */
export class SqlCaptureProxy {
  private readonly captured: CapturedStatement[] = [];
  private readonly sockets = new Set<Socket>();
  private connections = 0;

  private constructor(
    private readonly server: Server,
    /** The real server's URL, rewritten to the proxy's port. */
    readonly databaseUrl: string,
  ) {}

  /** Listens on a free loopback port and forwards every connection to the host and port of `databaseUrl`. */
  static start(databaseUrl: string): Promise<SqlCaptureProxy> {
    const target = new URL(databaseUrl);
    const host = target.hostname || '127.0.0.1';
    const port = Number(target.port || 5432);
    let proxy: SqlCaptureProxy | undefined;
    const server = createServer((client) => proxy?.relay(client, host, port));
    return new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => {
        const address = server.address();
        if (address === null || typeof address === 'string')
          return reject(new Error('the SQL capture proxy has no port'));
        const proxied = new URL(databaseUrl);
        proxied.hostname = '127.0.0.1';
        proxied.port = String(address.port);
        proxy = new SqlCaptureProxy(server, proxied.toString());
        resolve(proxy);
      });
    });
  }

  private relay(client: Socket, host: string, port: number): void {
    const connection = ++this.connections;
    const upstream = connect({ host, port });
    const reader = new FrontendReader((sql) => this.captured.push({ connection, sql }));
    for (const socket of [client, upstream]) {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.on('data', (chunk: Buffer) => reader.push(chunk));
    client.pipe(upstream);
    upstream.pipe(client);
  }

  /** A position in the record: pass it to {@link since}. */
  mark(): number {
    return this.captured.length;
  }

  /** The statements recorded after `mark`, in the order they arrived. */
  since(mark: number): CapturedStatement[] {
    return this.captured.slice(mark);
  }

  /** Closes every proxied connection and stops listening. */
  close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
