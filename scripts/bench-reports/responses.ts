import {
  DateBR,
  newResponse,
  type Campaign,
  type DomainSettings,
  type IdGenerator,
  type SurveyResponse,
} from '@employee/domain';
import { surveyResponseRowsOf } from '@employee/persistence-typeorm/testing';
import { generatedAnswers } from '@employee/server';
import { copyText } from '../seed-large/copy-rows';
import { employeeOf, type Person, type SettledFiring } from './people';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const NULL = '\\N';

/** Columns of the `survey_responses` COPY, in the order {@link responseLines} writes them. */
export const RESPONSE_COLUMNS = [
  'id',
  'company_id',
  'campaign_id',
  'submitted_at',
  'language',
  'tenure_band',
  'age_band',
  'is_on_leave',
  'segment',
  'enps',
  'lnps',
  'engagement_index',
  'scale_values',
] as const;
export const OPEN_ANSWER_COLUMNS = ['response_id', 'question_id', 'text'] as const;
export const RESPONDENT_COLUMNS = ['response_id', 'campaign_id', 'employee_id', 'answered_at', 'token_hash'] as const;

/** A campaign being answered: who is invited, while when, and how the answers come out. */
export interface AnsweredCampaign {
  readonly campaign: Campaign;
  /** Its `opened_at` (ms since 1970). */
  readonly openedMs: number;
  /** The last instant an answer may have (its close, or a minute ago). */
  readonly endMs: number;
  /** Which person was invited, and the campaigns on their record while it ran. */
  readonly invited: (person: Person) => boolean;
  readonly campaignIdsOf: (person: Person) => readonly string[];
  /** The answer model's seed and answer rate (`generatedAnswers`). */
  readonly seed: number;
  readonly rate: number;
  /** Draw slots of `EmployeeFacts.draw` this campaign's submission times use (two). */
  readonly drawSlot: number;
}

/** One person's response to a campaign. */
export interface Answered {
  readonly person: Person;
  readonly response: SurveyResponse;
}

/**
 * The day (0-based, from the opening) the draw `u` falls on: a third of the answers in the first three days, a
 * weekly bump at each reminder, a trickle to the end.
 */
function submissionDay(days: number, u: number): number {
  const weights = Array.from(
    { length: days },
    (_, d) => Math.exp(-d / 3) + (d > 0 && d % 7 === 0 ? 0.6 * Math.exp(-d / 20) : 0) + 0.03,
  );
  const total = weights.reduce((sum, w) => sum + w, 0);
  let left = u * total;
  for (let d = 0; d < days; d += 1) {
    left -= weights[d] as number;
    if (left < 0) return d;
  }
  return days - 1;
}

/**
 * When `person` submits to `answered` (ms since 1970), in office hours (09:00–20:00 in São Paulo) of a day drawn by
 * {@link submissionDay}, never before their hiring day; `null` when they were hired too late to answer.
 */
function submissionMs(person: Person, answered: AnsweredCampaign): number | null {
  const { openedMs, endMs, drawSlot } = answered;
  const days = Math.max(1, Math.ceil((endMs - openedMs) / DAY_MS));
  const u = person.facts.draw(drawSlot + 1);
  let at = openedMs + submissionDay(days, person.facts.draw(drawSlot)) * DAY_MS + u * 11 * HOUR_MS;
  if (at >= endMs) at = openedMs + u * (endMs - openedMs);
  const hiredMs = Date.parse(`${person.hiringDate.toIso()}T12:00:00Z`);
  if (at < hiredMs) at = hiredMs + u * (endMs - hiredMs);
  return at < endMs ? Math.floor(at) : null;
}

/**
 * The responses of the invited `people` to `answered`: each invited person's answers from the answer model
 * (`generatedAnswers`, or none when it leaves the invitation pending), made into a response exactly as the service
 * does (`newResponse`: validation, segment snapshot of the submission day, scores), in submission order.
 */
export function answerCampaign(
  people: readonly Person[],
  answered: AnsweredCampaign,
  ids: IdGenerator,
  settings: DomainSettings,
): Answered[] {
  const { campaign } = answered;
  const responses: Answered[] = [];
  for (const person of people) {
    if (!answered.invited(person)) continue;
    const at = submissionMs(person, answered);
    if (at === null) continue;
    const now = new Date(at);
    const employee = employeeOf(person, answered.campaignIdsOf(person));
    const today = DateBR.today(now, settings.timeZone);
    const body = generatedAnswers(employee, campaign, { seed: answered.seed, rate: answered.rate, today });
    if (body === null) continue;
    responses.push({ person, response: newResponse(campaign, employee, body, { now, ids, settings }) });
  }
  return responses.sort((a, b) => a.response.submittedAt.getTime() - b.response.submittedAt.getTime());
}

/**
 * The COPY lines of one response: its `survey_responses` row ({@link RESPONSE_COLUMNS}, the values the service's
 * mapper writes), its open answers and its respondent link (no token hash: the links were never issued).
 */
export function responseLines(answered: Answered, campaign: Campaign): { row: string; open: string[]; link: string } {
  const { row, open } = surveyResponseRowsOf(answered.response, campaign.questionnaire);
  const number = (value: number | null): string => (value === null ? NULL : String(value));
  return {
    row: [
      row.id,
      row.company_id,
      row.campaign_id,
      row.submitted_at,
      row.language,
      row.tenure_band ?? NULL,
      row.age_band ?? NULL,
      String(row.is_on_leave),
      copyText(JSON.stringify(row.segment)),
      number(row.enps),
      number(row.lnps),
      number(row.engagement_index),
      `{${row.scale_values.map((value) => (value === null ? 'NULL' : String(value))).join(',')}}`,
    ].join('\t'),
    open: open.map((a) => `${a.response_id}\t${a.question_id}\t${copyText(a.text)}`),
    link: [row.id, row.campaign_id, answered.person.facts.id, row.submitted_at, NULL].join('\t'),
  };
}

/**
 * Whether and when `person` left after answering (`response`, submitted after the opening at `openedMs`), as of
 * `nowMs`: a voluntary firing (resignation) with a probability that follows their engagement index (6% when
 * disengaged, under 3.0; 2% when neutral; 0.7% when engaged), an involuntary one with 0.4%; dated between the day
 * after their answer and today, recorded at noon that day (at most a minute ago), settled 5 seconds later.
 */
export function firingAfter(person: Person, response: SurveyResponse, nowMs: number): SettledFiring | null {
  const index = response.scores.engagementIndex ?? 3.5;
  const voluntaryRate = index < 3 ? 0.06 : index < 4 ? 0.02 : 0.007;
  const u = person.facts.draw(60);
  const voluntary = u < voluntaryRate;
  if (!voluntary && u >= voluntaryRate + 0.004) return null;
  const fromMs = response.submittedAt.getTime() + DAY_MS;
  if (fromMs >= nowMs) return null;
  const dayMs = Math.floor((fromMs + person.facts.draw(61) * (nowMs - fromMs)) / DAY_MS) * DAY_MS;
  const recordedMs = Math.min(dayMs + 15 * HOUR_MS, nowMs - 60_000);
  return {
    firingDate: DateBR.fromIso(new Date(dayMs).toISOString().slice(0, 10)),
    isVoluntaryFiring: voluntary,
    reasonFiring: voluntary ? 'Pedido de demissão' : 'Reestruturação',
    recordedMs,
  };
}
