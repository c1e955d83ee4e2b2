import type pg from 'pg';
import { runLoad, type LoadFigures } from './load';
import { pooled } from './scenarios';
import { deleteCampaign, openLinksCampaign } from './survey-campaign';

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

/**
 * The survey-responses scenario (docs/performance.md#survey-responses) on our server alone: creates a campaign with
 * the standard questionnaire, opens it (inviting the company's employees whose choice is `in`), asks for every
 * link, then sends each invitation's answers once to `POST /survey/v1/responses` with `connections` connections for
 * at most `durationSeconds`, and counts what the database stored. Afterwards the campaign and everything it holds
 * are deleted (`deleteCampaign`), its audit events excepted (the trail is append-only).
 */
export async function runSurveyIngestion(
  spec: SurveyIngestionSpec,
  client: pg.Client,
): Promise<SurveyIngestionFigures> {
  const campaign = await openLinksCampaign(spec, client, `bench survey ${new Date().toISOString()}`);
  try {
    const load = await runLoad({
      origin: spec.origin,
      connections: spec.connections,
      durationSeconds: spec.durationSeconds,
      headers: {},
      expectedStatus: 201,
      source: pooled(campaign.answers),
    });
    const { rows } = await client.query<{ stored: string }>(
      'SELECT count(*) AS stored FROM survey_responses WHERE campaign_id = $1',
      [campaign.id],
    );
    const stored = Number(rows[0]?.stored ?? 0);
    return {
      invited: campaign.answers.length,
      answersPerResponse: campaign.questionCount,
      load,
      stored,
      met: load.errors === 0 && load.requestsPerSecond >= TARGET_RESPONSES_PER_SECOND,
    };
  } finally {
    await deleteCampaign(client, campaign.id);
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
