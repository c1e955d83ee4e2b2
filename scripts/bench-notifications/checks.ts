import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { MjmlMessageRenderer } from '@employee/message-delivery';
import type { LanguageCode } from '@employee/domain';
import { simpleParser } from 'mailparser';
import type { Invitee } from './database';
import type { CountedMail, SmtpCounter } from './smtp-counter';

/** How many sampled links are opened at the API (the survey endpoints limit requests per IP). */
const LINKS_OPENED = 20;

/** The employee id of a survey message id `<campaign>.<employee>.<n>` (docs/notifications.md#reminders). */
function employeeOf(messageId: string, campaignId: string): string | null {
  const [campaign, employee] = messageId.split('@')[0]!.split('.');
  return campaign === campaignId && employee !== undefined ? employee : null;
}

/** What arrived by e-mail against what was due: one message to each employee with an address. */
export interface MailCheck {
  /** Employees with an e-mail address: the messages due. */
  readonly expected: number;
  /** Messages received, copies included. */
  readonly received: number;
  /** Distinct `Message-ID`s received. */
  readonly distinct: number;
  /** Messages beyond the first of a `Message-ID` (a resend after a lease ran out). */
  readonly duplicates: number;
  /** Employees with an address who got no message. */
  readonly missing: number;
  /** Messages of no employee with an address (another campaign, an SMS-only employee, no `Message-ID`). */
  readonly unexpected: number;
  /** Messages whose envelope recipient was not their employee's address. */
  readonly wrongRecipient: number;
}

/** Checks the messages `mails` of campaign `campaignId` against its `invitees`. */
export function checkMails(mails: readonly CountedMail[], invitees: readonly Invitee[], campaignId: string): MailCheck {
  const addressOf = new Map(invitees.filter((i) => i.email !== null).map((i) => [i.id, i.email as string]));
  const ids = new Set<string>();
  const reached = new Set<string>();
  let unexpected = 0;
  let wrongRecipient = 0;
  for (const mail of mails) {
    ids.add(mail.messageId);
    const employee = employeeOf(mail.messageId, campaignId);
    const address = employee === null ? undefined : addressOf.get(employee);
    if (address === undefined) {
      unexpected += 1;
      continue;
    }
    reached.add(employee as string);
    if (mail.to.length !== 1 || mail.to[0] !== address) wrongRecipient += 1;
  }
  return {
    expected: addressOf.size,
    received: mails.length,
    distinct: ids.size,
    duplicates: mails.length - ids.size,
    missing: addressOf.size - reached.size,
    unexpected,
    wrongRecipient,
  };
}

/** What arrived by SMS (files of `SMS_PROVIDER=file`) against what was due: one to each employee with a mobile only. */
export interface SmsCheck {
  readonly expected: number;
  readonly files: number;
  readonly missing: number;
  /** Files of no mobile-only employee, or to another number than the employee's. */
  readonly wrong: number;
}

/** Checks the SMS files in `folder` (`<messageId>.txt`: `To: <number>`, a blank line, the text) of `campaignId`. */
export async function checkSms(folder: string, invitees: readonly Invitee[], campaignId: string): Promise<SmsCheck> {
  const mobileOf = new Map(
    invitees.filter((i) => i.email === null && i.mobile !== null).map((i) => [i.id, i.mobile as string]),
  );
  const files = (await readdir(folder).catch((): string[] => [])).filter((name) => name.endsWith('.txt'));
  const reached = new Set<string>();
  let wrong = 0;
  for (const name of files) {
    const employee = employeeOf(name.slice(0, -'.txt'.length), campaignId);
    const mobile = employee === null ? undefined : mobileOf.get(employee);
    const text = await readFile(join(folder, name), 'utf8');
    if (mobile === undefined || !text.startsWith(`To: ${mobile}\n`)) wrong += 1;
    else reached.add(employee as string);
  }
  return { expected: mobileOf.size, files: files.length, missing: mobileOf.size - reached.size, wrong };
}

/** What the sampled messages, read whole by mailparser, say. */
export interface SampleCheck {
  readonly parsed: number;
  /** Subjects that are the invitation's subject in the employee's own language. */
  readonly rightLanguage: number;
  /** Texts with a survey link under the public origin, whose `List-Unsubscribe` is that link's opt-out. */
  readonly withLink: number;
  /** Links (up to 20) whose token opened the survey's questionnaire at the API (200). */
  readonly linksOpened: number;
  readonly linksTried: number;
}

/** The subject of the invitation to `campaignName` of `companyName` in each language, as the service writes it. */
async function invitationSubjects(companyName: string, campaignName: string): Promise<Map<string, string>> {
  const renderer = await MjmlMessageRenderer.create();
  const languages: LanguageCode[] = ['pt-BR', 'en', 'es'];
  return new Map(
    languages.map((language) => [
      language,
      renderer.render({
        kind: 'survey_invitation',
        language,
        recipientName: 'X',
        companyName,
        campaignName,
        closesAt: null,
        timeZone: 'UTC',
        link: 'https://x.test/survey/x',
        minimumGroupSize: 5,
        unsubscribeUrl: 'https://x.test/survey/v1/opt-out/x',
      }).subject,
    ]),
  );
}

/**
 * Reads the sampled messages with mailparser: each subject must be the invitation's in the employee's language, each
 * text must hold the survey link under `publicOrigin` (`{origin}/survey/{token}`) and the message RFC 8058's
 * `List-Unsubscribe` to its opt-out (`<{origin}/survey/v1/opt-out/{token}>`); the first 20 links' tokens are sent to
 * the API at `apiOrigin` (`GET /survey/v1/questionnaire`, `Authorization: Invitation <token>`), which must answer 200.
 */
export async function checkSamples(
  samples: SmtpCounter['samples'],
  invitees: readonly Invitee[],
  names: { companyName: string; campaignName: string },
  origins: { publicOrigin: string; apiOrigin: string },
): Promise<SampleCheck> {
  const subjects = await invitationSubjects(names.companyName, names.campaignName);
  const byAddress = new Map(invitees.filter((i) => i.email !== null).map((i) => [i.email as string, i]));
  const linkPattern = new RegExp(
    `${origins.publicOrigin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/survey/(?!v1/)([\\w-]+)`,
  );
  const tokens: string[] = [];
  let rightLanguage = 0;
  let withLink = 0;
  for (const sample of samples) {
    const mail = await simpleParser(sample.raw);
    const invitee = byAddress.get(sample.to[0] ?? '');
    if (invitee !== undefined && mail.subject === subjects.get(invitee.language)) rightLanguage += 1;
    const token = linkPattern.exec(mail.text ?? '')?.[1];
    const optOut = `<${origins.publicOrigin}/survey/v1/opt-out/${token}>`;
    const header = mail.headerLines.find((h) => h.key === 'list-unsubscribe')?.line ?? '';
    if (token === undefined || !header.endsWith(optOut)) continue;
    withLink += 1;
    tokens.push(token);
  }
  const tried = tokens.slice(0, LINKS_OPENED);
  const statuses = await Promise.all(
    tried.map(async (token) => {
      const response = await fetch(`${origins.apiOrigin}/survey/v1/questionnaire`, {
        headers: { Authorization: `Invitation ${token}` },
      });
      await response.arrayBuffer();
      return response.status;
    }),
  );
  return {
    parsed: samples.length,
    rightLanguage,
    withLink,
    linksOpened: statuses.filter((status) => status === 200).length,
    linksTried: tried.length,
  };
}
