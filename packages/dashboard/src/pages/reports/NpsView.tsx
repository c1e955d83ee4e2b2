import { useMemo } from 'react';
import { EChart } from './EChart';
import type { ChartOption } from './echarts-setup';
import { COLOURS, npsColourOf } from './chart-colours';
import { GroupsTable } from './GroupsTable';
import { GroupBarsChart } from './GroupBarsChart';
import type { ReportFormat } from './report-format';
import type { NpsFigures, ReportData } from './report-types';
import { TableScroll } from '../../components/TableScroll';

const scoreOf = (figures: NpsFigures) => figures.score;

function gaugeOption(score: number | null): ChartOption {
  return {
    series: [
      {
        type: 'gauge',
        min: -100,
        max: 100,
        splitNumber: 4,
        axisLine: {
          lineStyle: {
            width: 18,
            color: [
              [0.5, COLOURS.unfavourable],
              [0.75, COLOURS.passive],
              [1, COLOURS.favourable],
            ],
          },
        },
        pointer: { itemStyle: { color: '#1b1f24' } },
        axisLabel: { color: '#1b1f24', distance: 24 },
        radius: '95%',
        center: ['50%', '58%'],
        detail: { show: false },
        data: [{ value: score ?? 0 }],
      },
    ],
  };
}

function distributionOption(figures: NpsFigures, format: ReportFormat): ChartOption {
  return {
    grid: { left: 48, right: 16, top: 24, bottom: 40 },
    tooltip: { trigger: 'axis' },
    xAxis: {
      type: 'category',
      data: figures.distribution.map((point) => String(point.value)),
      name: format.t('answer'),
    },
    yAxis: { type: 'value', minInterval: 1 },
    series: [
      {
        type: 'bar',
        name: format.t('count'),
        label: { show: true, position: 'top', color: '#1b1f24' },
        data: figures.distribution.map((point) => ({
          value: point.count,
          itemStyle: { color: npsColourOf(point.value) },
        })),
      },
    ],
  };
}

/** The 0–10 distribution of an `enps` or `lnps` report: bars coloured by category, and the same counts in a table. */
function NpsDistribution(props: {
  name: 'enps' | 'lnps';
  reportName: string;
  data: ReportData<NpsFigures>;
  format: ReportFormat;
}) {
  const { name, reportName, data, format } = props;
  const distribution = useMemo(() => distributionOption(data, format), [data, format]);
  return (
    <section className="card" aria-labelledby={`${name}-distribution-title`}>
      <h2 id={`${name}-distribution-title`}>{format.t('answer')} 0–10</h2>
      <EChart option={distribution} label={format.t('chart.distribution', { name: reportName })} />
      <TableScroll labelledBy={`${name}-distribution-title`}>
        <table>
          <caption>{format.t('chart.distribution', { name: reportName })}</caption>
          <thead>
            <tr>
              <th scope="col">{format.t('answer')}</th>
              <th scope="col">{format.t('count')}</th>
              <th scope="col">{format.t('category')}</th>
            </tr>
          </thead>
          <tbody>
            {data.distribution.map((point) => (
              <tr key={point.value}>
                <th scope="row">{point.value}</th>
                <td>{format.num(point.count)}</td>
                <td>{format.t(point.value <= 6 ? 'detractors' : point.value <= 8 ? 'passives' : 'promoters')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </section>
  );
}

/**
 * The `enps` and `lnps` reports (docs/reports.md reports 5 and 15): the score on a gauge from −100 to 100 and in
 * text (`data-testid="<name>-score"`), promoters/passives/detractors in text, the 0–10 distribution as bars coloured
 * by category with the counts on the bars and in a table; with `group_by`, the score per group.
 */
export function NpsView(props: { name: 'enps' | 'lnps'; data: ReportData<NpsFigures>; format: ReportFormat }) {
  const { name, data, format } = props;
  const reportName = format.t(name);
  const gauge = useMemo(() => gaugeOption(data.score), [data.score]);
  const categories = [
    { key: 'detractors', value: data.detractors_pct, values: '0–6' },
    { key: 'passives', value: data.passives_pct, values: '7–8' },
    { key: 'promoters', value: data.promoters_pct, values: '9–10' },
  ] as const;
  return (
    <>
      <div className="report-grid">
        <section className="card" aria-labelledby={`${name}-score-title`}>
          <h2 id={`${name}-score-title`}>{reportName}</h2>
          <p className="report-score">
            <span data-testid={`${name}-score`} data-value={data.score ?? ''}>
              {format.num(data.score)}
            </span>
          </p>
          <EChart
            option={gauge}
            height={260}
            testId={`${name}-chart`}
            label={format.t('chart.nps', {
              name: reportName,
              score: format.num(data.score),
              promoters: format.num(data.promoters_pct),
              passives: format.num(data.passives_pct),
              detractors: format.num(data.detractors_pct),
            })}
          />
          <ul className="report-legend">
            {categories.map((category) => (
              <li key={category.key}>
                <span className={`report-swatch report-swatch--${category.key}`} aria-hidden="true" />
                {format.t(category.key)}: <strong>{format.num(category.value)} %</strong>
              </li>
            ))}
          </ul>
        </section>
        <NpsDistribution name={name} reportName={reportName} data={data} format={format} />
      </div>
      {data.groups && (
        <section className="card" aria-labelledby={`${name}-groups-title`}>
          <h2 id={`${name}-groups-title`}>{format.t('byGroup', { figure: reportName })}</h2>
          <GroupBarsChart data={data} format={format} figure={reportName} value={scoreOf} min={-100} max={100} />
          <GroupsTable
            caption={`${reportName} · ${format.t('group')}`}
            data={data}
            format={format}
            columns={[
              { header: format.t('score'), cell: (f) => format.num(f.score) },
              { header: format.t('promoters'), cell: (f) => format.num(f.promoters_pct) },
              { header: format.t('passives'), cell: (f) => format.num(f.passives_pct) },
              { header: format.t('detractors'), cell: (f) => format.num(f.detractors_pct) },
            ]}
          />
        </section>
      )}
    </>
  );
}
