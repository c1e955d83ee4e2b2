import {
  LANGUAGES,
  type LanguageCode,
  type MessageContent,
  type MessageKind,
  type MessageRenderer,
  type RenderedMessage,
} from '@employee/domain';
import { compileMessage } from './compile-message';
import type { CompiledMessage } from './compiled-message';
import { DateFormats } from './date-formats';
import { valuesOf } from './message-values';
import { TEMPLATE_OF } from './templates/template-of';
import { templateWordsOf } from './words/template-words';

const KINDS: readonly MessageKind[] = ['survey_invitation', 'survey_reminder', 'user_invitation'];

const keyOf = (kind: MessageKind, language: LanguageCode): string => `${kind} ${language}`;

/**
 * The domain's `MessageRenderer` on MJML and Handlebars (docs/notifications.md#messages). `create()` compiles every
 * kind in every language (pt-BR, en, es) once: MJML to HTML, then each part to a Handlebars template; `render` only
 * fills one in with the content's values (HTML-escaped in the HTML part) and its dates in the language and time zone.
 * Pure: the same content gives the same message.
 */
export class MjmlMessageRenderer implements MessageRenderer {
  private readonly dates = new DateFormats();

  private constructor(private readonly compiled: ReadonlyMap<string, CompiledMessage>) {}

  /**
   * A renderer with every template compiled (tens of milliseconds each).
   * @throws Error when a template is invalid MJML or names a slot its words lack (a defect of this package).
   */
  static async create(): Promise<MjmlMessageRenderer> {
    const compiled = new Map<string, CompiledMessage>();
    for (const kind of KINDS) {
      for (const language of LANGUAGES) {
        compiled.set(keyOf(kind, language), await compileMessage(TEMPLATE_OF[kind], templateWordsOf(kind, language)));
      }
    }
    return new MjmlMessageRenderer(compiled);
  }

  /**
   * The subject, text, HTML and SMS of `content`, in its language.
   * @throws RangeError when `content.timeZone` is not a time zone `Intl` knows.
   */
  render(content: MessageContent): RenderedMessage {
    const message = this.compiled.get(keyOf(content.kind, content.language));
    if (message === undefined) throw new Error(`no template for ${content.kind} in ${content.language}`);
    return message.fill(valuesOf(content, this.dates));
  }
}
