import type { Tally } from '../tally';
import type { ReportDefinition } from '../report-definition';
import { dayOfEpochDay } from '../respondent-table';
import { percent } from './figures';
import { groupedTable } from './grouped-table';

/** One day of the participation curve. */
export interface CurvePoint {
  /** `dd/mm/yyyy`. */
  readonly date: string;
  /** Respondents who had answered by the end of that day. */
  readonly responded: number;
  readonly rate_pct: number | null;
}

/**
 * The cumulative daily participation of `tally` from `openedOn` (epoch day; `null`: from the first submission)
 * through the last day with a submission, every day present (days without a submission repeat the day before):
 * `[]` without a submission. A submission dated before `openedOn` starts the curve on its own day.
 */
function curveOf(tally: Tally, invited: number, openedOn: number | null): CurvePoint[] {
  if (tally.days.size === 0) return [];
  const days = [...tally.days.keys()];
  const first = Math.min(...days, openedOn ?? Infinity);
  const last = Math.max(...days);
  const curve: CurvePoint[] = [];
  let responded = 0;
  for (let day = first; day <= last; day++) {
    responded += tally.days.get(day) ?? 0;
    curve.push({ date: dayOfEpochDay(day).value, responded, rate_pct: percent(responded, invited) });
  }
  return curve;
}

const COLUMNS = ['respondents', 'invited', 'responded', 'rate_pct'];

/**
 * Report 14, `participation` (docs/decisions/0003-reports.md#definitions): per set of respondents `{respondents,
 * invited, responded, rate_pct, curve: [{date, responded, rate_pct}]}`: `invited` is `context.invited`, `responded` the
 * set's respondents (`respondents`, the name every report carries, plus `context.leftOut`, so that a whole campaign's
 * `invited` and `responded` are those of `GET /v1/campaigns/{id}`), `rate_pct` = responded / invited (`null` when
 * nobody is invited); `curve` the cumulative daily participation since the campaign opened (see {@link curveOf}; of
 * `respondents`). Any `group_by`. Table: one line per set, without the curve.
 */
export const participationReport: ReportDefinition = {
  name: 'participation',
  grouping: 'optional',
  figures(tally, { invited, openedOn, leftOut = 0 }) {
    const responded = tally.respondents + leftOut;
    return {
      respondents: tally.respondents,
      invited,
      responded,
      rate_pct: percent(responded, invited),
      curve: curveOf(tally, invited, openedOn),
    };
  },
  table: (data) => groupedTable(data, COLUMNS),
};
