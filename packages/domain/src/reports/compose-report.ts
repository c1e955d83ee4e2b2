import { numberDifferences } from './definitions/difference';
import type { ReleasedTable } from './released-table';
import type { ReportDefinition } from './report-definition';
import type { Grouping } from './report-query';
import { groupingOf, selectedRows, type GroupLabel, type Segment } from './report-selection';
import { sumTallies, tallyRows, type Tally } from './tally';

/** How many were invited: in the whole selection, and per group of the grouping in use. */
export interface InvitedCounts {
  readonly total: number;
  readonly groups: ReadonlyMap<GroupLabel, number>;
}

/** One campaign as a report reads it: its released table, voluntary leavers, opening day and invitations. */
export interface CampaignMaterial {
  readonly campaignId: string;
  readonly released: ReleasedTable;
  /** Response ids whose respondent left voluntarily since the campaign opened. */
  readonly leavers: ReadonlySet<string>;
  /** The opening day (epoch day), `null` for a draft. */
  readonly openedOn: number | null;
  readonly invited: InvitedCounts;
}

/** A composed report: its `data`, and the respondents of the selection (`null` when suppressed). */
export interface ComposedReport {
  readonly data: Readonly<Record<string, unknown>>;
  readonly respondents: number | null;
}

/** 1 for each row of `material`'s table whose respondent left voluntarily since the campaign opened. */
function leaverRows(material: CampaignMaterial): Uint8Array {
  const { table } = material.released;
  const rows = new Uint8Array(table.size);
  if (material.leavers.size > 0) table.ids.forEach((id, r) => (rows[r] = material.leavers.has(id) ? 1 : 0));
  return rows;
}

/**
 * The groups to suppress among `sizes` (respondents per group; groups with none are not listed): every group
 * under `minGroupSize`, and when exactly one is, the smallest of the others too, so the total minus the visible
 * groups never gives a small group away. Source: docs/reports.md#anonymity.
 */
export function suppressedGroups(sizes: ReadonlyMap<GroupLabel, number>, minGroupSize: number): Set<GroupLabel> {
  const suppressed = new Set([...sizes].filter(([, n]) => n < minGroupSize).map(([label]) => label));
  if (suppressed.size === 1) {
    const next = [...sizes].filter(([label]) => !suppressed.has(label)).sort((a, b) => a[1] - b[1])[0];
    if (next) suppressed.add(next[0]);
  }
  return suppressed;
}

function selectionFigures(
  definition: ReportDefinition,
  material: CampaignMaterial,
  segment: Segment,
  grouping: Grouping | null,
): ComposedReport {
  const { released } = material;
  const context = { questions: released.table.questions, openedOn: material.openedOn };
  const rows = selectedRows(released, segment);
  const groups = grouping ? groupingOf(released, grouping) : null;
  const tallies = tallyRows(released.table, rows, groups, leaverRows(material));
  const overall = groups ? sumTallies(tallies, released.table.questions.length) : (tallies[0] as Tally);
  if (overall.respondents < released.minGroupSize) return { data: { suppressed: true }, respondents: null };
  const data: Record<string, unknown> = {
    ...definition.figures(overall, {
      ...context,
      invited: material.invited.total,
      leftOut: segment.size === 0 ? released.leftOut : 0,
    }),
  };
  if (groups) {
    const sizes = new Map<GroupLabel, number>();
    tallies.forEach((tally, g) => {
      if (tally.respondents > 0) sizes.set(groups.labels[g] as GroupLabel, tally.respondents);
    });
    const tallyOf = new Map(tallies.map((tally, g) => [groups.labels[g] as GroupLabel, tally]));
    // values the release hid (held by too few) are listed as suppressed groups, counted as under the minimum;
    // without a segment, those of the respondents left out of every figure too
    const withHidden = new Map(sizes);
    for (const label of groups.hiddenLabels(segment.size === 0 ? null : rows))
      if (!sizes.has(label)) withHidden.set(label, 0);
    const suppressed = suppressedGroups(withHidden, released.minGroupSize);
    const visible = groups
      .order([...sizes.keys()])
      .filter((label) => !suppressed.has(label))
      .map((label) => {
        const tally = tallyOf.get(label) as Tally;
        const invited = material.invited.groups.get(label) ?? 0;
        return {
          group: label,
          figures: { respondents: tally.respondents, ...definition.figures(tally, { ...context, invited }) },
        };
      });
    const sorted = definition.sortGroups ? definition.sortGroups(visible) : visible;
    const reasonOf = (group: GroupLabel) => (group === null ? { reason: groups.nullReason(rows) } : {});
    data.groups = [
      ...sorted.map(({ group, figures }) => ({ group, ...reasonOf(group), ...figures })),
      ...groups.order([...suppressed]).map((group) => ({ group, ...reasonOf(group), suppressed: true })),
    ];
  }
  return { data, respondents: overall.respondents };
}

/**
 * The `data` of `definition` for `current` (and `compare`, the campaign of `compare_campaign_id`) over `segment`
 * (the request's and the user's access, already intersected), grouped by `grouping`: the selection's figures at
 * the top (or `{suppressed: true}` when it has fewer respondents than the released table's minimum group size),
 * `groups` (each visible group `{group, respondents, …figures}`, then each suppressed one `{group, suppressed:
 * true}`), and with a compared campaign `compare` (its figures, without groups) and `difference` (current minus
 * compared; absent when either is suppressed). Source: docs/decisions/0003-reports.md#where-and-how, #anonymity.
 */
export function composeReport(
  definition: ReportDefinition,
  grouping: Grouping | null,
  segment: Segment,
  current: CampaignMaterial,
  compare: CampaignMaterial | null,
): ComposedReport {
  const composed = selectionFigures(definition, current, segment, grouping);
  if (!compare) return composed;
  const earlier = selectionFigures(definition, compare, segment, null);
  const data: Record<string, unknown> = {
    ...composed.data,
    compare: { campaign_id: compare.campaignId, ...earlier.data },
  };
  if (composed.respondents !== null && earlier.respondents !== null) {
    const { groups: _current, ...currentTop } = composed.data;
    data.difference = (definition.difference ?? numberDifferences)(currentTop, earlier.data);
  }
  return { data, respondents: composed.respondents };
}
