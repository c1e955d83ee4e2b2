import type { EmailMessage, EmailTransport, TransportOutcome } from '@employee/domain';
import { createTransport } from 'nodemailer';
import { writeAtomically } from '../files/write-atomically';
import { isSafeMessageId, UNSAFE_MESSAGE_ID } from '../message-id';
import { mailOptionsOf, type EmailSender } from './mail-options';

/** The sender of development's e-mails when none is told. */
const DEVELOPMENT_SENDER: EmailSender = { from: 'Employee Surveys <no-reply@localhost>', messageIdDomain: 'localhost' };

/**
 * The domain's `EmailTransport` for development and tests (docs/notifications.md#transports): each message becomes
 * `dir/<messageId>.eml`, the RFC 5322 message SMTP would have carried (the same headers, built by nodemailer), written
 * atomically; the same id again replaces the file, so a retry leaves one file. The directory is made on first send.
 * A failed write (no space, no permission) is `temporary` `file_write`.
 */
export class FileEmailTransport implements EmailTransport {
  private readonly composer = createTransport({ streamTransport: true, buffer: true, newline: 'windows' });

  constructor(
    private readonly dir: string,
    private readonly sender: EmailSender = DEVELOPMENT_SENDER,
  ) {}

  async send(message: EmailMessage): Promise<TransportOutcome> {
    if (!isSafeMessageId(message.messageId)) return { kind: 'permanent', error: UNSAFE_MESSAGE_ID };
    const { message: raw } = await this.composer.sendMail(mailOptionsOf(message, this.sender));
    try {
      await writeAtomically(this.dir, `${message.messageId}.eml`, raw as Buffer);
      return { kind: 'sent' };
    } catch {
      return { kind: 'temporary', error: 'file_write' };
    }
  }
}
