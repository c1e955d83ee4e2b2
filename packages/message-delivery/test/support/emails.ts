import type { EmailMessage } from '@employee/domain';

/** An e-mail with accents in its subject and text, a reminder's opt-out URL, each field overridable. */
export const anEmail = (overrides: Partial<EmailMessage> = {}): EmailMessage => ({
  messageId: '0193a6f2-7c1e-7d4a-9b2e-5f6a7b8c9d0e',
  to: 'maria.aparecida@example.com',
  subject: 'Lembrete: pesquisa "Clima 2026" de Padaria Pão Quente',
  text: 'Olá, Maria!\n\nResponder agora: https://surveys.example.com/s/tok-123\n',
  html:
    '<!doctype html><html><body><p>Olá, Maria!</p>' +
    '<a href="https://surveys.example.com/s/tok-123">Responder</a></body></html>',
  unsubscribeUrl: 'https://surveys.example.com/unsubscribe/u-456',
  ...overrides,
});

/** The raw header lines of a parsed message named `key` (lower case), as sent. */
export const headerLines = (parsed: { headerLines: readonly { key: string; line: string }[] }, key: string): string[] =>
  parsed.headerLines.filter((h) => h.key === key).map((h) => h.line);
