import type { EmailMessage, EmailTransport, TransportOutcome } from '@employee/domain';
import { createTransport, type Transporter } from 'nodemailer';
import { isSafeMessageId, UNSAFE_MESSAGE_ID } from '../message-id';
import { mailOptionsOf, type EmailSender } from './mail-options';
import { outcomeOfSmtpError } from './smtp-outcome';

/** Where and as whom the platform sends e-mail over SMTP. */
export interface SmtpEmailTransportOptions extends EmailSender {
  /** `smtp://user:password@host:587` (STARTTLS when offered) or `smtps://…:465` (TLS from the start). */
  readonly smtpUrl: string;
  /** Bound of connecting, of the server's greeting and of each wait for a reply; 10 000 ms unless told. */
  readonly timeoutMs?: number;
  /** Connections the pool keeps open at most; 5 unless told. */
  readonly maxConnections?: number;
}

/**
 * The domain's `EmailTransport` over SMTP, on nodemailer's pool (docs/notifications.md#transports): connections are
 * kept and reused across sends. Each message goes as `mailOptionsOf` writes it. Never throws for what the server or
 * the network did: the outcome says `sent`, `temporary` or `permanent` (`outcomeOfSmtpError`). `close()` ends the
 * pool's connections.
 */
export class SmtpEmailTransport implements EmailTransport {
  private readonly transporter: Transporter;

  constructor(private readonly options: SmtpEmailTransportOptions) {
    const timeoutMs = options.timeoutMs ?? 10_000;
    this.transporter = createTransport({
      url: options.smtpUrl,
      pool: true,
      maxConnections: options.maxConnections ?? 5,
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      socketTimeout: timeoutMs,
      dnsTimeout: timeoutMs,
    });
  }

  async send(message: EmailMessage): Promise<TransportOutcome> {
    if (!isSafeMessageId(message.messageId)) return { kind: 'permanent', error: UNSAFE_MESSAGE_ID };
    try {
      await this.transporter.sendMail(mailOptionsOf(message, this.options));
      return { kind: 'sent' };
    } catch (error) {
      return outcomeOfSmtpError(error);
    }
  }

  /** Closes the pool's connections; sends after this fail. */
  close(): void {
    this.transporter.close();
  }
}
