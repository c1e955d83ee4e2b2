import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BUILT_IN_GROUPINGS,
  REPORTS,
  reportNamed,
  type ReportGrouping,
  type ReportParameters,
} from './report-catalogue';
import { REPORTS_NS } from './reports.messages';
import { Options, SegmentField, type Option } from './SegmentField';

/**
 * The `group_by` choice: none (unless the report requires a grouping), the company's filters and the built-in
 * groupings; a sentence instead for a report whose grouping is fixed (`tenure`).
 */
export function GroupByField(props: {
  grouping: ReportGrouping | undefined;
  filters: readonly Option[];
  value: string;
  onChange: (groupBy: string) => void;
}) {
  const { t } = useTranslation(REPORTS_NS);
  const { grouping } = props;
  return grouping === 'tenure' ? (
    <p className="muted">{t('groupByFixed')}</p>
  ) : (
    <label>
      {t('groupBy')}
      <select value={props.value} onChange={(e) => props.onChange(e.target.value)}>
        {grouping !== 'required' && <option value="">{t('none')}</option>}
        <Options options={props.filters} prefix="filter:" />
        {BUILT_IN_GROUPINGS.map((builtIn) => (
          <option key={builtIn} value={builtIn}>
            {t(`grouping.${builtIn}`)}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * The report's parameters (docs/reports.md#the-listener): campaign, report (the fifteen, by name), `group_by`
 * (none unless the report requires one; fixed for `employee-journey`), one segment (a filter and its value,
 * applied with the button) and a campaign to compare with. Every change is handed to `onChange` whole.
 */
export function ReportControls(props: {
  parameters: ReportParameters;
  campaigns: readonly Option[];
  /** The company's filters: `key` as value, name as label. */
  filters: readonly Option[];
  onChange: (parameters: ReportParameters) => void;
}) {
  const { t } = useTranslation(REPORTS_NS);
  const { parameters, campaigns, filters, onChange } = props;
  const [segmentValue, setSegmentValue] = useState(parameters.segmentValue);
  const change = (patch: Partial<ReportParameters>) => onChange({ ...parameters, ...patch });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change({ segmentValue });
  };
  return (
    <form className="card report-controls" onSubmit={submit} aria-label={t('parameters')}>
      <label>
        {t('campaign')}
        <select value={parameters.campaignId} onChange={(e) => change({ campaignId: e.target.value })}>
          <Options options={campaigns} />
        </select>
      </label>
      <label>
        {t('report')}
        <select
          value={parameters.report}
          onChange={(e) => change({ report: reportNamed(e.target.value)?.name ?? parameters.report })}
        >
          {REPORTS.map((report) => (
            <option key={report.name} value={report.name}>
              {t(`report.${report.name}`)}
            </option>
          ))}
        </select>
      </label>
      <GroupByField
        grouping={reportNamed(parameters.report)?.grouping}
        filters={filters}
        value={parameters.groupBy}
        onChange={(groupBy) => change({ groupBy })}
      />
      <SegmentField
        filters={filters}
        segmentKey={parameters.segmentKey}
        value={segmentValue}
        onKeyChange={(segmentKey) => change({ segmentKey })}
        onValueChange={setSegmentValue}
      />
      <label>
        {t('compare')}
        <select value={parameters.compareId} onChange={(e) => change({ compareId: e.target.value })}>
          <option value="">{t('none')}</option>
          <Options options={campaigns.filter((campaign) => campaign.value !== parameters.campaignId)} />
        </select>
      </label>
    </form>
  );
}
