import { useMemo } from 'react';
import { EChart } from './EChart';
import type { ChartOption } from './echarts-setup';
import { COLOURS } from './chart-colours';
import { GroupBarsChart } from './GroupBarsChart';
import { GroupsTable } from './GroupsTable';
import type { ReportFormat } from './report-format';
import type { ParticipationFigures, ReportData } from './report-types';
import { TableScroll } from '../../components/TableScroll';

const rateOf = (figures: ParticipationFigures) => figures.rate_pct;

/** The participation curve: the share of the invited who had answered by each day, as a line with its values. */
function curveOption(data: ReportData<ParticipationFigures>, format: ReportFormat): ChartOption {
  return {
    grid: { left: 48, right: 24, top: 24, bottom: 48 },
    tooltip: { trigger: 'axis' },
    xAxis: { type: 'category', data: data.curve.map((point) => point.date), axisLabel: { color: '#1b1f24' } },
    yAxis: { type: 'value', min: 0, max: 100, axisLabel: { formatter: '{value} %', color: '#1b1f24' } },
    series: [
      {
        type: 'line',
        name: format.t('rate'),
        areaStyle: { opacity: 0.15 },
        itemStyle: { color: COLOURS.primary },
        label: { show: true, position: 'top', color: '#1b1f24', formatter: (p) => format.num(p.value as number) },
        data: data.curve.map((point) => point.rate_pct),
      },
    ],
  };
}

/**
 * The `participation` report (docs/reports.md report 14): invited, responded and the rate in text, the cumulative
 * daily curve since opening as a line (rate %, 0–100) with its days in a table; with `group_by`, the rate per group.
 */
export function ParticipationView(props: { data: ReportData<ParticipationFigures>; format: ReportFormat }) {
  const { data, format } = props;
  const option = useMemo(() => curveOption(data, format), [data, format]);
  const first = data.curve[0];
  const last = data.curve[data.curve.length - 1];
  return (
    <>
      <section className="card" aria-labelledby="participation-title">
        <h2 id="participation-title">{format.t('report.participation')}</h2>
        <dl className="report-figures">
          <div>
            <dt>{format.t('invited')}</dt>
            <dd>{format.num(data.invited)}</dd>
          </div>
          <div>
            <dt>{format.t('responded')}</dt>
            <dd>{format.num(data.responded)}</dd>
          </div>
          <div>
            <dt>{format.t('rate')}</dt>
            <dd data-testid="participation-rate">{format.num(data.rate_pct)}</dd>
          </div>
        </dl>
        {first && last && (
          <EChart
            option={option}
            testId="participation-chart"
            label={format.t('chart.curve', { from: first.date, to: last.date, rate: format.num(last.rate_pct) })}
          />
        )}
        <TableScroll label={format.t('report.participation')}>
          <table>
            <caption>{format.t('report.participation')}</caption>
            <thead>
              <tr>
                <th scope="col">{format.t('date')}</th>
                <th scope="col">{format.t('responded')}</th>
                <th scope="col">{format.t('rate')}</th>
              </tr>
            </thead>
            <tbody>
              {data.curve.map((point) => (
                <tr key={point.date}>
                  <th scope="row">{point.date}</th>
                  <td>{format.num(point.responded)}</td>
                  <td>{format.num(point.rate_pct)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </section>
      {data.groups && (
        <section className="card" aria-labelledby="participation-groups-title">
          <h2 id="participation-groups-title">{format.t('byGroup', { figure: format.t('report.participation') })}</h2>
          <GroupBarsChart data={data} format={format} figure={format.t('rate')} value={rateOf} min={0} max={100} />
          <GroupsTable
            caption={`${format.t('report.participation')} · ${format.t('group')}`}
            data={data}
            format={format}
            columns={[
              { header: format.t('invited'), cell: (f) => format.num(f.invited) },
              { header: format.t('rate'), cell: (f) => format.num(f.rate_pct) },
            ]}
          />
        </section>
      )}
    </>
  );
}
