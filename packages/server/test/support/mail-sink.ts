import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One message a {@link MailSink} received, parsed by mailparser. */
export interface ReceivedMail {
  /** The envelope's recipients (`RCPT TO`). */
  readonly to: readonly string[];
  readonly messageId: string;
  readonly subject: string;
  readonly text: string;
  /** `Date.now()` when its DATA had been read (before the reply, which a slow sink delays). */
  readonly at: number;
}

/** How a sink answers: accept, refuse a connection (`421` on connect) or a message (`451` at `MAIL FROM`). */
export type SinkAnswer = 'accept' | 421 | 451;

/**
 * An SMTP server in the test process (the `smtp-server` package) on 127.0.0.1, without STARTTLS or AUTH, that parses
 * every message it receives with mailparser (the e-2-e suites of the `notifications` role). `answer` decides each
 * connection's and each message's fate; `replyDelayMs` holds the reply to each DATA that long (sends in flight), the
 * message already recorded in `mails`. `smtpUrl` is the server's `SMTP_URL`.
 */
export class MailSink {
  readonly mails: ReceivedMail[] = [];
  /** Connections refused with 421 and messages refused with 451. */
  refused = 0;
  answer: () => SinkAnswer = () => 'accept';
  replyDelayMs = 0;

  private constructor(
    private readonly server: SMTPServer,
    readonly port: number,
  ) {}

  get smtpUrl(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** Starts a sink on a free port. */
  static async listen(): Promise<MailSink> {
    let sink: MailSink | null = null;
    const refuse = (code: number, callback: (error?: Error | null) => void): void => {
      sink!.refused += 1;
      callback(Object.assign(new Error('try again later'), { responseCode: code }));
    };
    const server = new SMTPServer({
      disabledCommands: ['STARTTLS', 'AUTH'],
      authOptional: true,
      logger: false,
      closeTimeout: 1000,
      onConnect(_session, callback) {
        if (sink!.answer() === 421) refuse(421, callback);
        else callback();
      },
      onMailFrom(_address, _session, callback) {
        if (sink!.answer() === 451) refuse(451, callback);
        else callback();
      },
      onData(stream, session, callback) {
        const to = session.envelope.rcptTo.map((r) => r.address);
        simpleParser(stream)
          .then((parsed) => {
            sink!.mails.push({
              to,
              messageId: parsed.messageId ?? '',
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              at: Date.now(),
            });
            setTimeout(() => callback(), sink!.replyDelayMs);
          })
          .catch((error: Error) => callback(error));
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    sink = new MailSink(server, (server.server.address() as AddressInfo).port);
    return sink;
  }

  /** The mails received for `address`. */
  mailsTo(address: string): ReceivedMail[] {
    return this.mails.filter((mail) => mail.to.includes(address));
  }

  close(): Promise<void> {
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
