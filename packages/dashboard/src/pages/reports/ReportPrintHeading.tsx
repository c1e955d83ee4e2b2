import { useTranslation } from 'react-i18next';
import type { ReportName } from './report-catalogue';
import type { ReportAnswer } from './report-types';
import { REPORTS_NS } from './reports.messages';

/** A campaign or filter as the page lists them: id or key as value, name as label. */
interface Option {
  readonly value: string;
  readonly label: string;
}

/** `options`' label of `value`, else `value` itself. */
const labelOf = (options: readonly Option[], value: string) =>
  options.find((option) => option.value === value)?.label ?? value;

/**
 * What a printout says above the report in place of the controls, which do not print (docs/dashboard.md#printing):
 * the report's title, the campaign's name, and the grouping, segment and compared campaign of the answer drawn (read
 * from its `meta` and `compare`, so it names what is on the sheet even while another answer loads). Shown only in
 * print (`print-only`).
 */
export function ReportPrintHeading(props: {
  name: ReportName;
  answer: ReportAnswer;
  campaigns: readonly Option[];
  /** The company's filters: key as value, name as label. */
  filters: readonly Option[];
}) {
  const { t } = useTranslation(REPORTS_NS);
  const { name, answer, campaigns, filters } = props;
  const { meta } = answer;
  const groupBy = meta.group_by;
  const grouping = groupBy?.startsWith('filter:')
    ? labelOf(filters, groupBy.slice('filter:'.length))
    : groupBy && t(`grouping.${groupBy}`);
  const segments = Object.entries(meta.segment).map(
    ([key, values]) => `${labelOf(filters, key)}: ${values.join(', ')}`,
  );
  const compare = (answer.data as { compare?: { campaign_id?: string } }).compare?.campaign_id;
  const selection = [
    grouping && t('print.groupBy', { grouping }),
    segments.length > 0 && t('print.segment', { segment: segments.join('; ') }),
    compare && t('print.compare', { campaign: labelOf(campaigns, compare) }),
  ].filter(Boolean);
  return (
    <div className="print-only report-print-heading" data-testid="report-print-heading">
      <p className="report-print-campaign">{labelOf(campaigns, meta.campaign_id)}</p>
      <h1>{t(`report.${name}`)}</h1>
      {selection.length > 0 && <p>{selection.join(' · ')}</p>}
    </div>
  );
}
