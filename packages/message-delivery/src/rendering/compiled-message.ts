import type { RenderedMessage } from '@employee/domain';
import type { MessageValues } from './message-values';
import { fitSms } from './sms-text';

/** A filled-in template: the message's values in, one part's text out. */
export type FillTemplate = (values: MessageValues) => string;

/**
 * One kind in one language, compiled (docs/notifications.md#messages): the HTML from MJML and the plain text, the
 * subject and the SMS, each a Handlebars template whose values are escaped for its output (HTML entities in `html`,
 * nothing in the plain parts). Filling it is the per-message work.
 */
export class CompiledMessage {
  constructor(
    private readonly parts: {
      readonly subject: FillTemplate;
      readonly text: FillTemplate;
      readonly html: FillTemplate;
      readonly sms: FillTemplate;
    },
  ) {}

  /** The message for `values`; the subject on one line, the SMS cut to fit (`fitSms`). */
  fill(values: MessageValues): RenderedMessage {
    return {
      subject: this.parts.subject(values).replace(/\s+/g, ' ').trim(),
      text: this.parts.text(values),
      html: this.parts.html(values),
      sms: fitSms(this.parts.sms, values),
    };
  }
}
