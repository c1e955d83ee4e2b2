import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { floodInWorker } from './flood-worker';
import { summarizeLatencies, type LatencySummary } from './percentiles';

/** The company B of the scenario: the first of the seed's companies of 10,000 employees (`seed-large/layout.ts`). */
export const NEIGHBOUR_COMPANY_ID = '00000000-0000-4000-8000-000000000002';

/** What the noisy-neighbour scenario needs: our running server and a key for each company. */
export interface NoisyNeighbourSpec {
  /** `http://127.0.0.1:PORT` of our server. */
  readonly origin: string;
  /** Key of company D, the flooder (the bench's big company). */
  readonly noisyKey: string;
  /** Key of company B, the neighbour. */
  readonly neighbourKey: string;
  /** D's search term (`--broad-term`). */
  readonly broadTerm: string;
  /** Seconds of each phase. */
  readonly durationSeconds: number;
}

/** Answers of one side of a phase: how many of each status, and the latency of all of them. */
export interface SideFigures {
  readonly requests: number;
  readonly statuses: Record<string, number>;
  readonly latencyMs: LatencySummary;
}

/** One phase: B's steady reads, and D's load when there is one. */
export interface NoisyPhase {
  readonly name: 'alone' | 'rate' | 'flood';
  /** For the table. */
  readonly title: string;
  readonly neighbour: SideFigures;
  readonly noisy: SideFigures | null;
}

/** B reads one page (10 rows) every this many ms; D's "full rate limit" is 8 searches a second (480 a minute). */
const NEIGHBOUR_EVERY_MS = 100;
const NOISY_RATE_EVERY_MS = 125;
const FLOOD_CONNECTIONS = 200;
const REQUEST_TIMEOUT_MS = 60_000;

/**
 * Sends `GET origin + path` with `key` every `everyMs` for `durationMs` without waiting for answers (an open
 * loop: a slow answer does not slow the pace), and waits for every answer. A request without an answer within
 * 60 s counts as status 0.
 */
async function paced(origin: string, path: string, key: string, everyMs: number, durationMs: number) {
  const answers: Array<Promise<{ status: number; ms: number }>> = [];
  const ends = performance.now() + durationMs;
  while (performance.now() < ends) {
    const started = performance.now();
    answers.push(
      fetch(`${origin}${path}`, {
        headers: { authorization: `Bearer ${key}`, accept: 'application/json' },
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      })
        .then(async (response) => {
          await response.arrayBuffer();
          return { status: response.status, ms: performance.now() - started };
        })
        .catch(() => ({ status: 0, ms: performance.now() - started })),
    );
    await sleep(everyMs);
  }
  const settled = await Promise.all(answers);
  const statuses: Record<string, number> = {};
  for (const { status } of settled) statuses[status] = (statuses[status] ?? 0) + 1;
  return { requests: settled.length, statuses, latencyMs: summarizeLatencies(settled.map((a) => a.ms)) };
}

/**
 * The noisy-neighbour scenario (docs/performance.md#noisy-neighbour) on our server alone, in three phases of
 * `durationSeconds` each, while B lists its first 10 employees every 100 ms: B alone; D searching
 * `broadTerm` 8 times a second (its full default rate limit, 480 a minute) without waiting for answers; D
 * with 200 connections searching back to back (autocannon, in a worker thread: {@link floodInWorker}).
 * Reports every status and latency of both sides.
 */
export async function runNoisyNeighbour(spec: NoisyNeighbourSpec): Promise<NoisyPhase[]> {
  const durationMs = spec.durationSeconds * 1000;
  const page = '/api/v1/employees?per_page=10';
  const search = `/api/v1/employees?search=${encodeURIComponent(spec.broadTerm)}`;
  const neighbour = () => paced(spec.origin, page, spec.neighbourKey, NEIGHBOUR_EVERY_MS, durationMs);

  const alone = await neighbour();
  const [rateNeighbour, rateNoisy] = await Promise.all([
    neighbour(),
    paced(spec.origin, search, spec.noisyKey, NOISY_RATE_EVERY_MS, durationMs),
  ]);
  const [floodNeighbour, flood] = await Promise.all([
    neighbour(),
    floodInWorker({
      origin: spec.origin,
      path: search,
      connections: FLOOD_CONNECTIONS,
      durationSeconds: spec.durationSeconds,
      headers: { authorization: `Bearer ${spec.noisyKey}`, accept: 'application/json' },
    }),
  ]);
  const refused = Object.values(flood.unexpectedStatuses).reduce((sum, n) => sum + n, 0);
  const floodNoisy: SideFigures = {
    requests: flood.responses,
    statuses: {
      ...(flood.responses - refused > 0 ? { 200: flood.responses - refused } : {}),
      ...flood.unexpectedStatuses,
      ...(flood.transportErrors > 0 ? { 0: flood.transportErrors } : {}),
    },
    latencyMs: flood.latencyMs,
  };
  return [
    { name: 'alone', title: 'B alone', neighbour: alone, noisy: null },
    { name: 'rate', title: `D: 8 searches/s of "${spec.broadTerm}"`, neighbour: rateNeighbour, noisy: rateNoisy },
    {
      name: 'flood',
      title: `D: ${FLOOD_CONNECTIONS} connections searching "${spec.broadTerm}"`,
      neighbour: floodNeighbour,
      noisy: floodNoisy,
    },
  ];
}

const ms = (value: number | null): string => (value === null ? '–' : value.toFixed(1));
const statuses = (figures: SideFigures): string =>
  Object.entries(figures.statuses)
    .map(([status, count]) => `${status}: ${count}`)
    .join(', ');

/** The scenario's markdown table: B's p50/p95/max per phase (target: p95 ≤ 50 ms) and D's statuses. */
export function noisyNeighbourMarkdown(phases: readonly NoisyPhase[]): string {
  const rows = phases.map((phase) => {
    const b = phase.neighbour.latencyMs;
    const d = phase.noisy;
    const target = b.p95 !== null && b.p95 <= 50 ? 'met' : '**missed**';
    return (
      `| ${phase.title} | ${phase.neighbour.requests} (${statuses(phase.neighbour)}) | ${ms(b.p50)} / ${ms(b.p95)} / ` +
      `${ms(b.max)} | ${target} | ${d ? `${d.requests} (${statuses(d)})` : '–'} | ` +
      `${d ? `${ms(d.latencyMs.p50)} / ${ms(d.latencyMs.p95)} / ${ms(d.latencyMs.max)}` : '–'} |`
    );
  });
  return [
    '### noisy neighbour (B lists 10 rows every 100 ms)',
    '',
    '| phase | B requests (statuses) | B p50 / p95 / max ms | B p95 ≤ 50 ms ' +
      '| D requests (statuses) | D p50 / p95 / max ms |',
    '|---|---|---:|---|---|---:|',
    ...rows,
  ].join('\n');
}
