import Handlebars from 'handlebars';
import { CompiledMessage, type FillTemplate } from './compiled-message';
import { mjmlDocument } from './templates/layout.mjml';
import type { MessageTemplate, TemplateWords } from './templates/message-template';
import { escapeHtml, fillSlots } from './templates/fill-slots';

/** This package's own Handlebars: no helpers or partials registered from elsewhere. */
const handlebars = Handlebars.create();

/**
 * A Handlebars template of `source`, parsed now (a syntax error throws here, not at the first message); `escape`
 * HTML-escapes every `{{value}}` (for the HTML part). Strict: a placeholder without a value throws rather than
 * printing nothing.
 */
function compileFill(source: string, escape: boolean): FillTemplate {
  const parsed = handlebars.parse(source);
  const template = handlebars.compile<object>(parsed, { strict: true, knownHelpersOnly: true, noEscape: !escape });
  return (values) => template(values);
}

/**
 * MJML, loaded on the first compile rather than with this package: it brings html-minifier and uglify-js (about
 * 40 MB of resident memory, 14 MB of it V8 heap), which a process that never renders a message (the `api`, `reports`,
 * `scheduler` and `webhooks` roles) should not hold (docs/performance.md#memory).
 */
async function mjml(): Promise<typeof import('mjml')> {
  return (await import('mjml')).default;
}

/**
 * Compiles one kind's `template` in one language's `words` (docs/notifications.md#messages): the words fill the
 * `[[slots]]`, the MJML becomes HTML (MJML's strict validation), and the HTML, text, subject and SMS become Handlebars
 * templates, to be filled per message. Costs tens of milliseconds: done once per kind and language.
 * @throws Error when the MJML is invalid or a slot has no words.
 */
export async function compileMessage(template: MessageTemplate, words: TemplateWords): Promise<CompiledMessage> {
  const plain = (text: string): string => text;
  const mjml2html = await mjml();
  const { html } = await mjml2html(fillSlots(mjmlDocument(template.body), words, escapeHtml), {
    validationLevel: 'strict',
    keepComments: false,
  });
  return new CompiledMessage({
    subject: compileFill(fillSlots('[[subject]]', words, plain), false),
    text: compileFill(fillSlots(template.text, words, plain), false),
    html: compileFill(html, true),
    sms: compileFill(fillSlots('[[sms]]', words, plain), false),
  });
}
