import type { WindowFigures } from './driver';
import { SOAK_KINDS, type SoakKind } from './mix';

/** One line of the server's memory probe (`memory-probe.ts`): bytes, `t` in ms since the epoch. */
export interface MemorySample {
  readonly t: number;
  readonly rss: number;
  readonly heapUsed: number;
  readonly heapTotal: number;
}

/** One window of the soak with the server's memory in it. */
export interface SoakWindow extends WindowFigures {
  /** Lowest `heapUsed` sampled in the window, MB: the heap after its collections, what a leak raises. */
  readonly heapFloorMb: number | null;
  /** Highest `heapUsed` sampled in the window, MB. */
  readonly heapPeakMb: number | null;
  /** Highest resident set size sampled in the window, MB. */
  readonly rssMb: number | null;
}

/** A figure early and late in the soak (after the warm-up): the median over the first and over the last third. */
export interface Trend {
  readonly first: number | null;
  readonly last: number | null;
  /** `last / first − 1`, in percent; `null` without both. */
  readonly changePercent: number | null;
}

/** The growth bound of heap and RSS between the first and the last third (percent) and p99's (a factor). */
export const LIMITS = { memoryGrowthPercent: 10, p99Factor: 1.5 } as const;

/** What the soak showed (docs/performance.md#soak). */
export interface SoakSummary {
  readonly requests: number;
  /** Unexpected statuses and transport errors, by `<kind> <status>`, over the whole soak. */
  readonly errors: Readonly<Record<string, number>>;
  readonly notSent: number;
  readonly replaced: Readonly<Partial<Record<SoakKind, number>>>;
  /** Windows from the end of the warm-up on. */
  readonly measuredWindows: number;
  readonly heapFloorMb: Trend;
  readonly rssMb: Trend;
  readonly p99Ms: Trend;
  /** The highest p99 of a window after the warm-up. */
  readonly worstP99Ms: number | null;
  /** After the warm-up, each kind's requests and the median of its windows' p50 and p99 (ms). */
  readonly byKind: Readonly<Partial<Record<SoakKind, { count: number; p50: number | null; p99: number | null }>>>;
  readonly verdicts: {
    readonly noErrors: boolean;
    readonly heapFlat: boolean;
    readonly rssFlat: boolean;
    readonly p99Stable: boolean;
  };
}

const MB = 1024 * 1024;

/** The median of `values` (the mean of the middle two for an even count); `null` for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/**
 * The windows with the memory sampled in each: samples whose `t` falls within `[start + atSeconds, + seconds)`,
 * `startEpochMs` being the run's start on the probe's clock.
 */
export function withMemory(
  windows: readonly WindowFigures[],
  samples: readonly MemorySample[],
  startEpochMs: number,
): SoakWindow[] {
  return windows.map((window) => {
    const from = startEpochMs + window.atSeconds * 1000;
    const inside = samples.filter((s) => s.t >= from && s.t < from + window.seconds * 1000);
    const heap = inside.map((s) => s.heapUsed / MB);
    return {
      ...window,
      heapFloorMb: heap.length > 0 ? Math.min(...heap) : null,
      heapPeakMb: heap.length > 0 ? Math.max(...heap) : null,
      rssMb: inside.length > 0 ? Math.max(...inside.map((s) => s.rss / MB)) : null,
    };
  });
}

/** {@link Trend} of `values` (in time order). */
export function trendOf(values: readonly (number | null)[]): Trend {
  const known = values.filter((v): v is number => v !== null);
  const third = Math.max(1, Math.floor(known.length / 3));
  const first = median(known.slice(0, third));
  const last = median(known.slice(-third));
  return {
    first,
    last,
    changePercent: first !== null && last !== null && first > 0 ? (last / first - 1) * 100 : null,
  };
}

/**
 * The soak's verdicts over `windows` (every window, warm-up first): errors over the whole soak; heap floor, RSS and
 * p99 compared between the first and the last third of the windows after `warmupSeconds`, within {@link LIMITS}.
 */
export function summarize(
  windows: readonly SoakWindow[],
  warmupSeconds: number,
  replaced: Readonly<Partial<Record<SoakKind, number>>>,
): SoakSummary {
  const errors: Record<string, number> = {};
  for (const window of windows)
    for (const [key, count] of Object.entries(window.errors)) errors[key] = (errors[key] ?? 0) + count;
  const measured = windows.filter((w) => w.atSeconds >= warmupSeconds && w.requests > 0);
  const heapFloorMb = trendOf(measured.map((w) => w.heapFloorMb));
  const rssMb = trendOf(measured.map((w) => w.rssMb));
  const p99Ms = trendOf(measured.map((w) => w.latencyMs.p99));
  const p99s = measured.flatMap((w) => (w.latencyMs.p99 === null ? [] : [w.latencyMs.p99]));
  const within = (trend: Trend) => trend.changePercent !== null && trend.changePercent <= LIMITS.memoryGrowthPercent;
  const notSent = windows.reduce((sum, w) => sum + w.notSent, 0);
  const byKind: Partial<Record<SoakKind, { count: number; p50: number | null; p99: number | null }>> = {};
  for (const kind of SOAK_KINDS) {
    const figures = measured.flatMap((w) => (w.byKind[kind] ? [w.byKind[kind]] : []));
    if (figures.length === 0) continue;
    byKind[kind] = {
      count: figures.reduce((sum, f) => sum + f.count, 0),
      p50: median(figures.flatMap((f) => (f.p50 === null ? [] : [f.p50]))),
      p99: median(figures.flatMap((f) => (f.p99 === null ? [] : [f.p99]))),
    };
  }
  return {
    requests: windows.reduce((sum, w) => sum + w.requests, 0),
    errors,
    notSent,
    replaced,
    measuredWindows: measured.length,
    heapFloorMb,
    rssMb,
    p99Ms,
    worstP99Ms: p99s.length > 0 ? Math.max(...p99s) : null,
    byKind,
    verdicts: {
      noErrors: Object.keys(errors).length === 0 && notSent === 0,
      heapFlat: within(heapFloorMb),
      rssFlat: within(rssMb),
      p99Stable: p99Ms.first !== null && p99Ms.last !== null && p99Ms.last <= p99Ms.first * LIMITS.p99Factor,
    },
  };
}

const fixed = (value: number | null, digits = 1) => (value === null ? '–' : value.toFixed(digits));
const signed = (value: number | null) => (value === null ? '–' : `${value >= 0 ? '+' : ''}${value.toFixed(1)} %`);
const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');

/** One line of the trends' table. */
function trendRow(label: string, trend: Trend, ok: boolean, bound: string): string {
  const cells = [
    label,
    fixed(trend.first),
    fixed(trend.last),
    signed(trend.changePercent),
    `${verdict(ok)} (${bound})`,
  ];
  return `| ${cells.join(' | ')} |`;
}

/** The soak's report in markdown: settings line, the three trends, errors. */
export function soakMarkdown(
  summary: SoakSummary,
  settings: { rate: number; minutes: number; warmupMinutes: number },
): string {
  const { verdicts } = summary;
  const errors = Object.keys(summary.errors).length === 0 ? 'none' : JSON.stringify(summary.errors);
  return [
    `### Soak: ${settings.minutes} min at ${settings.rate.toFixed(0)} requests/s ` +
      `(${summary.requests} requests; the first ${settings.warmupMinutes} min are warm-up)`,
    '',
    '| figure | first third | last third | change | verdict |',
    '|---|---:|---:|---:|:---:|',
    trendRow('heap after GC (MB)', summary.heapFloorMb, verdicts.heapFlat, `≤ +${LIMITS.memoryGrowthPercent} %`),
    trendRow('RSS (MB)', summary.rssMb, verdicts.rssFlat, `≤ +${LIMITS.memoryGrowthPercent} %`),
    trendRow('p99 (ms)', summary.p99Ms, verdicts.p99Stable, `≤ ×${LIMITS.p99Factor}`),
    '',
    '| kind | requests | median window p50 ms | median window p99 ms |',
    '|---|---:|---:|---:|',
    ...Object.entries(summary.byKind).map(
      ([kind, f]) => `| ${kind} | ${f.count} | ${fixed(f.p50)} | ${fixed(f.p99)} |`,
    ),
    '',
    `worst window p99 ${fixed(summary.worstP99Ms)} ms; errors: ${errors}; not sent (server behind): ` +
      `${summary.notSent}; pools used up: ${JSON.stringify(summary.replaced)} — ${verdict(verdicts.noErrors)}`,
  ].join('\n');
}
