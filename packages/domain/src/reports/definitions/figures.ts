import type { StoredQuestion } from '../../surveys';
import { DIMENSIONS, type Dimension, type QuestionKind } from '../../surveys';
import { scored } from '../row-scores';
import { DRIVER, type Tally } from '../tally';

/**
 * The figure helpers every report shares (docs/decisions/0003-reports.md#definitions). Percentages are 0–100,
 * NPS −100..100 and means 1–5, each with one decimal place; a figure with nothing to be computed from (no
 * answer, nobody invited) is `null`.
 */

/** `x` with one decimal place (`Math.round(x * 10) / 10`; a negative zero comes out as `0`). */
export function round1(x: number): number {
  return Math.round(x * 10) / 10 + 0;
}

/** `part` of `whole` as a percentage 0–100 with one decimal place; `null` when `whole` is 0. */
export function percent(part: number, whole: number): number | null {
  return whole === 0 ? null : round1((100 * part) / whole);
}

/** How many of `histogram[from..to]` (both inclusive). */
function countBetween(histogram: Int32Array, from: number, to: number): number {
  let count = 0;
  for (let value = from; value <= to; value++) count += histogram[value] as number;
  return count;
}

/** The likert questions of a questionnaire, by index into `Tally.answers`, that `keep` accepts. */
export function likertIndexes(
  questions: readonly StoredQuestion[],
  keep: (question: StoredQuestion) => boolean = () => true,
): number[] {
  const indexes: number[] = [];
  questions.forEach((question, q) => {
    if (question.kind === 'likert' && keep(question)) indexes.push(q);
  });
  return indexes;
}

/** The dimensions, in catalogue order, that have at least one likert question in `questions`. */
export function dimensionsOf(questions: readonly StoredQuestion[]): Dimension[] {
  return DIMENSIONS.filter((dimension) => questions.some((q) => q.kind === 'likert' && q.dimension === dimension));
}

/** The likert figures of a set of questions (report vocabulary names). */
export interface LikertFigures {
  readonly favourable_pct: number | null;
  readonly neutral_pct: number | null;
  readonly unfavourable_pct: number | null;
  /** Mean of the scored answers (a reversed question's answer counted as 6 − value), 1–5, higher is better. */
  readonly mean: number | null;
  /** How many answers the figures are computed from. */
  readonly answers: number;
}

/**
 * The likert figures of the questions `indexes` of `questions`, pooling their answers in `tally`: favourable =
 * 4–5 (1–2 on a reversed question), unfavourable = 1–2 (4–5 reversed), neutral = 3, each as a % of the answers;
 * `mean` of the scored answers. Every figure but `answers` is `null` without an answer.
 * Source: docs/decisions/0003-reports.md#definitions.
 */
export function likertFigures(
  tally: Tally,
  questions: readonly StoredQuestion[],
  indexes: readonly number[],
): LikertFigures {
  let favourable = 0;
  let neutral = 0;
  let answers = 0;
  let scoredSum = 0;
  for (const q of indexes) {
    const histogram = tally.answers[q] as Int32Array;
    const reversed = (questions[q] as StoredQuestion).reversed;
    for (let value = 1; value <= 5; value++) {
      const count = histogram[value] as number;
      const score = scored(value, reversed);
      if (score >= 4) favourable += count;
      else if (score === 3) neutral += count;
      answers += count;
      scoredSum += score * count;
    }
  }
  return {
    favourable_pct: percent(favourable, answers),
    neutral_pct: percent(neutral, answers),
    unfavourable_pct: percent(answers - favourable - neutral, answers),
    mean: answers === 0 ? null : round1(scoredSum / answers),
    answers,
  };
}

/** The likert figures of `dimension`'s questions (see {@link likertFigures}). */
export function dimensionFigures(
  tally: Tally,
  questions: readonly StoredQuestion[],
  dimension: Dimension,
): LikertFigures {
  return likertFigures(
    tally,
    questions,
    likertIndexes(questions, (q) => q.dimension === dimension),
  );
}

/** The favourability (%) over every likert answer of the questionnaire: "favourability overall". */
export function overallFavourability(tally: Tally, questions: readonly StoredQuestion[]): number | null {
  return likertFigures(tally, questions, likertIndexes(questions)).favourable_pct;
}

/** The NPS figures of a 0–10 question (report vocabulary names). */
export interface NpsFigures {
  readonly score: number | null;
  readonly promoters_pct: number | null;
  readonly passives_pct: number | null;
  readonly detractors_pct: number | null;
  /** Answers per value, every value 0–10 present (count 0 included). */
  readonly distribution: ReadonlyArray<{ readonly value: number; readonly count: number }>;
}

/**
 * The NPS figures of a 0–10 answer histogram (`histogram[v]`: answers of value `v`; `undefined`: no such
 * question): promoters = 9–10, passives = 7–8, detractors = 0–6, each as a % of the answers; `score` = % of
 * promoters − % of detractors, worked out from the counts and then rounded (so it may differ by 0.1 from the
 * difference of the two rounded percentages). Without an answer every figure is `null` and every count 0.
 * Source: docs/decisions/0003-reports.md#definitions.
 */
export function npsFigures(histogram: Int32Array | undefined): NpsFigures {
  const counts = histogram ?? new Int32Array(11);
  const answers = countBetween(counts, 0, 10);
  const promoters = countBetween(counts, 9, 10);
  const detractors = countBetween(counts, 0, 6);
  return {
    score: answers === 0 ? null : round1((100 * (promoters - detractors)) / answers),
    promoters_pct: percent(promoters, answers),
    passives_pct: percent(countBetween(counts, 7, 8), answers),
    detractors_pct: percent(detractors, answers),
    distribution: Array.from({ length: 11 }, (_, value) => ({ value, count: counts[value] as number })),
  };
}

/**
 * The answer histogram of the questionnaire's first question of `kind` (`enps` or `lnps`; the standard
 * questionnaire has one of each, and the tally's eNPS category reads the first `enps` question too), or
 * `undefined` when the questionnaire has none.
 */
export function histogramOfKind(
  tally: Tally,
  questions: readonly StoredQuestion[],
  kind: QuestionKind,
): Int32Array | undefined {
  const q = questions.findIndex((question) => question.kind === kind);
  return q < 0 ? undefined : tally.answers[q];
}

/** The NPS score (−100..100) of the first question of `kind`, `null` without one or without answers. */
export function npsScoreOfKind(tally: Tally, questions: readonly StoredQuestion[], kind: QuestionKind): number | null {
  return npsFigures(histogramOfKind(tally, questions, kind)).score;
}

/**
 * The engagement index of a set of respondents: the mean of their engagement indexes (each the mean of their
 * scored `engagement` answers), 1–5 with one decimal place; `null` when nobody has one.
 */
export function engagementIndex(tally: Tally): number | null {
  return tally.engagementCount === 0 ? null : round1(tally.engagementSum / tally.engagementCount);
}

/** Fewest respondents a driver strength is computed from (docs/decisions/0003-reports.md#definitions, report 7). */
export const MIN_DRIVER_RESPONDENTS = 30;

/** Below this, a variance worked out from the sums is floating-point noise around 0 (values are 1–5). */
const ZERO_VARIANCE = 1e-12;

/**
 * Pearson's r from the {@link DRIVER} sums of a dimension (x = a respondent's mean in the dimension, y = their
 * engagement index), with two decimal places, −1..1: `(nΣxy − ΣxΣy) / √((nΣxx − (Σx)²)(nΣyy − (Σy)²))`.
 * `null` with fewer than {@link MIN_DRIVER_RESPONDENTS} respondents, or when either variance is 0 (everyone
 * gave the same mean, so there is nothing to correlate). Source: docs/decisions/0003-reports.md#definitions, report 7.
 */
export function driverStrength(sums: Float64Array | undefined): number | null {
  const n = sums?.[DRIVER.n] ?? 0;
  if (sums === undefined || n < MIN_DRIVER_RESPONDENTS) return null;
  const [sumX, sumY, sumXX, sumYY, sumXY] = [
    sums[DRIVER.sumX],
    sums[DRIVER.sumY],
    sums[DRIVER.sumXX],
    sums[DRIVER.sumYY],
    sums[DRIVER.sumXY],
  ] as [number, number, number, number, number];
  const varianceX = (n * sumXX - sumX * sumX) / (n * n);
  const varianceY = (n * sumYY - sumY * sumY) / (n * n);
  if (varianceX < ZERO_VARIANCE || varianceY < ZERO_VARIANCE) return null;
  const r = (sumXY / n - (sumX / n) * (sumY / n)) / Math.sqrt(varianceX * varianceY);
  return Math.round(Math.min(1, Math.max(-1, r)) * 100) / 100 + 0;
}
