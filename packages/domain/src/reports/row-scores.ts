import { DIMENSIONS } from '../surveys';
import type { StoredQuestion } from '../surveys';

/** The value a `scale` cell holds for a question without an answer (an `open` question, or none given). */
export const NO_ANSWER = 255;

/** The code of "none" in a {@link RowScores} code column (no engagement index, no eNPS answer). */
export const NO_SCORE = -1;

/**
 * Per-row figures of a respondent table, worked out as each row is appended (the hot loop of a tally reads only
 * these and the answers):
 * - `engagement[r]`: the engagement index (mean of the `engagement` answers, reversed as 6 − value), NaN without;
 * - `cluster[r]`: index into `CLUSTERS` of that index, {@link NO_SCORE} without one;
 * - `risk[r]`: index into `RISK_BANDS` (needs an engagement index and an eNPS answer), else {@link NO_SCORE};
 * - `dimensionMeans[r * DIMENSIONS.length + d]`: the row's mean in `DIMENSIONS[d]` (scored), NaN without an answer;
 * - `firstDay` / `dayCount`: the range of `submittedOn` (days `firstDay … firstDay + dayCount − 1`).
 * Source: docs/decisions/0003-reports.md#definitions (favourable, engagement index, clusters, attrition bands).
 */
export interface RowScores {
  readonly engagement: Float64Array;
  readonly cluster: Int8Array;
  readonly risk: Int8Array;
  readonly dimensionMeans: Float64Array;
  readonly firstDay: number;
  readonly dayCount: number;
}

/** The scored value of a likert answer: `6 − value` on a reversed question, else the value. */
export function scored(value: number, reversed: boolean): number {
  return reversed ? 6 - value : value;
}

/** Cluster index (`CLUSTERS`: engaged, neutral, disengaged) of an engagement index (1–5). */
export function clusterIndexOf(index: number): number {
  return index >= 4 ? 0 : index >= 3 ? 1 : 2;
}

/** Risk band index (`RISK_BANDS`: high, medium, low) of a cluster index and a 0–10 eNPS answer. */
export function riskIndexOf(cluster: number, enps: number): number {
  const disengaged = cluster === 2;
  const detractor = enps <= 6;
  return disengaged && detractor ? 0 : disengaged || detractor ? 1 : 2;
}

/**
 * Scores rows of one questionnaire as they are appended to a respondent table: {@link score} writes row `r`'s
 * dimension means into `means` (at `r * DIMENSIONS.length`) and returns its engagement index (NaN without one),
 * cluster and risk band indexes ({@link NO_SCORE} without).
 */
export class RowScorer {
  private readonly dimensionOf: Int32Array;
  private readonly reversed: Uint8Array;
  private readonly engagementIndex = DIMENSIONS.indexOf('engagement');
  private readonly enpsQuestion: number;
  private readonly sums = new Float64Array(DIMENSIONS.length);
  private readonly counts = new Int32Array(DIMENSIONS.length);

  constructor(private readonly questions: readonly StoredQuestion[]) {
    this.dimensionOf = Int32Array.from(questions, (q) =>
      q.kind === 'likert' && q.dimension ? DIMENSIONS.indexOf(q.dimension) : -1,
    );
    this.reversed = Uint8Array.from(questions, (q) => (q.reversed ? 1 : 0));
    this.enpsQuestion = questions.findIndex((q) => q.kind === 'enps');
  }

  /** Scores the answers `scale[offset … offset + questions − 1]` as row `r`. */
  score(scale: Uint8Array, offset: number, r: number, means: Float64Array): RowScore {
    const { sums, counts } = this;
    const D = DIMENSIONS.length;
    sums.fill(0);
    counts.fill(0);
    for (let q = 0; q < this.questions.length; q++) {
      const d = this.dimensionOf[q] as number;
      const value = scale[offset + q] as number;
      if (d < 0 || value === NO_ANSWER) continue;
      sums[d]! += scored(value, this.reversed[q] === 1);
      counts[d]!++;
    }
    for (let d = 0; d < D; d++)
      means[r * D + d] = (counts[d] as number) > 0 ? (sums[d] as number) / (counts[d] as number) : NaN;
    const engagement = means[r * D + this.engagementIndex] as number;
    if (Number.isNaN(engagement)) return { engagement, cluster: NO_SCORE, risk: NO_SCORE };
    const cluster = clusterIndexOf(engagement);
    const enps = this.enpsQuestion >= 0 ? (scale[offset + this.enpsQuestion] as number) : NO_ANSWER;
    return { engagement, cluster, risk: enps === NO_ANSWER ? NO_SCORE : riskIndexOf(cluster, enps) };
  }
}

/** One row's scores (see {@link RowScores}). */
export interface RowScore {
  readonly engagement: number;
  readonly cluster: number;
  readonly risk: number;
}
