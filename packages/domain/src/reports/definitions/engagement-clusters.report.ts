import type { ReportDefinition } from '../report-definition';
import { CLUSTERS } from '../tally';
import { percent } from './figures';
import { groupedTable, itemLinesOf } from './grouped-table';

/**
 * Report 2, `engagement-clusters` (docs/decisions/0003-reports.md#definitions): per set of respondents `{respondents,
 * clusters: [{cluster, count, pct}]}`, the clusters in the order engaged (engagement index ≥ 4.0), neutral (3.0 to
 * under 4.0), disengaged (< 3.0), each always present; `pct` is of the respondents with an engagement index (those
 * who answered an `engagement` question), `null` when there are none. Any `group_by`.
 * Table: one line per set and cluster: `cluster, count, pct`.
 */
export const engagementClustersReport: ReportDefinition = {
  name: 'engagement-clusters',
  grouping: 'optional',
  figures(tally) {
    return {
      respondents: tally.respondents,
      clusters: CLUSTERS.map((cluster, c) => {
        const count = tally.clusters[c] as number;
        return { cluster, count, pct: percent(count, tally.engagementCount) };
      }),
    };
  },
  table: (data) =>
    groupedTable(data, ['cluster', 'count', 'pct'], itemLinesOf('clusters', ['cluster', 'count', 'pct'])),
};
