/**
 * One message's layout (docs/notifications.md#messages): its MJML `body` (the `<mj-section>`s inside the shared
 * layout) and its plain `text`. Both hold `[[slot]]`s, filled with the language's words once at construction, and
 * `{{placeholders}}`, filled with the message's values (escaped in HTML) at each render.
 */
export interface MessageTemplate {
  readonly body: string;
  readonly text: string;
}

/** The words a template's `[[slots]]` name, for one kind in one language: plain sentences with `{{placeholders}}`. */
export type TemplateWords = Readonly<Record<string, string>>;
