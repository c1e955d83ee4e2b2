import type { AddressInfo } from 'node:net';
import type { Readable } from 'node:stream';
import { SMTPServer } from 'smtp-server';

/** One message the counter received: its `Message-ID` (without `<>`), envelope recipients and arrival time. */
export interface CountedMail {
  readonly messageId: string;
  /** The envelope's recipients (`RCPT TO`). */
  readonly to: readonly string[];
  /** `Date.now()` when its DATA had been read. */
  readonly at: number;
}

/** The `Message-ID` of a message's header block (without `<>`), `''` when it has none. */
export function messageIdOf(header: string): string {
  return /^message-id:\s*<([^>\r\n]+)>/im.exec(header)?.[1] ?? '';
}

/** Reads a message's DATA: its header block (up to the blank line) and, when `keep`, the whole message. */
async function readMessage(stream: Readable, keep: boolean): Promise<{ header: string; raw: Buffer | null }> {
  const chunks: Buffer[] = [];
  let header: string | null = null;
  let seen = '';
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    if (keep) chunks.push(chunk);
    if (header !== null) continue;
    seen += chunk.toString('latin1');
    const end = seen.indexOf('\r\n\r\n');
    if (end >= 0) header = seen.slice(0, end);
  }
  return { header: header ?? seen, raw: keep ? Buffer.concat(chunks) : null };
}

/**
 * An SMTP server in the bench's process (the `smtp-server` package) on 127.0.0.1, without STARTTLS or AUTH, that
 * accepts every message and counts it by its `Message-ID`, read from the header block without parsing the rest (so
 * that 100,000 messages cost the bench little). Every `sampleEvery`-th message is also kept whole (`samples`), for
 * mailparser to read after the run. `smtpUrl` is the servers' `SMTP_URL`.
 */
export class SmtpCounter {
  readonly mails: CountedMail[] = [];
  /** Whole messages (RFC 5322 bytes) kept as samples, with their envelope recipients. */
  readonly samples: Array<{ readonly to: readonly string[]; readonly raw: Buffer }> = [];

  private constructor(
    private readonly server: SMTPServer,
    readonly port: number,
  ) {}

  get smtpUrl(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** Starts a counter on a free port, keeping one message in `sampleEvery` whole. */
  static async listen(sampleEvery: number): Promise<SmtpCounter> {
    let counter: SmtpCounter | null = null;
    let received = 0;
    const server = new SMTPServer({
      disabledCommands: ['STARTTLS', 'AUTH'],
      authOptional: true,
      logger: false,
      closeTimeout: 1000,
      onData(stream, session, callback) {
        const to = session.envelope.rcptTo.map((r) => r.address);
        const keep = received++ % sampleEvery === 0;
        readMessage(stream, keep)
          .then(({ header, raw }) => {
            counter!.mails.push({ messageId: messageIdOf(header), to, at: Date.now() });
            if (raw !== null) counter!.samples.push({ to, raw });
            callback();
          })
          .catch((error: Error) => callback(error));
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    counter = new SmtpCounter(server, (server.server.address() as AddressInfo).port);
    return counter;
  }

  close(): Promise<void> {
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
