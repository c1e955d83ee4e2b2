import { expect } from '@jest/globals';
import { uniqueCpf, uniqueEmail, uniqueMobile } from '@employee/domain/testing';
import pg from 'pg';
import { api, PRODUCTION_ENV } from './server-process';

/**
 * What the `notifications` suites' servers run with: production settings, a `MAIL_FROM`, a 100 ms poll, and survey
 * rate limits above what one test client sends from one IP.
 */
export const NOTIFICATIONS_TEST_ENV = {
  ...PRODUCTION_ENV,
  MAIL_FROM: 'Pesquisa Teste <pesquisa@exemplo.test>',
  NOTIFICATIONS_POLL_INTERVAL_MS: '100',
  SURVEY_RATE_LIMIT_PER_IP_PER_MINUTE: '100000',
} as const;

/** The languages an employee may speak, and a phrase of the invitation's subject in each. */
export const INVITATION_WORDS = {
  'pt-BR': 'participe da pesquisa',
  en: 'take part in the survey',
  es: 'participe en la encuesta',
} as const;
export type Language = keyof typeof INVITATION_WORDS;
export const LANGUAGES = Object.keys(INVITATION_WORDS) as Language[];

/** An employee of a suite: how the platform can reach them (e-mail, mobile, both or neither) and their language. */
export interface Recipient {
  readonly id: string;
  readonly email: string | null;
  readonly phone: string | null;
  readonly language: Language;
}

const FIRST_NAMES = ['Ana', 'Bruno', 'Carla', 'Diego', 'Elisa', 'Fábio', 'Gabriela', 'Heitor', 'Iara', 'João'];
const SURNAMES = ['Silva', 'Souza', 'Costa', 'Lima', 'Rocha', 'Alves', 'Pereira', 'Gomes', 'Ribeiro', 'Martins'];

/** `count` employees created through the API, 10 at a time, each in a campaign; `contact(i)` says how to reach each. */
export async function createRecipients(
  baseUrl: string,
  key: string,
  count: number,
  contact: (i: number) => { email: boolean; phone: boolean },
): Promise<Recipient[]> {
  const recipients: Recipient[] = [];
  for (let start = 0; start < count; start += 10) {
    const batch = Array.from({ length: Math.min(10, count - start) }, async (_, j) => {
      const i = start + j;
      const { email, phone } = contact(i);
      const body = {
        name: `${FIRST_NAMES[i % 10]} ${SURNAMES[Math.floor(i / 10) % 10]} da Pesquisa`,
        document: uniqueCpf(),
        language: LANGUAGES[i % LANGUAGES.length],
        include_campaign: true,
        ...(email ? { email: uniqueEmail() } : {}),
        ...(phone ? { phone: uniqueMobile() } : {}),
      };
      const created = await api(baseUrl, key, 'POST', '/api/v1/employees', body);
      const refused: unknown = created.status === 201 ? null : created.body;
      expect({ status: created.status, body: refused }).toEqual({
        status: 201,
        body: null,
      });
      return {
        id: String(created.body.data.id),
        email: body.email ?? null,
        phone: body.phone ?? null,
        language: body.language as Language,
      };
    });
    recipients.push(...(await Promise.all(batch)));
  }
  return recipients;
}

/** A question of a campaign, as the API shows it. */
export interface Question {
  readonly id: string;
  readonly kind: 'enps' | 'lnps' | 'likert' | 'open';
}

/** A `platform` campaign created and opened through the API: its id and questions. */
export async function openPlatformCampaign(
  baseUrl: string,
  key: string,
  name: string,
): Promise<{ id: string; questions: Question[] }> {
  const created = await api(baseUrl, key, 'POST', '/api/v1/campaigns', { name, distribution: 'platform' });
  expect(created.status).toBe(201);
  const opened = await api(baseUrl, key, 'POST', `/api/v1/campaigns/${created.body.data.id}/open`);
  expect(opened.status).toBe(200);
  return { id: String(created.body.data.id), questions: created.body.data.questions as Question[] };
}

/** The survey token of the survey link in a message's text (`…/survey/{token}`, not the opt-out link). */
export function surveyTokenIn(text: string): string | null {
  return /\/survey\/(?!v1\/)([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? null;
}

/** Answers every scale question of `questions` with the token; the HTTP status. */
export async function answerSurvey(baseUrl: string, token: string, questions: readonly Question[]): Promise<number> {
  const answers = questions
    .filter((q) => q.kind !== 'open')
    .map((q) => ({ question_id: q.id, value: q.kind === 'likert' ? 4 : 9 }));
  const response = await fetch(`${baseUrl}/survey/v1/responses`, {
    method: 'POST',
    headers: { authorization: `Invitation ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ answers }),
  });
  return response.status;
}

/** One invitation's delivery as stored (`campaign_links`; docs/persistence.md). */
export interface StoredDelivery {
  readonly state: string | null;
  readonly channel: string | null;
  readonly reason: string | null;
  readonly tries: number;
}

/** The stored delivery of each invitation of the campaign, by employee id. */
export async function storedDeliveries(databaseUrl: string, campaignId: string): Promise<Map<string, StoredDelivery>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<StoredDelivery & { employee_id: string }>(
      `SELECT employee_id, delivery_state AS state, delivery_channel AS channel, delivery_reason AS reason,
              delivery_tries AS tries
         FROM campaign_links WHERE campaign_id = $1`,
      [campaignId],
    );
    return new Map(rows.map(({ employee_id, ...delivery }) => [employee_id, delivery]));
  } finally {
    await client.end();
  }
}

/** The employees of the campaign whose answers are stored (`survey_respondents`). */
export async function respondentsOf(databaseUrl: string, campaignId: string): Promise<Set<string>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ employee_id: string }>(
      `SELECT s.employee_id FROM survey_responses r JOIN survey_respondents s ON s.response_id = r.id
        WHERE r.campaign_id = $1`,
      [campaignId],
    );
    return new Set(rows.map((row) => row.employee_id));
  } finally {
    await client.end();
  }
}
