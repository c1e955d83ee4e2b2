import type { Dimension } from '../survey/question-catalogue';
import { DIMENSIONS } from '../survey/question-catalogue';
import { NO_ANSWER, type RespondentTable } from './respondent-table';

/** Engagement clusters by a respondent's engagement index (shared/decisions/reports.md#definitions, report 2). */
export const CLUSTERS = ['engaged', 'neutral', 'disengaged'] as const;
export type Cluster = (typeof CLUSTERS)[number];

/** eNPS categories of a 0–10 answer: promoter 9–10, passive 7–8, detractor 0–6. */
export const NPS_CATEGORIES = ['promoter', 'passive', 'detractor'] as const;
export type NpsCategory = (typeof NPS_CATEGORIES)[number];

/** Attrition risk bands (report 3): high = disengaged and detractor; medium = either; low = the rest. */
export const RISK_BANDS = ['high', 'medium', 'low'] as const;
export type RiskBand = (typeof RISK_BANDS)[number];

/** Index of the sums a {@link Tally} keeps per dimension for the driver correlation (report 7). */
export const DRIVER = { n: 0, sumX: 1, sumY: 2, sumXX: 3, sumYY: 4, sumXY: 5 } as const;

/**
 * The answer aggregates of a set of respondents: everything every report needs, and additive (the tally of two
 * disjoint sets is the sum of theirs), so a report is a pure function of tallies
 * (docs/reports.md#how-a-report-is-computed).
 * - `respondents`: how many;
 * - `answers[q][v]`: how many answered `v` (0–10) to question `q` of the table (open questions stay at 0);
 * - `engagementSum` / `engagementCount`: the sum of the respondents' engagement indexes (1–5) and how many have one;
 * - `clusters[c]`: respondents per {@link CLUSTERS} entry (those with an engagement index);
 * - `risk[b]` / `leavers[b]`: respondents per {@link RISK_BANDS} entry (those with an engagement index and an
 *   eNPS answer), and how many of them are voluntary leavers;
 * - `drivers.get(d)`: per dimension other than `engagement`, over respondents with both a mean in `d` and an
 *   engagement index, the sums of {@link DRIVER} (x = mean in `d`, y = engagement index);
 * - `days`: submissions per epoch day (see `RespondentTable.submittedOn`).
 */
export interface Tally {
  respondents: number;
  readonly answers: Int32Array[];
  engagementSum: number;
  engagementCount: number;
  readonly clusters: Int32Array;
  readonly risk: Int32Array;
  readonly leavers: Int32Array;
  readonly drivers: Map<Dimension, Float64Array>;
  readonly days: Map<number, number>;
}

/** An empty tally for `questions` questions. */
export function emptyTally(questions: number): Tally {
  return {
    respondents: 0,
    answers: Array.from({ length: questions }, () => new Int32Array(11)),
    engagementSum: 0,
    engagementCount: 0,
    clusters: new Int32Array(CLUSTERS.length),
    risk: new Int32Array(RISK_BANDS.length),
    leavers: new Int32Array(RISK_BANDS.length),
    drivers: new Map(
      DIMENSIONS.filter((d) => d !== 'engagement').map((d) => [d, new Float64Array(6)] as [Dimension, Float64Array]),
    ),
    days: new Map(),
  };
}

/** The cluster of an engagement index (1–5). */
export function clusterOf(index: number): Cluster {
  return index >= 4 ? 'engaged' : index >= 3 ? 'neutral' : 'disengaged';
}

/** The category of a 0–10 answer. */
export function npsCategoryOf(value: number): NpsCategory {
  return value >= 9 ? 'promoter' : value >= 7 ? 'passive' : 'detractor';
}

/** The risk band of a cluster and an eNPS category. */
export function riskBandOf(cluster: Cluster, category: NpsCategory): RiskBand {
  const disengaged = cluster === 'disengaged';
  const detractor = category === 'detractor';
  return disengaged && detractor ? 'high' : disengaged || detractor ? 'medium' : 'low';
}

/** Per-row figures of a table, worked out once per table. */
interface RowScores {
  /** Engagement index per row, NaN without one. */
  readonly engagement: Float64Array;
  /** eNPS answer per row (the first `enps` question), -1 without one. */
  readonly enps: Int32Array;
  /** Mean per row and dimension (scored: reversed as 6 − value), NaN without an answer; `[row * D + d]`. */
  readonly dimensionMeans: Float64Array;
}

const rowScoresCache = new WeakMap<RespondentTable, RowScores>();

/** The scored value of a likert answer: `6 − value` on a reversed question, else the value. */
export function scored(value: number, reversed: boolean): number {
  return reversed ? 6 - value : value;
}

function rowScoresOf(table: RespondentTable): RowScores {
  const known = rowScoresCache.get(table);
  if (known) return known;
  const width = table.questions.length;
  const dimensionIndex = table.questions.map((q) =>
    q.kind === 'likert' && q.dimension ? DIMENSIONS.indexOf(q.dimension) : -1,
  );
  const engagementIndex = DIMENSIONS.indexOf('engagement');
  const enpsQuestion = table.questions.findIndex((q) => q.kind === 'enps');
  const engagement = new Float64Array(table.size).fill(NaN);
  const enps = new Int32Array(table.size).fill(-1);
  const dimensionMeans = new Float64Array(table.size * DIMENSIONS.length).fill(NaN);
  const sums = new Float64Array(DIMENSIONS.length);
  const counts = new Int32Array(DIMENSIONS.length);
  for (let r = 0; r < table.size; r++) {
    sums.fill(0);
    counts.fill(0);
    for (let q = 0; q < width; q++) {
      const d = dimensionIndex[q] as number;
      const value = table.scale[r * width + q] as number;
      if (d < 0 || value === NO_ANSWER) continue;
      add(sums, d, scored(value, (table.questions[q] as { reversed: boolean }).reversed));
      add(counts, d);
    }
    for (let d = 0; d < DIMENSIONS.length; d++)
      if ((counts[d] as number) > 0)
        dimensionMeans[r * DIMENSIONS.length + d] = (sums[d] as number) / (counts[d] as number);
    engagement[r] = dimensionMeans[r * DIMENSIONS.length + engagementIndex] as number;
    if (enpsQuestion >= 0) {
      const value = table.scale[r * width + enpsQuestion] as number;
      if (value !== NO_ANSWER) enps[r] = value;
    }
  }
  const scores = { engagement, enps, dimensionMeans };
  rowScoresCache.set(table, scores);
  return scores;
}

/** `array[index] += amount` (typed arrays: the index is known to be in range). */
function add(array: Int32Array | Float64Array, index: number, amount = 1): void {
  array[index] = (array[index] as number) + amount;
}

/**
 * Adds row `r` of `table` to `tally`. `leaver`: whether the respondent left voluntarily since the campaign opened.
 */
export function addRow(tally: Tally, table: RespondentTable, r: number, leaver: boolean): void {
  const scores = rowScoresOf(table);
  const width = table.questions.length;
  tally.respondents++;
  for (let q = 0; q < width; q++) {
    const value = table.scale[r * width + q] as number;
    if (value !== NO_ANSWER) add(tally.answers[q] as Int32Array, value);
  }
  const index = scores.engagement[r] as number;
  if (!Number.isNaN(index)) {
    tally.engagementSum += index;
    tally.engagementCount++;
    const cluster = clusterOf(index);
    add(tally.clusters, CLUSTERS.indexOf(cluster));
    const enps = scores.enps[r] as number;
    if (enps >= 0) {
      const band = RISK_BANDS.indexOf(riskBandOf(cluster, npsCategoryOf(enps)));
      add(tally.risk, band);
      if (leaver) add(tally.leavers, band);
    }
    for (const [dimension, sums] of tally.drivers) {
      const x = scores.dimensionMeans[r * DIMENSIONS.length + DIMENSIONS.indexOf(dimension)] as number;
      if (Number.isNaN(x)) continue;
      add(sums, DRIVER.n);
      add(sums, DRIVER.sumX, x);
      add(sums, DRIVER.sumY, index);
      add(sums, DRIVER.sumXX, x * x);
      add(sums, DRIVER.sumYY, index * index);
      add(sums, DRIVER.sumXY, x * index);
    }
  }
  const day = table.submittedOn[r] as number;
  tally.days.set(day, (tally.days.get(day) ?? 0) + 1);
}
