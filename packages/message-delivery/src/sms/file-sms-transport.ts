import type { SmsMessage, SmsTransport, TransportOutcome } from '@employee/domain';
import { writeAtomically } from '../files/write-atomically';
import { isSafeMessageId, UNSAFE_MESSAGE_ID } from '../message-id';

/**
 * The domain's `SmsTransport` for development and tests (docs/notifications.md#transports): each SMS becomes
 * `dir/<messageId>.txt`, a `To: <number>` line, a blank line and the text, written atomically; the same id again
 * replaces the file. The directory is made on first send. A failed write is `temporary` `file_write`.
 */
export class FileSmsTransport implements SmsTransport {
  constructor(private readonly dir: string) {}

  async send(message: SmsMessage): Promise<TransportOutcome> {
    if (!isSafeMessageId(message.messageId)) return { kind: 'permanent', error: UNSAFE_MESSAGE_ID };
    try {
      await writeAtomically(this.dir, `${message.messageId}.txt`, `To: ${message.to}\n\n${message.text}\n`);
      return { kind: 'sent' };
    } catch {
      return { kind: 'temporary', error: 'file_write' };
    }
  }
}
