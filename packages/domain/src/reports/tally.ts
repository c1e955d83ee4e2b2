import type { Dimension } from '../surveys';
import { DIMENSIONS } from '../surveys';
import type { RespondentTable } from './respondent-table';
import { NO_ANSWER, NO_SCORE } from './row-scores';

/** Engagement clusters by a respondent's engagement index (docs/decisions/0003-reports.md#definitions, report 2). */
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

/**
 * Where each row of a tally goes: `codes[row]` is the index of its group (0 … `count` − 1), as
 * `report-selection`'s `groupCodesOf` gives it; `null`: one group, every row.
 */
export interface RowGroups {
  readonly codes: Int32Array;
  readonly count: number;
}

/** The driver dimensions (every dimension but `engagement`), in `DIMENSIONS` order, and their indexes there. */
const DRIVER_DIMENSIONS = DIMENSIONS.filter((d) => d !== 'engagement');
const DRIVER_INDEXES = Int32Array.from(DRIVER_DIMENSIONS, (d) => DIMENSIONS.indexOf(d));
const DRIVER_SUMS = 6;

/** A tally's counters for `groups` groups as flat arrays, filled by {@link tallyRows} in one pass. */
class FlatTallies {
  readonly respondents: Int32Array;
  readonly answers: Int32Array;
  readonly engagement: Float64Array;
  readonly engagementCount: Int32Array;
  readonly clusters: Int32Array;
  readonly risk: Int32Array;
  readonly leavers: Int32Array;
  readonly drivers: Float64Array;
  readonly days: Int32Array;

  constructor(
    readonly groups: number,
    readonly width: number,
    readonly dayCount: number,
  ) {
    this.respondents = new Int32Array(groups);
    this.answers = new Int32Array(groups * width * 11);
    this.engagement = new Float64Array(groups);
    this.engagementCount = new Int32Array(groups);
    this.clusters = new Int32Array(groups * CLUSTERS.length);
    this.risk = new Int32Array(groups * RISK_BANDS.length);
    this.leavers = new Int32Array(groups * RISK_BANDS.length);
    this.drivers = new Float64Array(groups * DRIVER_DIMENSIONS.length * DRIVER_SUMS);
    this.days = new Int32Array(groups * dayCount);
  }

  /** Group `g` as a {@link Tally} (views over these arrays, `days` as a map of the days with submissions). */
  tally(g: number, firstDay: number): Tally {
    const { width, dayCount } = this;
    const days = new Map<number, number>();
    for (let i = 0; i < dayCount; i++) {
      const count = this.days[g * dayCount + i] as number;
      if (count > 0) days.set(firstDay + i, count);
    }
    const slice = <T extends Int32Array | Float64Array>(array: T, size: number): T =>
      array.subarray(g * size, (g + 1) * size) as T;
    const driverSums = slice(this.drivers, DRIVER_DIMENSIONS.length * DRIVER_SUMS);
    return {
      respondents: this.respondents[g] as number,
      answers: Array.from({ length: width }, (_, q) =>
        this.answers.subarray((g * width + q) * 11, (g * width + q + 1) * 11),
      ),
      engagementSum: this.engagement[g] as number,
      engagementCount: this.engagementCount[g] as number,
      clusters: slice(this.clusters, CLUSTERS.length),
      risk: slice(this.risk, RISK_BANDS.length),
      leavers: slice(this.leavers, RISK_BANDS.length),
      drivers: new Map(
        DRIVER_DIMENSIONS.map((d, i) => [d, driverSums.subarray(i * DRIVER_SUMS, (i + 1) * DRIVER_SUMS)] as const),
      ),
      days,
    };
  }
}

/**
 * The tallies of `rows` of `table`, one per group of `groups` (or one for all rows when `groups` is `null`), in
 * a single pass over the rows (O(rows × questions)). `leavers[row]` is 1 for a respondent who left voluntarily
 * since the campaign opened. Source: docs/decisions/0003-reports.md#definitions; docs/reports.md.
 */
export function tallyRows(
  table: RespondentTable,
  rows: Int32Array,
  groups: RowGroups | null,
  leavers: Uint8Array,
): Tally[] {
  const { scores } = table;
  const width = table.questions.length;
  const D = DIMENSIONS.length;
  const K = DRIVER_INDEXES.length;
  const flat = new FlatTallies(groups?.count ?? 1, width, scores.dayCount);
  const { scale } = table;
  for (const r of rows) {
    const g = groups ? (groups.codes[r] as number) : 0;
    flat.respondents[g] = (flat.respondents[g] as number) + 1;
    const answersBase = g * width * 11;
    const rowBase = r * width;
    for (let q = 0; q < width; q++) {
      const value = scale[rowBase + q] as number;
      if (value !== NO_ANSWER) flat.answers[answersBase + q * 11 + value]!++;
    }
    const day = g * scores.dayCount + (table.submittedOn[r] as number) - scores.firstDay;
    flat.days[day] = (flat.days[day] as number) + 1;
    const index = scores.engagement[r] as number;
    if (Number.isNaN(index)) continue;
    flat.engagement[g] = (flat.engagement[g] as number) + index;
    flat.engagementCount[g] = (flat.engagementCount[g] as number) + 1;
    flat.clusters[g * CLUSTERS.length + (scores.cluster[r] as number)]!++;
    const band = scores.risk[r] as number;
    if (band !== NO_SCORE) {
      flat.risk[g * RISK_BANDS.length + band]!++;
      if (leavers[r] === 1) flat.leavers[g * RISK_BANDS.length + band]!++;
    }
    for (let k = 0; k < K; k++) {
      const x = scores.dimensionMeans[r * D + (DRIVER_INDEXES[k] as number)] as number;
      if (Number.isNaN(x)) continue;
      const base = (g * K + k) * DRIVER_SUMS;
      flat.drivers[base + DRIVER.n]!++;
      flat.drivers[base + DRIVER.sumX]! += x;
      flat.drivers[base + DRIVER.sumY]! += index;
      flat.drivers[base + DRIVER.sumXX]! += x * x;
      flat.drivers[base + DRIVER.sumYY]! += index * index;
      flat.drivers[base + DRIVER.sumXY]! += x * index;
    }
  }
  return Array.from({ length: flat.groups }, (_, g) => flat.tally(g, scores.firstDay));
}

/** The tally of the union of disjoint sets, from theirs (tallies are additive). */
export function sumTallies(tallies: readonly Tally[], questions: number): Tally {
  const sum = emptyTally(questions);
  for (const tally of tallies) {
    sum.respondents += tally.respondents;
    tally.answers.forEach((counts, q) => counts.forEach((count, v) => ((sum.answers[q] as Int32Array)[v]! += count)));
    sum.engagementSum += tally.engagementSum;
    sum.engagementCount += tally.engagementCount;
    for (const [target, source] of [
      [sum.clusters, tally.clusters],
      [sum.risk, tally.risk],
      [sum.leavers, tally.leavers],
    ] as const)
      source.forEach((count, i) => (target[i]! += count));
    for (const [dimension, sums] of tally.drivers) {
      const target = sum.drivers.get(dimension) as Float64Array;
      sums.forEach((value, i) => (target[i]! += value));
    }
    for (const [day, count] of tally.days) sum.days.set(day, (sum.days.get(day) ?? 0) + count);
  }
  return sum;
}
