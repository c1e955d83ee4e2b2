import { useMemo } from 'react';
import { EChart } from './EChart';
import { COLOURS } from './chart-colours';
import type { ReportFormat } from './report-format';
import type { Figure, ReportData, VisibleGroup } from './report-types';

/**
 * One figure of a report for the whole selection and each visible group, as horizontal bars with the value written
 * on each bar (suppressed groups are not drawn: the table beside it lists them). Its text alternative is the
 * caller's table.
 */
export function GroupBarsChart<F>(props: {
  data: ReportData<F>;
  format: ReportFormat;
  /** The figure's name, for the chart's label. */
  figure: string;
  value: (figures: VisibleGroup<F>) => Figure;
  min?: number;
  max?: number;
}) {
  const { data, format, figure, value, min, max } = props;
  const sets = useMemo(() => format.setsOf(data), [data, format]);
  const option = useMemo(
    () => ({
      grid: { left: 8, right: 48, top: 8, bottom: 24, containLabel: true },
      tooltip: { trigger: 'axis' as const },
      xAxis: { type: 'value' as const, min, max },
      yAxis: { type: 'category' as const, inverse: true, data: sets.map((set) => set.label) },
      series: [
        {
          type: 'bar' as const,
          name: figure,
          itemStyle: { color: COLOURS.primary },
          label: {
            show: true,
            position: 'right' as const,
            color: '#1b1f24',
            formatter: (p: { value: unknown }) => format.num(p.value as number),
          },
          data: sets.map((set) => value(set.figures)),
        },
      ],
    }),
    [sets, figure, value, min, max, format],
  );
  return <EChart option={option} height={60 + sets.length * 36} label={format.t('chart.groupBars', { figure })} />;
}

/** A set's engagement index: a module constant so the chart's option memo keeps its input between renders. */
const engagementIndexOf = (figures: { readonly engagement_index: Figure }) => figures.engagement_index;

/** The engagement index (1–5) of the selection and each visible group as bars: several reports lead with it. */
export function EngagementIndexBars<F extends { readonly engagement_index: Figure }>(props: {
  data: ReportData<F>;
  format: ReportFormat;
}) {
  return (
    <GroupBarsChart
      data={props.data}
      format={props.format}
      figure={props.format.t('engagementIndex')}
      value={engagementIndexOf}
      min={1}
      max={5}
    />
  );
}
