import { BarChart, GaugeChart, HeatmapChart, LineChart, ScatterChart } from 'echarts/charts';
import type {
  BarSeriesOption,
  GaugeSeriesOption,
  HeatmapSeriesOption,
  LineSeriesOption,
  ScatterSeriesOption,
} from 'echarts/charts';
import {
  GridComponent,
  LegendComponent,
  MarkLineComponent,
  TooltipComponent,
  VisualMapComponent,
} from 'echarts/components';
import type {
  GridComponentOption,
  LegendComponentOption,
  MarkLineComponentOption,
  TooltipComponentOption,
  VisualMapComponentOption,
} from 'echarts/components';
import { use as register, type ComposeOption } from 'echarts/core';
import { LabelLayout } from 'echarts/features';
import { CanvasRenderer } from 'echarts/renderers';

/**
 * Only the parts of Apache ECharts the reports draw are registered, so the bundle carries no more of it: gauge
 * (eNPS/LNPS), bars, lines (participation curve), heat maps (dimensions × groups, psychosocial risk matrix) and a
 * scatter (engagement drivers), with grid, legend, tooltip, visual map, mark lines and the label layout that
 * hides overlapping labels, drawn on canvas.
 */
register([
  BarChart,
  GaugeChart,
  HeatmapChart,
  LineChart,
  ScatterChart,
  GridComponent,
  LegendComponent,
  MarkLineComponent,
  TooltipComponent,
  VisualMapComponent,
  LabelLayout,
  CanvasRenderer,
]);

/** An ECharts option made of the registered parts only. */
export type ChartOption = ComposeOption<
  | BarSeriesOption
  | GaugeSeriesOption
  | HeatmapSeriesOption
  | LineSeriesOption
  | ScatterSeriesOption
  | GridComponentOption
  | LegendComponentOption
  | MarkLineComponentOption
  | TooltipComponentOption
  | VisualMapComponentOption
>;
