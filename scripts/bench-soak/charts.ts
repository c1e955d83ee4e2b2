import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import * as echarts from 'echarts';
import { chromium } from 'playwright-core';
import { HEADLESS_CHROMIUM } from '../cli/chromium';
import type { SoakWindow } from './summary';

const SIZE = { width: 960, height: 400 };

/** One line of a chart: its name and one value per window (`null`: no sample). */
interface Series {
  readonly name: string;
  readonly values: readonly (number | null)[];
}

/** One chart of the soak: file name, title, unit and lines over the windows' minutes. */
interface ChartSpec {
  readonly file: string;
  readonly title: string;
  readonly unit: string;
  readonly series: readonly Series[];
}

/** The chart as an SVG document, drawn by ECharts' server-side renderer (no DOM). */
export function chartSvg(spec: ChartSpec, minutes: readonly number[], warmupMinutes: number): string {
  const chart = echarts.init(null, null, { renderer: 'svg', ssr: true, ...SIZE });
  chart.setOption({
    animation: false,
    backgroundColor: '#ffffff',
    title: { text: spec.title, left: 'center', textStyle: { fontSize: 15 } },
    legend: { bottom: 0 },
    grid: { left: 64, right: 24, top: 48, bottom: 64 },
    xAxis: { type: 'value', name: 'minutes', nameLocation: 'middle', nameGap: 26, min: 0, max: 'dataMax' },
    yAxis: { type: 'value', name: spec.unit, min: 0 },
    series: spec.series.map((series, index) => ({
      name: series.name,
      type: 'line',
      showSymbol: false,
      data: series.values.map((value, i) => [minutes[i], value]),
      ...(index === 0
        ? {
            markArea: {
              silent: true,
              itemStyle: { color: 'rgba(128,128,128,0.12)' },
              label: { show: true, position: 'insideTop', color: '#555' },
              data: [[{ name: 'warm-up', xAxis: 0 }, { xAxis: warmupMinutes }]],
            },
          }
        : {}),
    })),
  });
  const svg = chart.renderToSVGString();
  chart.dispose();
  return svg;
}

/** The soak's three charts over `windows`: heap, RSS and latency. */
export function soakCharts(windows: readonly SoakWindow[]): ChartSpec[] {
  return [
    {
      file: 'soak-heap.png',
      title: 'V8 heap used by the server',
      unit: 'MB',
      series: [
        { name: 'lowest in the window (after collections)', values: windows.map((w) => w.heapFloorMb) },
        { name: 'highest in the window', values: windows.map((w) => w.heapPeakMb) },
      ],
    },
    {
      file: 'soak-rss.png',
      title: 'Resident set size of the server',
      unit: 'MB',
      series: [{ name: 'highest in the window', values: windows.map((w) => w.rssMb) }],
    },
    {
      file: 'soak-latency.png',
      title: 'Latency of the mix',
      unit: 'ms',
      series: [
        { name: 'p99', values: windows.map((w) => w.latencyMs.p99) },
        { name: 'p50', values: windows.map((w) => w.latencyMs.p50) },
      ],
    },
  ];
}

/**
 * Draws {@link soakCharts} and writes each as a PNG into `dir` (made when missing), through Chromium's rendering of
 * the SVG. Resolves with the files written.
 */
export async function writeSoakCharts(
  windows: readonly SoakWindow[],
  warmupMinutes: number,
  dir: string,
): Promise<string[]> {
  await mkdir(dir, { recursive: true });
  const minutes = windows.map((w) => (w.atSeconds + w.seconds) / 60);
  const browser = await chromium.launch(HEADLESS_CHROMIUM);
  try {
    const page = await browser.newPage({ viewport: SIZE });
    const written: string[] = [];
    for (const spec of soakCharts(windows)) {
      await page.setContent(`<!doctype html><body style="margin:0">${chartSvg(spec, minutes, warmupMinutes)}</body>`);
      const path = join(dir, spec.file);
      await page.locator('svg').first().screenshot({ path });
      written.push(path);
    }
    return written;
  } finally {
    await browser.close();
  }
}
