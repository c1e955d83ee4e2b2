/**
 * The JSON answers of the fifteen reports as the dashboard reads them (docs/reports.md,
 * docs/decisions/0003-reports.md#where-and-how). Every figure may be `null` when there is nothing to compute it from.
 */

/** `meta` of every report answer. */
export interface ReportMeta {
  readonly campaign_id: string;
  /** `null` when the whole selection is suppressed. */
  readonly respondents: number | null;
  readonly invited: number | null;
  /** The minimum group size k the report used: groups under it are suppressed. */
  readonly min_group_size: number;
  /**
   * Respondents of the campaign left out of every figure for anonymity (too rare a combination of values), 0 when
   * none; `null` for a user whose campaign access is limited to a segment.
   */
  readonly left_out: number | null;
  /** Who delivered the invitations: `platform`, or `links` (the company held every survey link). */
  readonly distribution: 'platform' | 'links';
  readonly segment: Readonly<Record<string, readonly string[]>>;
  readonly group_by: string | null;
  readonly generated_at: string;
}

/**
 * What names a group: its label, or `null` for the respondents whose value is not disclosed, with `reason`:
 * `hidden` (some values hidden to protect anonymity) or `no_value` (none given) (docs/reports.md#anonymity).
 */
export interface GroupOf {
  readonly group: string | null;
  readonly reason?: 'hidden' | 'no_value';
}

/** A group hidden because it has fewer than `meta.min_group_size` respondents (or complementary suppression). */
export interface SuppressedGroup extends GroupOf {
  readonly suppressed: true;
}

/** A visible group: its label (see {@link GroupOf}) and the report's figures over its respondents. */
export type VisibleGroup<F> = F & GroupOf & { readonly respondents: number };

export type Group<F> = VisibleGroup<F> | SuppressedGroup;

/** The figures of the selection at the top of `data`, `groups` with `group_by`. */
export type ReportData<F> = F & {
  readonly respondents: number;
  readonly groups?: ReadonlyArray<Group<F>>;
  readonly suppressed?: undefined;
};

/** A selection (campaign + segment) under the minimum group size: no figures at all. */
export interface SuppressedData {
  readonly suppressed: true;
}

/** A report answer: `{data, meta}`. */
export interface ReportAnswer<F = Record<string, unknown>> {
  readonly data: ReportData<F> | SuppressedData;
  readonly meta: ReportMeta;
}

/** Whether `group` is one of the suppressed ones. */
export function isSuppressed<F>(group: Group<F>): group is SuppressedGroup {
  return 'suppressed' in group && group.suppressed === true;
}

export type Figure = number | null;

/** NPS reports (`enps`, `lnps`). */
export interface NpsFigures {
  readonly score: Figure;
  readonly promoters_pct: Figure;
  readonly passives_pct: Figure;
  readonly detractors_pct: Figure;
  readonly distribution: ReadonlyArray<{ readonly value: number; readonly count: number }>;
}

/** Favourable / neutral / unfavourable figures of a set of likert answers. */
export interface LikertFigures {
  readonly favourable_pct: Figure;
  readonly neutral_pct: Figure;
  readonly unfavourable_pct: Figure;
  readonly mean: Figure;
  readonly answers: number;
}

export interface DimensionsFigures {
  readonly dimensions: ReadonlyArray<LikertFigures & { readonly dimension: string }>;
}

export interface QuestionFigures extends LikertFigures {
  readonly question_id: string;
  readonly dimension: string;
  readonly rank?: number | null;
}

/** `family-dimension`, `psychological-dimension`. */
export interface DimensionQuestionsFigures extends LikertFigures {
  readonly questions: readonly QuestionFigures[];
}

export interface RankingQuestionsFigures {
  readonly questions: readonly QuestionFigures[];
}

export interface PsychosocialFigures {
  readonly factors: ReadonlyArray<{
    readonly factor: string;
    readonly unfavourable_pct: Figure;
    readonly risk: string | null;
  }>;
}

export interface ParticipationFigures {
  readonly invited: number;
  readonly responded: number;
  readonly rate_pct: Figure;
  readonly curve: ReadonlyArray<{ readonly date: string; readonly responded: number; readonly rate_pct: Figure }>;
}

export interface ClustersFigures {
  readonly clusters: ReadonlyArray<{ readonly cluster: string; readonly count: number; readonly pct: Figure }>;
}

export interface AttritionFigures {
  readonly bands: ReadonlyArray<{
    readonly band: string;
    readonly count: number;
    readonly pct: Figure;
    readonly leavers: number;
    readonly leaver_rate_pct: Figure;
  }>;
}

export interface LeadershipFigures extends LikertFigures {
  readonly maturity_level: number | null;
  readonly maturity_label: string | null;
}

export interface EngagementDimensionsFigures {
  readonly engagement_index: Figure;
  readonly dimensions: ReadonlyArray<{
    readonly dimension: string;
    readonly favourable_pct: Figure;
    readonly driver_strength: Figure;
    readonly quadrant: string | null;
  }>;
}

export interface JourneyFigures {
  readonly invited: number;
  readonly participation_pct: Figure;
  readonly engagement_index: Figure;
  readonly enps: Figure;
}

export interface RankingFiltersFigures {
  readonly engagement_index: Figure;
  readonly favourable_pct: Figure;
  readonly enps: Figure;
}

export interface MagicFigures {
  readonly participation_pct: Figure;
  readonly engagement_index: Figure;
  readonly favourable_pct: Figure;
  readonly enps: Figure;
  readonly lnps: Figure;
  readonly strongest: ReadonlyArray<{ readonly dimension: string; readonly favourable_pct: Figure }>;
  readonly weakest: ReadonlyArray<{ readonly dimension: string; readonly favourable_pct: Figure }>;
}
