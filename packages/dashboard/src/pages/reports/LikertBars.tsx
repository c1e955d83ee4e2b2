import { useMemo } from 'react';
import { EChart } from './EChart';
import { COLOURS } from './chart-colours';
import type { ReportFormat } from './report-format';
import type { LikertFigures } from './report-types';

/** One bar of {@link LikertBars}: its label and its likert figures. */
export interface LikertItem {
  readonly label: string;
  readonly figures: LikertFigures;
}

const PARTS = [
  { key: 'favourable', figure: 'favourable_pct', colour: COLOURS.favourable },
  { key: 'neutral', figure: 'neutral_pct', colour: COLOURS.neutral },
  { key: 'unfavourable', figure: 'unfavourable_pct', colour: COLOURS.unfavourable },
] as const;

/**
 * Favourable / neutral / unfavourable percentages of each item as one stacked horizontal bar (0–100 %), the
 * percentages written in the segments, with a legend; `of` names what the items are, for the chart's label. The
 * caller shows the same figures in a table.
 */
export function LikertBars(props: { items: readonly LikertItem[]; format: ReportFormat; of: string }) {
  const { items, format } = props;
  const option = useMemo(
    () => ({
      grid: { left: 8, right: 24, top: 36, bottom: 24, containLabel: true },
      legend: { top: 0, textStyle: { color: '#1b1f24' } },
      tooltip: { trigger: 'axis' as const },
      xAxis: { type: 'value' as const, min: 0, max: 100 },
      yAxis: {
        type: 'category' as const,
        inverse: true,
        data: items.map((item) => item.label),
        axisLabel: { width: 220, overflow: 'truncate' as const },
      },
      series: PARTS.map((part) => ({
        type: 'bar' as const,
        stack: 'likert',
        name: format.t(part.key),
        itemStyle: { color: part.colour },
        label: {
          show: true,
          color: '#ffffff',
          formatter: (p: { value: unknown }) => ((p.value as number) >= 8 ? format.num(p.value as number) : ''),
        },
        data: items.map((item) => item.figures[part.figure]),
      })),
    }),
    [items, format],
  );
  return <EChart option={option} height={80 + items.length * 34} label={format.t('chart.likert', { of: props.of })} />;
}
