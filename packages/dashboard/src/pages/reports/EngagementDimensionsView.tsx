import { useMemo } from 'react';
import { EChart } from './EChart';
import type { ChartOption } from './echarts-setup';
import { COLOURS } from './chart-colours';
import { GroupsTable } from './GroupsTable';
import type { ReportFormat } from './report-format';
import type { EngagementDimensionsFigures, ReportData } from './report-types';

/** Where the report's quadrants split (docs/reports.md report 7): driver strength 0.5, favourability 65 %. */
const STRONG_DRIVER = 0.5;
const LOW_FAVOURABILITY = 65;

/**
 * `engagement-dimensions` (docs/reports.md report 7): each dimension placed by favourability (x, %) and driver
 * strength (y, Pearson r), with the quadrant lines, and a table with the quadrant the report gives each; with
 * `group_by`, the engagement index per group.
 */
export function EngagementDimensionsView(props: {
  data: ReportData<EngagementDimensionsFigures>;
  format: ReportFormat;
}) {
  const { data, format } = props;
  const title = format.t('report.engagement-dimensions');
  const option = useMemo<ChartOption>(
    () => ({
      grid: { left: 56, right: 32, top: 24, bottom: 48 },
      tooltip: { trigger: 'item' },
      xAxis: { type: 'value', min: 0, max: 100, name: format.t('favourable'), nameLocation: 'middle', nameGap: 28 },
      yAxis: { type: 'value', min: -1, max: 1, name: format.t('driverStrength') },
      series: [
        {
          type: 'scatter',
          symbolSize: 12,
          labelLayout: { hideOverlap: true },
          itemStyle: { color: COLOURS.primary },
          label: {
            show: true,
            position: 'right',
            color: '#1b1f24',
            formatter: (p) => p.name,
          },
          data: data.dimensions
            .filter((d) => d.favourable_pct !== null && d.driver_strength !== null)
            .map((d) => ({ name: format.t(`dimension.${d.dimension}`), value: [d.favourable_pct, d.driver_strength] })),
          markLine: {
            silent: true,
            symbol: 'none',
            lineStyle: { color: '#4a5560', type: 'dashed' },
            label: { show: false },
            data: [{ xAxis: LOW_FAVOURABILITY }, { yAxis: STRONG_DRIVER }],
          },
        },
      ],
    }),
    [data, format],
  );
  return (
    <section className="card" aria-labelledby="drivers-title">
      <h2 id="drivers-title">{title}</h2>
      <p>
        {format.t('engagementIndex')}: <strong>{format.num(data.engagement_index)}</strong>
      </p>
      <EChart option={option} height={380} label={format.t('chart.drivers')} />
      <table>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{format.t('dimension')}</th>
            <th scope="col">{format.t('favourable')}</th>
            <th scope="col">{format.t('driverStrength')}</th>
            <th scope="col">{format.t('quadrant')}</th>
          </tr>
        </thead>
        <tbody>
          {data.dimensions.map((d) => (
            <tr key={d.dimension}>
              <th scope="row">{format.t(`dimension.${d.dimension}`)}</th>
              <td>{format.num(d.favourable_pct)}</td>
              <td>{format.num(d.driver_strength)}</td>
              <td>{d.quadrant ? format.t(`quadrant.${d.quadrant}`) : format.num(null)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {data.groups && (
        <GroupsTable
          caption={`${title} · ${format.t('group')}`}
          data={data}
          format={format}
          columns={[{ header: format.t('engagementIndex'), cell: (f) => format.num(f.engagement_index) }]}
        />
      )}
    </section>
  );
}
