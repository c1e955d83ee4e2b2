import { init, type ECharts } from 'echarts/core';
import { useEffect, useRef } from 'react';
import type { ChartOption } from './echarts-setup';

/**
 * Canvas pixels per CSS pixel: at least 2, so that a chart stays sharp when print scales it to the sheet
 * (docs/dashboard.md#printing).
 */
const PIXEL_RATIO = Math.max(globalThis.devicePixelRatio || 1, 2);

/**
 * One ECharts chart: created on mount, given `option` whenever it changes (replacing the previous one), resized
 * with its container and disposed on unmount. The container is `role="img"` named by `label` (a one-sentence
 * summary); the figures themselves are in the table the caller puts beside it. Drawn on canvas unless `renderer` is
 * `svg`; print scales it to the sheet's width (styles.css).
 */
export function EChart(props: {
  option: ChartOption;
  label: string;
  height?: number;
  testId?: string;
  renderer?: 'canvas' | 'svg';
}) {
  const { renderer } = props;
  const container = useRef<HTMLDivElement>(null);
  const chart = useRef<ECharts | null>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    const instance = init(element, undefined, { renderer: renderer ?? 'canvas', devicePixelRatio: PIXEL_RATIO });
    chart.current = instance;
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(element);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, [renderer]);

  useEffect(() => {
    chart.current?.setOption(props.option, true);
  }, [props.option, renderer]);

  return (
    <div
      ref={container}
      className="report-chart"
      role="img"
      aria-label={props.label}
      data-testid={props.testId}
      style={{ height: props.height ?? 320 }}
    />
  );
}
