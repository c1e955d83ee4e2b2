import { BarChart, GaugeChart, HeatmapChart, LineChart } from 'echarts/charts';
import type { BarSeriesOption, GaugeSeriesOption, HeatmapSeriesOption, LineSeriesOption } from 'echarts/charts';
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
import { CanvasRenderer, SVGRenderer } from 'echarts/renderers';

/**
 * Only the parts of Apache ECharts the reports draw are registered, so the bundle carries no more of it: gauge
 * (eNPS/LNPS), bars (the engagement drivers among them), lines (participation curve) and heat maps (dimensions ×
 * groups, psychosocial risk matrix), with grid, legend, tooltip, visual map and mark lines; drawn on canvas, but for
 * the charts that ask for SVG (their labels are then elements of the page, whose boxes the browser tests measure).
 */
register([
  BarChart,
  GaugeChart,
  HeatmapChart,
  LineChart,
  GridComponent,
  LegendComponent,
  MarkLineComponent,
  TooltipComponent,
  VisualMapComponent,
  CanvasRenderer,
  SVGRenderer,
]);

/** An ECharts option made of the registered parts only. */
export type ChartOption = ComposeOption<
  | BarSeriesOption
  | GaugeSeriesOption
  | HeatmapSeriesOption
  | LineSeriesOption
  | GridComponentOption
  | LegendComponentOption
  | MarkLineComponentOption
  | TooltipComponentOption
  | VisualMapComponentOption
>;
