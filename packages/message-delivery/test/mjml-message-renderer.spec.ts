import { beforeAll, describe, expect, it } from '@jest/globals';
import type { LanguageCode, RenderedMessage } from '@employee/domain';
import { MjmlMessageRenderer, SMS_MAX_LENGTH } from '../src';
import { aSurveyMessage, aUserInvitation } from './support/contents';

/** The link as it stands in HTML: Handlebars writes `&` and `=` as entities, which a browser reads back. */
const inHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/=/g, '&#x3D;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The e-mail parts a reader sees: subject, plain text and HTML. */
const emailParts = (message: RenderedMessage): string[] => [message.text, message.html];

const SURVEY_KINDS = ['survey_invitation', 'survey_reminder'] as const;

/** 15 December 2026 (the date in São Paulo), and the words for "no end date", in each language. */
const IN_LANGUAGE: Record<LanguageCode, { closingDate: string; expiry: RegExp; noEndDate: string }> = {
  'pt-BR': {
    closingDate: '15 de dezembro de 2026',
    expiry: /15 de dezembro de 2026.*23:30/,
    noEndDate: 'não tem data',
  },
  en: { closingDate: 'December 15, 2026', expiry: /December 15, 2026.*11:30\sPM/, noEndDate: 'no end date' },
  es: { closingDate: '15 de diciembre de 2026', expiry: /15 de diciembre de 2026.*23:30/, noEndDate: 'no tiene fecha' },
};
const LANGUAGES = Object.keys(IN_LANGUAGE) as LanguageCode[];

describe('MjmlMessageRenderer', () => {
  let renderer: MjmlMessageRenderer;
  beforeAll(async () => {
    renderer = await MjmlMessageRenderer.create();
  });

  describe.each(SURVEY_KINDS)('%s', (kind) => {
    it.each(LANGUAGES)(
      'in %s says the names, the link, the closing date in São Paulo and the group size',
      (language) => {
        const content = aSurveyMessage({ kind, language });
        const message = renderer.render(content);
        expect(message.subject).toContain(content.campaignName);
        expect(message.subject).toContain(content.companyName);
        expect(message.text).toContain(content.link);
        expect(message.html).toContain(`href="${inHtml(content.link)}"`);
        expect(message.html).toContain(`href="${inHtml(content.unsubscribeUrl)}"`);
        expect(message.text).toContain(content.unsubscribeUrl);
        for (const part of emailParts(message)) {
          expect(part).toContain(content.recipientName);
          expect(part).toContain(content.companyName);
          expect(part).toContain(content.campaignName);
          expect(part).toContain(IN_LANGUAGE[language].closingDate);
          expect(part).toMatch(new RegExp(`\\b${content.minimumGroupSize}\\b`));
        }
        expect(message.sms).toContain(content.link);
        expect(message.html).toContain(`lang="${language}"`);
      },
    );

    it.each(LANGUAGES)('in %s says that a campaign without a closing instant has no end date', (language) => {
      const message = renderer.render(aSurveyMessage({ kind, language, closesAt: null }));
      for (const part of emailParts(message)) {
        expect(part).toContain(IN_LANGUAGE[language].noEndDate);
        expect(part).not.toContain(IN_LANGUAGE[language].closingDate);
      }
    });
  });

  it('an invitation and a reminder say different things', () => {
    const invitation = renderer.render(aSurveyMessage({ kind: 'survey_invitation' }));
    const reminder = renderer.render(aSurveyMessage({ kind: 'survey_reminder' }));
    expect(reminder.subject).not.toBe(invitation.subject);
    expect(reminder.text).not.toBe(invitation.text);
    expect(reminder.sms).not.toBe(invitation.sms);
  });

  it.each(LANGUAGES)('a user invitation in %s says the company, the link and the expiry in São Paulo', (language) => {
    const content = aUserInvitation({ language });
    const message = renderer.render(content);
    expect(message.subject).toContain(content.companyName);
    expect(message.text).toContain(content.link);
    expect(message.html).toContain(`href="${inHtml(content.link)}"`);
    for (const part of emailParts(message)) {
      expect(part).toContain(content.recipientName);
      expect(part).toContain(content.companyName);
      expect(part).toMatch(IN_LANGUAGE[language].expiry);
    }
    expect(message.sms).toContain(content.link);
  });

  it.each(['en', 'es'] as const)('%s words are not the pt-BR ones', (language) => {
    for (const content of [aSurveyMessage(), aSurveyMessage({ kind: 'survey_reminder' }), aUserInvitation()]) {
      const portuguese = renderer.render(content);
      const other = renderer.render({ ...content, language });
      expect(other.subject).not.toBe(portuguese.subject);
      expect(other.text).not.toBe(portuguese.text);
      expect(other.sms).not.toBe(portuguese.sms);
      expect(other.text).not.toContain('Olá');
    }
  });

  describe('values', () => {
    const markup = '<b>Acme & Co</b>';

    it('are HTML-escaped in the HTML and left as they are in the plain parts', () => {
      for (const content of [aSurveyMessage({ companyName: markup }), aUserInvitation({ companyName: markup })]) {
        const message = renderer.render(content);
        expect(message.html).not.toContain(markup);
        expect(message.html).toContain('&lt;b&gt;Acme &amp; Co&lt;/b&gt;');
        expect(message.text).toContain(markup);
        expect(message.subject).toContain(markup);
        expect(message.sms).toContain(markup);
      }
    });

    it('are never read as template syntax', () => {
      const message = renderer.render(aSurveyMessage({ recipientName: '{{link}} [[footer]]' }));
      expect(message.text).toContain('{{link}} [[footer]]');
      expect(message.html).toContain('{{link}} [[footer]]');
    });

    it('put on one line in the subject', () => {
      const message = renderer.render(aSurveyMessage({ campaignName: 'Clima\r\nBcc: someone' }));
      expect(message.subject).toContain('Clima Bcc: someone');
      expect(message.subject).not.toMatch(/[\r\n]/);
    });
  });

  describe('sms', () => {
    const longName = 'Companhia Brasileira de Distribuição e Comércio de Produtos Alimentícios '.repeat(6);

    it.each(['survey_invitation', 'survey_reminder', 'user_invitation'] as const)(
      '%s keeps within 320 characters with a long company name, cutting the name and never the link',
      (kind) => {
        const content =
          kind === 'user_invitation'
            ? aUserInvitation({ companyName: longName, language: 'es' })
            : aSurveyMessage({ kind, companyName: longName, language: 'es' });
        const { sms } = renderer.render(content);
        expect(sms.length).toBeLessThanOrEqual(SMS_MAX_LENGTH);
        expect(sms.length).toBeGreaterThan(SMS_MAX_LENGTH - 5);
        expect(sms).toContain(content.link);
        expect(sms).toContain('Companhia Brasileira');
        expect(sms).toContain('…');
      },
    );

    it('keeps a short company name whole', () => {
      const { sms } = renderer.render(aSurveyMessage());
      expect(sms).toContain('Padaria Pão Quente');
      expect(sms).not.toContain('…');
    });
  });
});
