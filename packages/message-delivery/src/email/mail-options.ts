import type { EmailMessage } from '@employee/domain';
import type { SendMailOptions } from 'nodemailer';

/** Who the platform's e-mails come from: the `From` address, and the domain of their `Message-ID`s. */
export interface EmailSender {
  readonly from: string;
  readonly messageIdDomain: string;
}

/**
 * The nodemailer fields of `message` (docs/notifications.md#transports), the same for SMTP and for files: `From`,
 * `To`, the subject, a `multipart/alternative` of the UTF-8 text and HTML, `Message-ID: <messageId@messageIdDomain>`,
 * and, when the message has an `unsubscribeUrl`, RFC 8058's `List-Unsubscribe: <url>` and
 * `List-Unsubscribe-Post: List-Unsubscribe=One-Click`. The id must pass `isSafeMessageId`.
 */
export function mailOptionsOf(message: EmailMessage, sender: EmailSender): SendMailOptions {
  return {
    from: sender.from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    textEncoding: 'quoted-printable',
    messageId: `<${message.messageId}@${sender.messageIdDomain}>`,
    headers:
      message.unsubscribeUrl === null
        ? {}
        : {
            'List-Unsubscribe': `<${message.unsubscribeUrl}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          },
  };
}
