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

/**
 * An SMTP server in the test process (the `smtp-server` package) on 127.0.0.1, without STARTTLS or AUTH, that parses
 * every message it receives with mailparser (the e-2-e suites of the `notifications` role). While `refusing`, it
 * answers every other connection `421` at once and every message of the others `451` at `MAIL FROM`;
 * `replyDelayMs` holds the reply to each DATA that long (sends in flight), the message already recorded in `mails`.
 * `smtpUrl` is the server's `SMTP_URL`.
 */
export class MailSink {
  readonly mails: ReceivedMail[] = [];
  /** Connections refused with 421 and messages refused with 451: the code and `Date.now()` of each. */
  readonly refusals: Array<{ readonly code: 421 | 451; readonly at: number }> = [];
  refusing = false;
  private connections = 0;
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
    const refuse = (code: 421 | 451, callback: (error?: Error | null) => void): void => {
      sink!.refusals.push({ code, at: Date.now() });
      callback(Object.assign(new Error('try again later'), { responseCode: code }));
    };
    const server = new SMTPServer({
      disabledCommands: ['STARTTLS', 'AUTH'],
      authOptional: true,
      logger: false,
      closeTimeout: 1000,
      onConnect(_session, callback) {
        if (sink!.refusing && sink!.connections++ % 2 === 0) refuse(421, callback);
        else callback();
      },
      onMailFrom(_address, _session, callback) {
        if (sink!.refusing) refuse(451, callback);
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
