import type { ReportDefinition } from '../report-definition';
import { engagementIndex, npsScoreOfKind, percent } from './figures';
import { groupedTable } from './grouped-table';

const COLUMNS = ['respondents', 'invited', 'participation_pct', 'engagement_index', 'enps'];

/**
 * Report 8, `employee-journey` (docs/decisions/0003-reports.md#definitions): always grouped by tenure band (groups in
 * band order, `<3m` … `5y+`; a `group_by` is refused). Per set of respondents `{respondents, invited,
 * participation_pct, engagement_index, enps}`: `invited` is `context.invited` (the set's invited employees),
 * `participation_pct` = respondents / invited (`null` when nobody is invited). Table: one line per set (the overall
 * line, then one per band).
 */
export const employeeJourneyReport: ReportDefinition = {
  name: 'employee-journey',
  grouping: { kind: 'tenure' },
  figures(tally, { questions, invited }) {
    return {
      respondents: tally.respondents,
      invited,
      participation_pct: percent(tally.respondents, invited),
      engagement_index: engagementIndex(tally),
      enps: npsScoreOfKind(tally, questions, 'enps'),
    };
  },
  table: (data) => groupedTable(data, COLUMNS),
};
