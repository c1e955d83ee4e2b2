import type { Answer } from './answers';
import type { Questionnaire } from './questionnaire';

/**
 * A respondent's headline figures, worked out once when the response is stored so reports read them instead of
 * re-reading every answer (docs/decisions/0003-reports.md#definitions): `enps` and `lnps` the 0–10 answers to the
 * questionnaire's first `enps` / `lnps` question (`null` without one), `engagementIndex` the mean of the
 * `engagement` likert answers, a reversed question counting as 6 − value (1–5; `null` without one).
 */
export interface ResponseScores {
  readonly enps: number | null;
  readonly lnps: number | null;
  readonly engagementIndex: number | null;
}

/** The {@link ResponseScores} of validated `answers` to `questionnaire`. */
export function responseScores(questionnaire: Questionnaire, answers: readonly Answer[]): ResponseScores {
  let enps: number | null = null;
  let lnps: number | null = null;
  const engagement: number[] = [];
  for (const answer of answers) {
    const question = questionnaire.question(answer.questionId);
    if (!question || typeof answer.value !== 'number') continue;
    if (question.kind === 'enps') enps ??= answer.value;
    else if (question.kind === 'lnps') lnps ??= answer.value;
    else if (question.kind === 'likert' && question.dimension === 'engagement')
      engagement.push(question.reversed ? 6 - answer.value : answer.value);
  }
  const engagementIndex =
    engagement.length === 0 ? null : engagement.reduce((sum, value) => sum + value, 0) / engagement.length;
  return { enps, lnps, engagementIndex };
}
