import { useMemo } from 'react';
import { EChart } from './EChart';
import type { ChartOption } from './echarts-setup';

/** A heat map's cells: `values[row][column]`, `null` for a cell without a figure. */
export interface HeatmapData {
  readonly rows: readonly string[];
  readonly columns: readonly string[];
  readonly values: ReadonlyArray<ReadonlyArray<number | null>>;
}

/**
 * A heat map of `data` with each cell's text written in it (`cellText`), coloured by `visualMap` (a continuous
 * scale or pieces). The colour only repeats the text; the caller shows the figures in a table too.
 */
export function HeatmapChart(props: {
  data: HeatmapData;
  label: string;
  visualMap: ChartOption['visualMap'];
  cellText: (value: number, row: number, column: number) => string;
  /** Pixels per row (room for one or two lines of text). */
  rowHeight?: number;
}) {
  const { data, label, visualMap, cellText } = props;
  const option = useMemo<ChartOption>(
    () => ({
      grid: { left: 8, right: 8, top: 40, bottom: 64, containLabel: true },
      xAxis: {
        type: 'category',
        position: 'top',
        data: [...data.columns],
        axisLabel: { interval: 0, width: 160, overflow: 'break', color: '#1b1f24' },
      },
      yAxis: { type: 'category', inverse: true, data: [...data.rows], axisLabel: { color: '#1b1f24' } },
      visualMap,
      series: [
        {
          type: 'heatmap',
          data: data.values.flatMap((row, r) => row.map((value, c) => [c, r, value ?? '-'])),
          label: {
            show: true,
            color: '#1b1f24',
            fontWeight: 'bold',
            lineHeight: 16,
            formatter: (p: { value: unknown }) => {
              const [c, r, value] = p.value as [number, number, number | '-'];
              return value === '-' ? '' : cellText(value, r, c);
            },
          },
          itemStyle: { borderColor: '#ffffff', borderWidth: 2 },
        },
      ],
    }),
    [data, visualMap, cellText],
  );
  return <EChart option={option} label={label} height={140 + data.rows.length * (props.rowHeight ?? 40)} />;
}
