/** The languages a respondent may have (an employee's `language`), each with the survey page's words. */
export const SURVEY_LANGUAGES = ['pt-BR', 'en', 'es'] as const;
export type SurveyLanguage = (typeof SURVEY_LANGUAGES)[number];

/** A question as the survey page shows it: its text in the respondent's language, its scale, whether required. */
export interface RespondentQuestion {
  readonly id: string;
  readonly kind: 'enps' | 'lnps' | 'likert' | 'open';
  readonly text: string;
  /** The inclusive integer range of a scale question (0–10, 1–5); `null` for an open question. */
  readonly scale: { readonly min: number; readonly max: number } | null;
  readonly required: boolean;
}

/** One screen: consecutive questions of one dimension (likert) or kind (`enps`, `lnps`, `open`). */
export interface QuestionnaireSection {
  readonly key: string;
  readonly questions: readonly RespondentQuestion[];
}

/** `GET /survey/v1/questionnaire`'s `data` (docs/surveys.md, "The survey page"). */
export interface SurveyQuestionnaire {
  readonly campaign: { readonly id: string; readonly name: string };
  readonly language: SurveyLanguage;
  /** The anonymity promise's N: reports show no figure for fewer respondents. */
  readonly min_group_size: number;
  readonly sections: readonly QuestionnaireSection[];
}

/** An answer by question id: an integer on a scale, or an open question's text. */
export type Answers = Readonly<Record<string, number | string>>;

/** A survey request that did not succeed: the HTTP status (0 when the network failed). */
export class SurveyRequestError extends Error {
  constructor(readonly status: number) {
    super(`survey request failed (${status})`);
    this.name = 'SurveyRequestError';
  }
}

/** The invitation token of a survey link's path, `/survey/{token}`; empty when the path has none. */
export function tokenFromPath(pathname: string): string {
  const match = /^\/survey\/([^/]+)\/?$/.exec(pathname);
  return match?.[1] ? decodeURIComponent(match[1]) : '';
}

async function surveyFetch(token: string, path: string, init: RequestInit = {}): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(`/survey/v1/${path}`, {
      ...init,
      credentials: 'omit',
      headers: { Accept: 'application/json', Authorization: `Invitation ${token}`, ...init.headers },
    });
  } catch {
    throw new SurveyRequestError(0);
  }
  if (!response.ok) throw new SurveyRequestError(response.status);
  return response;
}

/**
 * The questionnaire the token opens (`GET /survey/v1/questionnaire` with `Authorization: Invitation <token>`).
 * @throws SurveyRequestError 401 for an unknown, used or expired link (one answer for all three), 429, 5xx, 0.
 */
export async function fetchQuestionnaire(token: string): Promise<SurveyQuestionnaire> {
  if (!token) throw new SurveyRequestError(401);
  const body = (await (await surveyFetch(token, 'questionnaire')).json()) as { data: SurveyQuestionnaire };
  return body.data;
}

/**
 * Sends the respondent's answers once (`POST /survey/v1/responses`, `{answers: [{question_id, value}]}`): scale
 * values as integers, open answers trimmed and left out when blank (docs/surveys.md#answers).
 * @throws SurveyRequestError 409 already answered, 410 campaign closed, 401 link no longer valid, 422, 429, 5xx, 0.
 */
export async function submitAnswers(token: string, answers: Answers): Promise<void> {
  const list = Object.entries(answers)
    .map(([question_id, value]) => ({ question_id, value: typeof value === 'string' ? value.trim() : value }))
    .filter(({ value }) => value !== '');
  await surveyFetch(token, 'responses', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ answers: list }),
  });
}
