import { EngagementIndexBars, GroupBarsChart } from './GroupBarsChart';
import { GroupsTable, likertColumns } from './GroupsTable';
import type { ReportFormat } from './report-format';
import type { JourneyFigures, LeadershipFigures, RankingFiltersFigures, ReportData } from './report-types';

/**
 * The reports whose figures are a few numbers per set of respondents, shown as bars of the main one per set and a
 * table of all of them (docs/reports.md reports 4, 8 and 13).
 */

const favourableOf = (figures: LeadershipFigures) => figures.favourable_pct;

/** `leadership-maturity`: favourability of leadership and its maturity level (1–4) per set. */
export function LeadershipView(props: { data: ReportData<LeadershipFigures>; format: ReportFormat }) {
  const { data, format } = props;
  const title = format.t('report.leadership-maturity');
  return (
    <section className="card" aria-labelledby="leadership-title">
      <h2 id="leadership-title">{title}</h2>
      <p className="report-score">
        {data.maturity_label ? format.t(`maturity.${data.maturity_label}`) : format.num(null)}
      </p>
      <GroupBarsChart
        data={data}
        format={format}
        figure={format.t('favourable')}
        value={favourableOf}
        min={0}
        max={100}
      />
      <GroupsTable
        caption={title}
        data={data}
        format={format}
        columns={[
          ...likertColumns<LeadershipFigures>(format),
          {
            header: format.t('maturity'),
            cell: (f) => (f.maturity_label ? format.t(`maturity.${f.maturity_label}`) : format.num(null)),
          },
        ]}
      />
    </section>
  );
}

/** `employee-journey`: per tenure band, the engagement index, eNPS and participation. */
export function JourneyView(props: { data: ReportData<JourneyFigures>; format: ReportFormat }) {
  const { data, format } = props;
  const title = format.t('report.employee-journey');
  return (
    <section className="card" aria-labelledby="journey-title">
      <h2 id="journey-title">{title}</h2>
      <EngagementIndexBars data={data} format={format} />
      <GroupsTable
        caption={title}
        data={data}
        format={format}
        columns={[
          { header: format.t('invited'), cell: (f) => format.num(f.invited) },
          { header: format.t('participation'), cell: (f) => format.num(f.participation_pct) },
          { header: format.t('engagementIndex'), cell: (f) => format.num(f.engagement_index) },
          { header: format.t('enps'), cell: (f) => format.num(f.enps) },
        ]}
      />
    </section>
  );
}

/** `ranking-filters`: the groups of `group_by` ranked by engagement index, with favourability and eNPS. */
export function RankingFiltersView(props: { data: ReportData<RankingFiltersFigures>; format: ReportFormat }) {
  const { data, format } = props;
  const title = format.t('report.ranking-filters');
  return (
    <section className="card" aria-labelledby="ranking-filters-title">
      <h2 id="ranking-filters-title">{title}</h2>
      <EngagementIndexBars data={data} format={format} />
      <GroupsTable
        caption={title}
        data={data}
        format={format}
        columns={[
          { header: format.t('engagementIndex'), cell: (f) => format.num(f.engagement_index) },
          { header: format.t('favourable'), cell: (f) => format.num(f.favourable_pct) },
          { header: format.t('enps'), cell: (f) => format.num(f.enps) },
        ]}
      />
    </section>
  );
}
