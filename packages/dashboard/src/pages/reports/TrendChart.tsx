import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EChart } from './EChart';
import type { ChartOption } from './echarts-setup';
import type { ReportFormat } from './report-format';
import type { TrendCampaign, TrendFigure, TrendPoint, TrendScale, TrendSeries } from './trend-series';
import { TRENDS_NS } from './trends.messages';
import { TableScroll } from '../../components/TableScroll';

/**
 * The lines' colours, the whole selection's first (each at least 3:1 against white, WCAG 1.4.11), and their marks:
 * a line is told by its mark too, and every figure is in the table under the chart.
 */
const LINE_COLOURS = ['#0b5cad', '#c62828', '#2e7d32', '#a86b00', '#6a1b9a', '#00796b', '#ad1457', '#4e342e'];
const MARKS = ['circle', 'rect', 'triangle', 'diamond', 'roundRect', 'pin', 'arrow'];

/** The y axis of each kind of figure: its whole range, so that lines of different charts read alike. */
const RANGES: Record<TrendScale, { min: number; max: number }> = {
  pct: { min: 0, max: 100 },
  nps: { min: -100, max: 100 },
  index: { min: 1, max: 5 },
};

const valueOf = (point: TrendPoint): number | null => (point.kind === 'figure' ? point.value : null);

/** A series' name: "Overall" or its group's label. */
const seriesName = (series: TrendSeries, format: ReportFormat) =>
  series.group ? format.groupLabel(series.group) : format.t('overall');

/**
 * The chart: one line per series over the campaigns (each named with its day on the x axis, oldest first), broken
 * where a campaign has no point; the whole selection's points carry their value. Drawn as SVG, so the values are text
 * of the page.
 */
function optionOf(figure: TrendFigure, campaigns: readonly TrendCampaign[], format: ReportFormat): ChartOption {
  const names = figure.series.map((series) => seriesName(series, format));
  return {
    grid: { left: 8, right: 16, top: figure.series.length > 1 ? 56 : 24, bottom: 8, containLabel: true },
    legend: figure.series.length > 1 ? { data: names, textStyle: { color: '#1b1f24' } } : undefined,
    tooltip: { trigger: 'axis', valueFormatter: (value) => format.num(typeof value === 'number' ? value : null) },
    xAxis: {
      type: 'category',
      data: campaigns.map((campaign) => `${campaign.name}\n${campaign.date}`),
      axisLabel: { color: '#1b1f24', width: 110, overflow: 'truncate', lineHeight: 16 },
    },
    yAxis: { type: 'value', ...RANGES[figure.scale], axisLabel: { color: '#1b1f24' } },
    series: figure.series.map((series, index) => ({
      type: 'line',
      name: names[index],
      connectNulls: false,
      showAllSymbol: true,
      symbol: MARKS[index % MARKS.length],
      symbolSize: 8,
      itemStyle: { color: LINE_COLOURS[index % LINE_COLOURS.length] },
      label: {
        show: index === 0,
        position: 'top',
        color: '#1b1f24',
        formatter: (p: { value: unknown }) => format.num(p.value as number),
      },
      data: series.points.map(valueOf),
    })),
  };
}

/** What a table cell says for a point: the figure, or why there is none. */
function cellText(point: TrendPoint, format: ReportFormat, t: (key: string) => string): string {
  switch (point.kind) {
    case 'figure':
      return format.num(point.value);
    case 'suppressed':
      return format.t('suppressedGroup', { count: point.k });
    case 'none':
      return format.num(null);
    default:
      return t(point.kind);
  }
}

/** The names of the campaigns whose whole selection's point is of `kind`, joined with commas. */
function campaignsWhere(figure: TrendFigure, campaigns: readonly TrendCampaign[], kind: TrendPoint['kind']): string {
  const overall = figure.series[0]?.points ?? [];
  return campaigns
    .filter((_, i) => overall[i]?.kind === kind)
    .map((campaign) => campaign.name)
    .join(', ');
}

/** The sentences under a chart naming the campaigns without a point: under k, or outside the reader's access. */
function GapNotes(props: { figure: TrendFigure; campaigns: readonly TrendCampaign[] }) {
  const { t } = useTranslation(TRENDS_NS);
  const { figure, campaigns } = props;
  const gap = figure.series[0]?.points.find((point) => point.kind === 'suppressed');
  const suppressed = campaignsWhere(figure, campaigns, 'suppressed');
  const forbidden = campaignsWhere(figure, campaigns, 'forbidden');
  return (
    <>
      {suppressed && (
        <p className="muted report-suppressed" data-testid="trend-gap">
          {t('gap.suppressed', { campaigns: suppressed, count: gap?.kind === 'suppressed' ? gap.k : 0 })}
        </p>
      )}
      {forbidden && <p className="muted report-suppressed">{t('gap.forbidden', { campaigns: forbidden })}</p>}
    </>
  );
}

/**
 * One figure across the campaigns (docs/dashboard.md#trends): a line chart (a line for the whole selection and one
 * per group the API released), the campaigns without a point named under it, and the same figures as a table (a row
 * per line, a column per campaign; a cell without a figure says why: fewer than N respondents, outside the reader's
 * access).
 */
export function TrendChart(props: { figure: TrendFigure; campaigns: readonly TrendCampaign[]; format: ReportFormat }) {
  const { t } = useTranslation(TRENDS_NS);
  const { figure, campaigns, format } = props;
  const option = useMemo(() => optionOf(figure, campaigns, format), [figure, campaigns, format]);
  const title = format.t(figure.label);
  const id = `trend-${figure.key.replace(/[^a-z0-9]/gi, '-')}`;
  return (
    <section className="card" aria-labelledby={`${id}-title`} data-testid={id}>
      <h2 id={`${id}-title`}>{title}</h2>
      <EChart option={option} renderer="svg" label={t('chart', { figure: title })} height={280} />
      <GapNotes figure={figure} campaigns={campaigns} />
      <TableScroll label={title}>
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{format.t('group')}</th>
              {campaigns.map((campaign) => (
                <th scope="col" key={campaign.id}>
                  {t('campaignOn', { name: campaign.name, date: campaign.date })}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {figure.series.map((series) => {
              const name = seriesName(series, format);
              return (
                <tr key={name}>
                  <th scope="row">{name}</th>
                  {series.points.map((point, i) => (
                    <td
                      key={campaigns[i]?.id ?? i}
                      data-campaign={campaigns[i]?.id}
                      data-value={point.kind === 'figure' ? point.value : undefined}
                      className={point.kind === 'figure' ? undefined : 'report-suppressed'}
                    >
                      {cellText(point, format, t)}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableScroll>
    </section>
  );
}
