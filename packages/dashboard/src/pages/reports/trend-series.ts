import type { DimensionsFigures, Figure, GroupOf, MagicFigures, ReportAnswer } from './report-types';
import { isSuppressed } from './report-types';

/** A campaign of the trends, as the x axis places it: by its date (`dd/mm/yyyy`), oldest first. */
export interface TrendCampaign {
  readonly id: string;
  readonly name: string;
  /** `starts_on`, or the day of `created_at` for a campaign without a first day. */
  readonly date: string;
}

/** What the reports API answered for one campaign: its `magic` and `dimensions` reports, or that it refused. */
export interface CampaignReading {
  readonly campaign: TrendCampaign;
  readonly magic: ReportAnswer<MagicFigures> | null;
  readonly dimensions: ReportAnswer<DimensionsFigures> | null;
  /** 403: the reader's campaign access does not include the campaign (docs/access.md). */
  readonly forbidden: boolean;
}

/**
 * One campaign's point of one series: a figure the API released, or why there is none: `suppressed` (the selection
 * or the group had fewer than `k` respondents), `absent` (no such group in that campaign), `none` (the API gave no
 * figure: nothing to compute it from), `forbidden` (outside the reader's campaign access), `pending` (not read yet).
 */
export type TrendPoint =
  | { readonly kind: 'figure'; readonly value: number }
  | { readonly kind: 'suppressed'; readonly k: number }
  | { readonly kind: 'absent' | 'none' | 'forbidden' | 'pending' };

/** One line of a chart: the whole selection (`group` undefined) or one group of `group_by`, a point per campaign. */
export interface TrendSeries {
  readonly group?: GroupOf;
  readonly points: readonly TrendPoint[];
}

/** The kind of scale of a figure: a percentage 0–100, an NPS −100–100 or the engagement index 1–5. */
export type TrendScale = 'pct' | 'nps' | 'index';

/** One chart: a figure (a headline of `magic`, or a dimension's favourability) across the campaigns. */
export interface TrendFigure {
  /** `participation_pct`, `engagement_index`, `favourable_pct`, `enps`, `lnps`, or `dimension.<key>`. */
  readonly key: string;
  /** Its name's message key in the reports' messages. */
  readonly label: string;
  readonly scale: TrendScale;
  readonly series: readonly TrendSeries[];
}

/** The headline figures of `magic`, in the order the charts show them. */
const HEADLINES = [
  { key: 'engagement_index', label: 'engagementIndex', scale: 'index' },
  { key: 'enps', label: 'enps', scale: 'nps' },
  { key: 'favourable_pct', label: 'favourable', scale: 'pct' },
  { key: 'participation_pct', label: 'participation', scale: 'pct' },
  { key: 'lnps', label: 'lnps', scale: 'nps' },
] as const;

/** A set of figures as an answer holds it: the selection's or a group's. */
type Figures = Readonly<Record<string, unknown>>;

/** Any report's answer. */
type Answer = ReportAnswer<object>;

/** Reads one figure out of a set of figures. */
type Reader = (figures: Figures) => Figure;

/** The key that identifies a group across campaigns: its label, or `null` with its reason. */
const groupKeyOf = (group: GroupOf): string =>
  group.group === null ? `null:${group.reason ?? 'hidden'}` : `=${group.group}`;

const numberOrNull = (value: unknown): Figure => (typeof value === 'number' ? value : null);

/** The point of `figures` (a visible set) read by `read`. */
function figurePoint(figures: Figures, read: Reader): TrendPoint {
  const value = read(figures);
  return value === null ? { kind: 'none' } : { kind: 'figure', value };
}

/** The whole selection's point of one campaign's answer (`undefined` while unread, `null` when refused). */
function overallPoint(reading: CampaignReading, answer: Answer | null, read: Reader): TrendPoint {
  if (reading.forbidden) return { kind: 'forbidden' };
  if (!answer) return { kind: 'pending' };
  if (answer.data.suppressed) return { kind: 'suppressed', k: answer.meta.min_group_size };
  return figurePoint(answer.data, read);
}

/** Group `key`'s point of one campaign's answer: its figure when released, else why not. */
function groupPoint(reading: CampaignReading, answer: Answer | null, key: string, read: Reader): TrendPoint {
  const overall = overallPoint(reading, answer, read);
  if (!answer || answer.data.suppressed || (overall.kind !== 'figure' && overall.kind !== 'none')) return overall;
  const group = answer.data.groups?.find((g) => groupKeyOf(g) === key);
  if (!group) return { kind: 'absent' };
  if (isSuppressed(group)) return { kind: 'suppressed', k: answer.meta.min_group_size };
  return figurePoint(group as Figures, read);
}

/**
 * The groups released (shown with figures) in at least one campaign's answer, in the order they first appear; a
 * group suppressed in every campaign has no line (the tables say "fewer than N respondents" for it anyway).
 */
function releasedGroups(answers: ReadonlyArray<Answer | null>): GroupOf[] {
  const groups = new Map<string, GroupOf>();
  for (const answer of answers) {
    if (!answer || answer.data.suppressed) continue;
    for (const group of answer.data.groups ?? []) {
      if (!isSuppressed(group) && !groups.has(groupKeyOf(group)))
        groups.set(groupKeyOf(group), { group: group.group, ...(group.reason ? { reason: group.reason } : {}) });
    }
  }
  return [...groups.values()];
}

/** The series of one figure: the whole selection, then each released group, a point per campaign. */
function seriesOf(
  readings: readonly CampaignReading[],
  answerOf: (reading: CampaignReading) => Answer | null,
  read: Reader,
): TrendSeries[] {
  const answers = readings.map(answerOf);
  return [
    { points: readings.map((reading, i) => overallPoint(reading, answers[i] ?? null, read)) },
    ...releasedGroups(answers).map((group) => ({
      group,
      points: readings.map((reading, i) => groupPoint(reading, answers[i] ?? null, groupKeyOf(group), read)),
    })),
  ];
}

/** The dimensions any campaign's `dimensions` answer lists, in the order they first appear. */
function dimensionKeys(readings: readonly CampaignReading[]): string[] {
  const keys = new Set<string>();
  for (const reading of readings) {
    const data = reading.dimensions?.data;
    if (data && !data.suppressed) for (const d of data.dimensions) keys.add(d.dimension);
  }
  return [...keys];
}

/** The favourability (%) of `dimension` in a set of `dimensions` figures, `null` when not listed. */
const favourabilityOf =
  (dimension: string): Reader =>
  (figures) => {
    const dimensions = figures.dimensions as DimensionsFigures['dimensions'] | undefined;
    return numberOrNull(dimensions?.find((d) => d.dimension === dimension)?.favourable_pct);
  };

/**
 * The trends (docs/dashboard.md#trends): for `readings` (campaigns oldest first), one figure per headline of `magic`
 * (engagement index, eNPS, favourability, participation, LNPS) and one per dimension's favourability (`dimensions`),
 * each with the whole selection's series and one per group the API released somewhere. Every point is a figure the
 * reports API released for that campaign, copied as it is: nothing is computed across campaigns or groups, so the
 * view shows no more than reading each campaign's report one by one (docs/reports.md#anonymity).
 */
export function trendFigures(readings: readonly CampaignReading[]): TrendFigure[] {
  const headlines = HEADLINES.map(({ key, label, scale }) => ({
    key,
    label,
    scale,
    series: seriesOf(
      readings,
      (r) => r.magic,
      (figures) => numberOrNull(figures[key]),
    ),
  }));
  const dimensions = dimensionKeys(readings).map((dimension) => ({
    key: `dimension.${dimension}`,
    label: `dimension.${dimension}`,
    scale: 'pct' as const,
    series: seriesOf(readings, (r) => r.dimensions, favourabilityOf(dimension)),
  }));
  return [...headlines, ...dimensions];
}
