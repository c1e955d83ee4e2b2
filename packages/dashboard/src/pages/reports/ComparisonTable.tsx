import { FIGURE_NAMES } from './figure-names';
import type { ReportFormat } from './report-format';
import { TableScroll } from '../../components/TableScroll';

const numberOrNull = (value: unknown): number | null => (typeof value === 'number' ? value : null);

/**
 * With `compare_campaign_id` (docs/reports.md#how-a-report-is-computed, step 4): the selection's top-level figures
 * for this campaign and the compared one, and `difference` (current − compared), as a table. When the compared
 * campaign's selection is under the minimum group size, says so instead. Nothing without a compared campaign.
 */
export function ComparisonTable(props: { data: Readonly<Record<string, unknown>>; format: ReportFormat }) {
  const { data, format } = props;
  const compare = data.compare as Readonly<Record<string, unknown>> | undefined;
  if (!compare) return null;
  if (compare.suppressed === true)
    return (
      <p role="status" className="alert alert--warning">
        {format.t('compareSuppressed', { count: format.minGroupSize })}
      </p>
    );
  const difference = (data.difference ?? {}) as Readonly<Record<string, unknown>>;
  const keys = Object.keys(difference).filter((key) => typeof data[key] === 'number' || data[key] === null);
  return (
    <section className="card" aria-labelledby="comparison-title">
      <h2 id="comparison-title">{format.t('comparison')}</h2>
      <TableScroll labelledBy="comparison-title">
        <table>
          <caption>{format.t('comparison')}</caption>
          <thead>
            <tr>
              <th scope="col">{format.t('figure')}</th>
              <th scope="col">{format.t('thisCampaign')}</th>
              <th scope="col">{format.t('comparedCampaign')}</th>
              <th scope="col">{format.t('difference')}</th>
            </tr>
          </thead>
          <tbody>
            {keys.map((key) => (
              <tr key={key}>
                <th scope="row">{FIGURE_NAMES[key] ? format.t(FIGURE_NAMES[key]) : key}</th>
                <td>{format.num(numberOrNull(data[key]))}</td>
                <td>{format.num(numberOrNull(compare[key]))}</td>
                <td>{format.signed(numberOrNull(difference[key]))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </section>
  );
}
