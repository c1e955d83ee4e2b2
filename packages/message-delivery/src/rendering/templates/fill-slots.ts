import type { TemplateWords } from './message-template';

const SLOT = /\[\[(\w+)\]\]/g;

/**
 * `source` with every `[[slot]]` replaced by its words, passed through `encode` (HTML escaping for the MJML, none for
 * the plain text). Runs once per template at construction, over the languages' own constant words; the message's
 * values are never put in this way (they are Handlebars placeholders, filled and escaped per message).
 * @throws Error naming the slot that has no words (a template and its words out of step).
 */
export function fillSlots(source: string, words: TemplateWords, encode: (words: string) => string): string {
  return source.replace(SLOT, (_slot, name: string) => {
    const said = words[name];
    if (said === undefined) throw new Error(`message template: no words for the slot [[${name}]]`);
    return encode(said);
  });
}

const HTML_ENTITIES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** `text` safe as HTML text and attribute values: `&`, `<`, `>` and `"` as entities; `{{placeholders}}` kept. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"]/g, (c) => HTML_ENTITIES[c] as string);
