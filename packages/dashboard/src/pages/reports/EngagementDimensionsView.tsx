import { useMemo } from 'react';
import { EChart } from './EChart';
import type { ChartOption } from './echarts-setup';
import { COLOURS } from './chart-colours';
import { GroupsTable } from './GroupsTable';
import type { ReportFormat } from './report-format';
import type { EngagementDimensionsFigures, ReportData } from './report-types';
import { TableScroll } from '../../components/TableScroll';

/** Where the report's quadrants split on driver strength (docs/reports.md report 7): a strong driver from 0.5. */
const STRONG_DRIVER = 0.5;

/**
 * `engagement-dimensions` (docs/reports.md report 7): each dimension's driver strength (Pearson r) as a horizontal
 * bar, the dimensions' names in their own column beside the bars (so no name ever lies over another, at any width),
 * with the strong-driver line; a table with each one's favourability, strength and quadrant; with `group_by`, the
 * engagement index per group. Drawn in SVG, so that the browser tests measure the names' boxes.
 */
export function EngagementDimensionsView(props: {
  data: ReportData<EngagementDimensionsFigures>;
  format: ReportFormat;
}) {
  const { data, format } = props;
  const title = format.t('report.engagement-dimensions');
  const drivers = useMemo(() => data.dimensions.filter((d) => d.driver_strength !== null), [data]);
  const option = useMemo<ChartOption>(
    () => ({
      grid: { left: 8, right: 48, top: 8, bottom: 40, containLabel: true },
      tooltip: { trigger: 'axis' },
      xAxis: { type: 'value', min: -1, max: 1, name: format.t('driverStrength'), nameLocation: 'middle', nameGap: 28 },
      yAxis: { type: 'category', inverse: true, data: drivers.map((d) => format.t(`dimension.${d.dimension}`)) },
      series: [
        {
          type: 'bar',
          name: format.t('driverStrength'),
          itemStyle: { color: COLOURS.primary },
          label: { show: true, position: 'right', color: '#1b1f24', formatter: (p) => format.num(p.value as number) },
          data: drivers.map((d) => d.driver_strength),
          markLine: {
            silent: true,
            symbol: 'none',
            lineStyle: { color: '#4a5560', type: 'dashed' },
            label: { show: false },
            data: [{ xAxis: STRONG_DRIVER }],
          },
        },
      ],
    }),
    [drivers, format],
  );
  return (
    <section className="card" aria-labelledby="drivers-title">
      <h2 id="drivers-title">{title}</h2>
      <p>
        {format.t('engagementIndex')}: <strong>{format.num(data.engagement_index)}</strong>
      </p>
      <EChart
        option={option}
        height={80 + drivers.length * 32}
        label={format.t('chart.drivers')}
        renderer="svg"
        testId="drivers-chart"
      />
      <TableScroll label={title}>
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
      </TableScroll>
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
