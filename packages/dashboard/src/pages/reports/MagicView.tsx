import { GroupsTable } from './GroupsTable';
import { EngagementIndexBars } from './GroupBarsChart';
import type { ReportFormat } from './report-format';
import type { Figure, MagicFigures, ReportData } from './report-types';

const HEADLINES = [
  { key: 'participation_pct', label: 'participation' },
  { key: 'engagement_index', label: 'engagementIndex' },
  { key: 'favourable_pct', label: 'favourable' },
  { key: 'enps', label: 'enps' },
  { key: 'lnps', label: 'lnps' },
] as const;

type Difference = Partial<Record<(typeof HEADLINES)[number]['key'], Figure>> & {
  readonly strongest?: MagicFigures['strongest'];
  readonly weakest?: MagicFigures['weakest'];
};

/**
 * `magic` (docs/reports.md report 1), the headline card: participation, engagement index, favourability, eNPS and
 * LNPS, each with its difference to the compared campaign when one is chosen; the three strongest and weakest
 * dimensions; with `group_by`, the headline figures per group.
 */
export function MagicView(props: {
  data: ReportData<MagicFigures> & { difference?: Difference };
  format: ReportFormat;
}) {
  const { data, format } = props;
  const difference = data.difference;
  const headlines = (
    <dl className="report-figures">
      {HEADLINES.map((headline) => (
        <div key={headline.key}>
          <dt>{format.t(headline.label)}</dt>
          <dd>
            {format.num(data[headline.key])}
            {difference && (
              <small>
                {' '}
                ({format.t('difference')}: {format.signed(difference[headline.key])})
              </small>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
  const list = (key: 'strongest' | 'weakest') => (
    <div>
      <h3>{format.t(key)}</h3>
      <ol>
        {data[key].map((d, index) => (
          <li key={d.dimension}>
            {format.t(`dimension.${d.dimension}`)}: {format.num(d.favourable_pct)} %
            {difference?.[key]?.[index] && (
              <small>
                {' '}
                ({format.t('difference')}: {format.signed(difference[key][index].favourable_pct)})
              </small>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
  return (
    <section className="card" aria-labelledby="magic-title">
      <h2 id="magic-title">{format.t('report.magic')}</h2>
      {headlines}
      <div className="report-grid">
        {list('strongest')}
        {list('weakest')}
      </div>
      {data.groups && (
        <>
          <EngagementIndexBars data={data} format={format} />
          <GroupsTable<MagicFigures>
            caption={`${format.t('report.magic')} · ${format.t('group')}`}
            data={data}
            format={format}
            columns={HEADLINES.map((headline) => ({
              header: format.t(headline.label),
              cell: (f) => format.num(f[headline.key]),
            }))}
          />
        </>
      )}
    </section>
  );
}
