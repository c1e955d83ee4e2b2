import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { UsageError } from '../cli/flags';
import { runOpenLoop, type WindowFigures } from '../bench-soak/driver';
import {
  cyclingSource,
  poolSource,
  SOAK_KINDS,
  SOAK_WEIGHTS,
  soakMix,
  spreadKinds,
  type KindSource,
  type SoakKind,
  type SoakRequest,
} from '../bench-soak/mix';
import { parseSoakOptions } from '../bench-soak/options';
import { median, summarize, trendOf, withMemory, type SoakWindow } from '../bench-soak/summary';

const request = (kind: SoakKind, origin = 'http://127.0.0.1:1', path = `/${kind}`): SoakRequest => ({
  kind,
  origin,
  method: 'GET',
  path,
  expectedStatus: 200,
});

/** A window of the soak after `atSeconds`, with the given p99 and memory, and no errors. */
function window(atSeconds: number, p99: number, heapFloorMb: number, rssMb: number): SoakWindow {
  return {
    atSeconds,
    seconds: 10,
    requests: 100,
    requestsPerSecond: 10,
    latencyMs: { count: 100, p50: p99 / 4, p95: p99 / 2, p99, max: p99, mean: p99 / 4 },
    errors: {},
    notSent: 0,
    byKind: { 'get-by-id': { count: 100, p50: p99 / 4, p99 } },
    heapFloorMb,
    heapPeakMb: heapFloorMb * 2,
    rssMb,
  };
}

describe('the soak mix', () => {
  it('sends every kind in its weight, spread over each hundred requests', () => {
    const order = spreadKinds();
    expect(order).toHaveLength(100);
    for (const kind of SOAK_KINDS) expect(order.filter((k) => k === kind)).toHaveLength(SOAK_WEIGHTS[kind]);
    // Spread: no ten requests in a row without a GET by id (weight 40) or a survey answer (weight 15).
    for (let i = 0; i + 10 <= 100; i += 1) {
      expect(order.slice(i, i + 10)).toContain('get-by-id');
      expect(order.slice(i, i + 10)).toContain('survey-answer');
    }
  });

  it('replaces a used-up pool by a GET by id and counts it', () => {
    const sources = Object.fromEntries(
      SOAK_KINDS.map((kind): [SoakKind, KindSource] => [
        kind,
        kind === 'create' ? poolSource([request('create')]) : cyclingSource([request(kind)]),
      ]),
    ) as Record<SoakKind, KindSource>;
    const mix = soakMix(sources);
    const kinds = Array.from({ length: 200 }, () => mix.next().kind);
    expect(kinds.filter((k) => k === 'create')).toHaveLength(1);
    expect(kinds.filter((k) => k === 'get-by-id')).toHaveLength(2 * SOAK_WEIGHTS['get-by-id'] + 9);
    expect(mix.replaced).toEqual({ create: 9 });
  });
});

describe('the soak summary', () => {
  it('takes medians of the first and the last third', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
    expect(median([])).toBeNull();
    expect(trendOf([10, 10, 10, 11, 11, 11, 20, 20, 20])).toEqual({ first: 10, last: 20, changePercent: 100 });
  });

  it('meets every verdict when memory and p99 stay level after the warm-up', () => {
    const windows = [
      window(0, 900, 50, 300),
      ...Array.from({ length: 12 }, (_, i) => window(60 + i * 10, 40, 100, 250)),
    ];
    const summary = summarize(windows, 60, {});
    expect(summary.measuredWindows).toBe(12);
    expect(summary.verdicts).toEqual({ noErrors: true, heapFlat: true, rssFlat: true, p99Stable: true });
    expect(summary.byKind['get-by-id']).toEqual({ count: 1200, p50: 10, p99: 40 });
  });

  it('fails the heap when its floor grows by more than a tenth, p99 when it grows half again', () => {
    const windows = Array.from({ length: 12 }, (_, i) => window(i * 10, 40 + i * 10, 100 + i * 5, 250));
    const summary = summarize(windows, 0, {});
    expect(summary.verdicts.heapFlat).toBe(false);
    expect(summary.verdicts.rssFlat).toBe(true);
    expect(summary.verdicts.p99Stable).toBe(false);
  });

  it('counts errors and requests not sent over the whole soak, warm-up included', () => {
    const failing = { ...window(0, 40, 100, 250), errors: { 'report 500': 2 }, notSent: 3 };
    const summary = summarize([failing, window(10, 40, 100, 250)], 10, {});
    expect(summary.errors).toEqual({ 'report 500': 2 });
    expect(summary.notSent).toBe(3);
    expect(summary.verdicts.noErrors).toBe(false);
  });

  it('puts each memory sample in the window of its time', () => {
    const base: WindowFigures = { ...window(0, 1, 0, 0) };
    const windows = withMemory(
      [base, { ...base, atSeconds: 10 }],
      [
        { t: 1_000_500, rss: 300 * 2 ** 20, heapUsed: 80 * 2 ** 20, heapTotal: 0 },
        { t: 1_009_000, rss: 310 * 2 ** 20, heapUsed: 60 * 2 ** 20, heapTotal: 0 },
        { t: 1_012_000, rss: 305 * 2 ** 20, heapUsed: 70 * 2 ** 20, heapTotal: 0 },
      ],
      1_000_000,
    );
    expect(windows.map((w) => [w.heapFloorMb, w.heapPeakMb, w.rssMb])).toEqual([
      [60, 80, 310],
      [70, 70, 305],
    ]);
  });
});

describe('bench:soak options', () => {
  it('defaults to 20 minutes after a 2-minute warm-up, at half the calibrated capacity', () => {
    expect(parseSoakOptions([])).toMatchObject({ minutes: 20, warmupMinutes: 2, rate: null, windowSeconds: 30 });
    expect(parseSoakOptions(['--minutes', '0.5', '--warmup-minutes', '0.1', '--rate', '12'])).toMatchObject({
      minutes: 0.5,
      rate: 12,
    });
  });

  it('refuses a warm-up as long as the soak, a rate that is not a number and an unknown flag', () => {
    expect(() => parseSoakOptions(['--minutes', '2', '--warmup-minutes', '2'])).toThrow(UsageError);
    expect(() => parseSoakOptions(['--rate', 'fast'])).toThrow(UsageError);
    expect(() => parseSoakOptions(['--speed', '3'])).toThrow(UsageError);
  });
});

describe('the open loop', () => {
  let server: Server;
  let origin: string;
  const seen: string[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      seen.push(req.url ?? '');
      res.statusCode = req.url === '/fail' ? 500 : 200;
      res.end('{}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends at the rate asked whatever the answers, and counts an unexpected status as an error', async () => {
    const ok = cyclingSource([request('get-by-id', origin, '/ok')]);
    const failing = cyclingSource([request('report', origin, '/fail')]);
    const sources = Object.fromEntries(
      SOAK_KINDS.map((kind): [SoakKind, KindSource] => [kind, kind === 'report' ? failing : ok]),
    ) as Record<SoakKind, KindSource>;
    const windows: WindowFigures[] = [];
    await runOpenLoop(soakMix(sources), {
      rate: 200,
      seconds: 1,
      windowSeconds: 0.5,
      maxInFlight: 200,
      onWindow: (w) => windows.push(w),
    });
    const sent = windows.reduce((sum, w) => sum + w.requests, 0);
    expect(sent).toBe(200);
    expect(seen.filter((path) => path === '/fail')).toHaveLength(20);
    expect(windows.reduce((sum, w) => sum + (w.errors['report 500'] ?? 0), 0)).toBe(20);
    expect(windows).toHaveLength(2);
  });
});
