import type pg from 'pg';
import { runLoad, type BenchRequest, type LoadFigures } from './load';
import { pooled } from './scenarios';

/** The survey endpoint (docs/surveys.md#the-survey-endpoint). */
const RESPONSES_PATH = '/survey/v1/responses';
/** Campaign routes of the API. */
const CAMPAIGNS_PATH = '/api/v1/campaigns';
/** Responses per second the scenario aims at (docs/performance.md#survey-responses). */
export const TARGET_RESPONSES_PER_SECOND = 500;

/** What the survey-responses scenario needs: our running server and a key of the company whose people answer. */
export interface SurveyIngestionSpec {
  readonly origin: string;
  readonly key: string;
  readonly connections: number;
  readonly durationSeconds: number;
}

/** What the scenario measured. */
export interface SurveyIngestionFigures {
  /** Invitations the opened campaign got (the company's employees whose choice is `in`). */
  readonly invited: number;
  /** Scale answers plus open answers in each response. */
  readonly answersPerResponse: number;
  readonly load: LoadFigures;
  /** Responses the database holds for the campaign afterwards (must equal the 201s). */
  readonly stored: number;
  readonly met: boolean;
}

interface StoredQuestion {
  readonly id: string;
  readonly kind: 'enps' | 'lnps' | 'likert' | 'open';
}

async function api<T>(spec: SurveyIngestionSpec, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${spec.origin}${path}`, {
    method,
    headers: { authorization: `Bearer ${spec.key}`, 'content-type': 'application/json', accept: 'application/json' },
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
 * The survey-responses scenario (docs/performance.md#survey-responses) on our server alone: creates a campaign with
 * the standard questionnaire, opens it (inviting the company's employees whose choice is `in`), asks for every
 * link, then sends each invitation's answers once to `POST /survey/v1/responses` with `connections` connections for
 * at most `durationSeconds`, and counts what the database stored. Afterwards the campaign and everything it holds
 * are deleted (`cleanUp`), its audit events excepted (the trail is append-only).
 */
export async function runSurveyIngestion(
  spec: SurveyIngestionSpec,
  client: pg.Client,
): Promise<SurveyIngestionFigures> {
  const campaign = await api<{ id: string; questions: StoredQuestion[] }>(spec, 'POST', CAMPAIGNS_PATH, {
    name: `bench survey ${new Date().toISOString()}`,
    distribution: 'links',
  });
  try {
    await api(spec, 'POST', `${CAMPAIGNS_PATH}/${campaign.id}/open`);
    const links = await api<Array<{ url: string }>>(spec, 'POST', `${CAMPAIGNS_PATH}/${campaign.id}/invitations/links`);
    const requests = links.map(({ url }, n): BenchRequest => ({
      method: 'POST',
      path: RESPONSES_PATH,
      body: answersBody(campaign.questions, n),
      headers: {
        authorization: `Invitation ${url.slice(url.lastIndexOf('/') + 1)}`,
        'content-type': 'application/json',
        accept: 'application/json',
      },
    }));
    const load = await runLoad({
      origin: spec.origin,
      connections: spec.connections,
      durationSeconds: spec.durationSeconds,
      headers: {},
      expectedStatus: 201,
      source: pooled(requests),
    });
    const { rows } = await client.query<{ stored: string }>(
      'SELECT count(*) AS stored FROM survey_responses WHERE campaign_id = $1',
      [campaign.id],
    );
    const stored = Number(rows[0]?.stored ?? 0);
    return {
      invited: links.length,
      answersPerResponse: campaign.questions.length,
      load,
      stored,
      met: load.errors === 0 && load.requestsPerSecond >= TARGET_RESPONSES_PER_SECOND,
    };
  } finally {
    await cleanUp(client, campaign.id);
  }
}

/**
 * Deletes the bench's campaign: its responses (their answers and respondents follow), links and questions. The
 * campaign's row lock comes first: submissions still in flight hold it shared, so the deletes wait for them and none
 * stores a response after its campaign's responses were deleted.
 */
async function cleanUp(client: pg.Client, campaignId: string): Promise<void> {
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

/** The scenario's lines for the markdown report. */
export function surveyIngestionMarkdown(figures: SurveyIngestionFigures): string {
  const { load } = figures;
  const p95 = load.latencyMs.p95?.toFixed(1) ?? '–';
  const errors = load.errors === 0 ? 'no errors' : `errors ${load.errors} ${JSON.stringify(load.unexpectedStatuses)}`;
  return [
    `### Survey responses (ours alone, ${figures.answersPerResponse} answers each)`,
    '',
    '| invited | sent | responses/s | p95 ms | stored | target ≥ 500/s |',
    '|---:|---:|---:|---:|---:|:---:|',
    `| ${figures.invited} | ${load.responses} | ${load.requestsPerSecond.toFixed(0)} | ${p95} | ${figures.stored} | ` +
      `${figures.met ? 'met' : 'NOT met'} |`,
    '',
    errors,
  ].join('\n');
}
