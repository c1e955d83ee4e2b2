import type pg from 'pg';
import type { BenchRequest } from './load';

/** The survey endpoint (docs/surveys.md#the-survey-endpoint). */
export const RESPONSES_PATH = '/survey/v1/responses';
/** Campaign routes of the API. */
const CAMPAIGNS_PATH = '/api/v1/campaigns';

/** Where the API runs and the key of the company whose campaign it is. */
export interface CampaignApi {
  readonly origin: string;
  readonly key: string;
}

interface StoredQuestion {
  readonly id: string;
  readonly kind: 'enps' | 'lnps' | 'likert' | 'open';
}

/** An open `links` campaign the bench made, and one answer request per invitation link. */
export interface LinksCampaign {
  readonly id: string;
  /** Scale answers plus open answers in each response. */
  readonly questionCount: number;
  /** `POST /survey/v1/responses`, each with its own `Invitation` token and a body answering every question. */
  readonly answers: readonly BenchRequest[];
}

/**
 * `method path` on the API with the company's key and a JSON body; resolves with the answer's `data`.
 * @throws Error naming the route and the status when the answer is not 2xx.
 */
export async function callApi<T>(api: CampaignApi, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${api.origin}${path}`, {
    method,
    headers: { authorization: `Bearer ${api.key}`, 'content-type': 'application/json', accept: 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`);
  return ((await response.json()) as { data: T }).data;
}

/** A body answering every question: scale answers spread over the scale, each open question with a sentence. */
function answersBody(questions: readonly StoredQuestion[], n: number): string {
  const answers = questions.map((q, i) => ({
    question_id: q.id,
    value: q.kind === 'open' ? 'Mais clareza nas metas.' : q.kind === 'likert' ? 1 + ((n + i) % 5) : (n + i) % 11,
  }));
  return JSON.stringify({ answers });
}

/**
 * Creates a `links` campaign named `name` with the standard questionnaire, opens it (inviting the company's
 * employees whose choice is `in`: docs/surveys.md) and asks for every link; the answers it returns are valid once
 * each. Delete it with {@link deleteCampaign}.
 * @throws Error when a call of the API fails (the campaign, if made, is deleted first).
 */
export async function openLinksCampaign(api: CampaignApi, client: pg.Client, name: string): Promise<LinksCampaign> {
  const campaign = await callApi<{ id: string; questions: StoredQuestion[] }>(api, 'POST', CAMPAIGNS_PATH, {
    name,
    distribution: 'links',
  });
  try {
    await callApi(api, 'POST', `${CAMPAIGNS_PATH}/${campaign.id}/open`);
    const links = await callApi<Array<{ url: string }>>(
      api,
      'POST',
      `${CAMPAIGNS_PATH}/${campaign.id}/invitations/links`,
    );
    const answers = links.map(({ url }, n): BenchRequest => ({
      method: 'POST',
      path: RESPONSES_PATH,
      body: answersBody(campaign.questions, n),
      headers: {
        authorization: `Invitation ${url.slice(url.lastIndexOf('/') + 1)}`,
        'content-type': 'application/json',
        accept: 'application/json',
      },
    }));
    return { id: campaign.id, questionCount: campaign.questions.length, answers };
  } catch (error) {
    await deleteCampaign(client, campaign.id);
    throw error;
  }
}

/** Closes the bench's open campaign `campaignId` through the API (its reports then read as a closed campaign's). */
export async function closeCampaign(api: CampaignApi, campaignId: string): Promise<void> {
  await callApi(api, 'POST', `${CAMPAIGNS_PATH}/${campaignId}/close`);
}

/**
 * Deletes a bench campaign: its responses (their answers and respondents follow), links and questions. The
 * campaign's row lock comes first: submissions still in flight hold it shared, so the deletes wait for them and none
 * stores a response after its campaign's responses were deleted. Its audit events stay (the trail is append-only).
 */
export async function deleteCampaign(client: pg.Client, campaignId: string): Promise<void> {
  await client.query('BEGIN');
  try {
    await client.query('SELECT 1 FROM campaigns WHERE id = $1 FOR UPDATE', [campaignId]);
    for (const table of ['survey_responses', 'campaign_links', 'campaign_questions'])
      await client.query(`DELETE FROM ${table} WHERE campaign_id = $1`, [campaignId]);
    await client.query('DELETE FROM campaigns WHERE id = $1', [campaignId]);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  }
}
