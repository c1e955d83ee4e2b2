import type { ReportDefinition } from '../report-definition';
import { RISK_BANDS } from '../tally';
import { percent } from './figures';
import { groupedTable, itemLinesOf } from './grouped-table';

const COLUMNS = ['band', 'count', 'pct', 'leavers', 'leaver_rate_pct'];

/**
 * Report 3, `attrition-clusters` (docs/decisions/0003-reports.md#definitions): per set of respondents `{respondents,
 * bands: [{band, count, pct, leavers, leaver_rate_pct}]}`, the bands in the order high (disengaged and eNPS detractor),
 * medium (either), low (the rest), each always present. Only respondents with both an engagement index and an
 * eNPS answer have a band: `pct` is `count` as a % of those (`null` when there are none); `leavers` are the band's
 * respondents with a voluntary firing since the campaign opened, settled before today
 * (docs/reports.md#voluntary-leavers), `leaver_rate_pct` = leavers / count (`null` for an empty band). Any
 * `group_by`. Table: one line per set and band: `band, count, pct, leavers, leaver_rate_pct`.
 */
export const attritionClustersReport: ReportDefinition = {
  name: 'attrition-clusters',
  grouping: 'optional',
  figures(tally) {
    const banded = tally.risk.reduce((sum, count) => sum + count, 0);
    return {
      respondents: tally.respondents,
      bands: RISK_BANDS.map((band, b) => {
        const count = tally.risk[b] as number;
        const leavers = tally.leavers[b] as number;
        return { band, count, pct: percent(count, banded), leavers, leaver_rate_pct: percent(leavers, count) };
      }),
    };
  },
  table: (data) => groupedTable(data, COLUMNS, itemLinesOf('bands', COLUMNS)),
};
