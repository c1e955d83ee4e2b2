import type { ReportDefinition } from '../report-definition';
import { engagementIndex, npsScoreOfKind, overallFavourability } from './figures';
import { groupedTable } from './grouped-table';

const COLUMNS = ['respondents', 'engagement_index', 'favourable_pct', 'enps'];

/** A figure as a number to sort by: not a number (absent, `null`) sorts below every number. */
const sortable = (value: unknown): number => (typeof value === 'number' ? value : -Infinity);

/**
 * Report 13, `ranking-filters` (docs/decisions/0003-reports.md#definitions): the groups of the `group_by` it requires,
 * ranked. Per set of respondents `{respondents, engagement_index, favourable_pct, enps}` (`favourable_pct` over every
 * likert answer). `sortGroups`: by `engagement_index`, highest first, groups without one last; equal indexes by
 * group label (pt-BR collation), the group without a value last. Table: one line per set (the overall line,
 * then the groups in rank order).
 */
export const rankingFiltersReport: ReportDefinition = {
  name: 'ranking-filters',
  grouping: 'required',
  figures(tally, { questions }) {
    return {
      respondents: tally.respondents,
      engagement_index: engagementIndex(tally),
      favourable_pct: overallFavourability(tally, questions),
      enps: npsScoreOfKind(tally, questions, 'enps'),
    };
  },
  sortGroups: (groups) =>
    [...groups].sort(
      (a, b) =>
        sortable(b.figures.engagement_index) - sortable(a.figures.engagement_index) ||
        (a.group === null ? 1 : 0) - (b.group === null ? 1 : 0) ||
        (a.group ?? '').localeCompare(b.group ?? '', 'pt-BR'),
    ),
  table: (data) => groupedTable(data, COLUMNS),
};
