import { summarizeLatencies, type LatencySummary } from '../bench/percentiles';
import type { Receipt } from './receiver';
import type { Write, WriteRun } from './writer';

/** The first receipt of each event at each endpoint, and every `webhook-id` each change came under. */
export interface ReceiptIndex {
  /** `<path> <employee id> v<version>` → the first receipt of that change at that endpoint. */
  readonly first: ReadonlyMap<string, Receipt>;
  /** `<path> <employee id> v<version>` → the distinct `webhook-id`s it came under (one when all is well). */
  readonly ids: ReadonlyMap<string, ReadonlySet<string>>;
  /** Requests beyond the first of one `webhook-id` at one endpoint (duplicates a receiver de-duplicates). */
  readonly repeats: number;
}

const changeKey = (path: string, employeeId: string, version: number | null): string =>
  `${path} ${employeeId} v${version}`;

/** Indexes `receipts` by endpoint and change. */
export function indexReceipts(receipts: readonly Receipt[]): ReceiptIndex {
  const first = new Map<string, Receipt>();
  const ids = new Map<string, Set<string>>();
  let repeats = 0;
  for (const receipt of receipts) {
    const key = changeKey(receipt.path, receipt.dataId, receipt.version);
    if (!first.has(key)) first.set(key, receipt);
    const known = ids.get(key) ?? new Set<string>();
    known.add(receipt.webhookId);
    ids.set(key, known);
    if (receipt.nth > 1) repeats += 1;
  }
  return { first, ids, repeats };
}

/** The endpoints' paths of each company, by the company's index in the writer's keys. */
export type PathsByCompany = ReadonlyArray<readonly string[]>;

/** Each (endpoint, write) pair of `writes`: the write and one path of its company's endpoints. */
function* pairs(writes: readonly Write[], paths: PathsByCompany): Generator<[Write, string]> {
  for (const w of writes) for (const path of paths[w.company] ?? []) yield [w, path];
}

/** The (endpoint, write) pairs of `writes` not received yet. */
export function missing(writes: readonly Write[], paths: PathsByCompany, index: ReceiptIndex): number {
  let count = 0;
  for (const [w, path] of pairs(writes, paths))
    if (!index.first.has(changeKey(path, w.employeeId, w.version))) count += 1;
  return count;
}

/** What one phase measured (docs/performance.md#webhooks); times in milliseconds, rates per second. */
export interface PhaseFigures {
  readonly writes: number;
  readonly writeFailures: number;
  /** Times a write was refused for the moment (503, 429) and sent again after its `Retry-After`. */
  readonly writesRetried: number;
  /** Committed writes per second, from the first sent to the last answered. */
  readonly writeRate: number;
  /** First receipts of the phase's changes, over every endpoint. */
  readonly deliveries: number;
  /** Deliveries per second, from the first write sent to the last first receipt. */
  readonly deliveryRate: number;
  /** From a write's HTTP answer to its first receipt, at each endpoint. */
  readonly commitToReceipt: LatencySummary;
  /** (endpoint, change) pairs never received. */
  readonly lost: number;
  /** Changes received under more than one `webhook-id` at one endpoint (must be 0: one event per change). */
  readonly splitEvents: number;
}

/** The figures of a phase's writes (`run`) from what the receiver got at their companies' `paths`. */
export function phaseFigures(run: WriteRun, paths: PathsByCompany, index: ReceiptIndex): PhaseFigures {
  const { writes } = run;
  const latencies: number[] = [];
  let lastReceipt = 0;
  let splitEvents = 0;
  let expected = 0;
  for (const [w, path] of pairs(writes, paths)) {
    expected += 1;
    const key = changeKey(path, w.employeeId, w.version);
    const receipt = index.first.get(key);
    if (!receipt) continue;
    latencies.push(receipt.at - w.committedAt);
    lastReceipt = Math.max(lastReceipt, receipt.at);
    if ((index.ids.get(key)?.size ?? 0) > 1) splitEvents += 1;
  }
  const firstSent = Math.min(...writes.map((w) => w.sentAt));
  const lastCommitted = Math.max(...writes.map((w) => w.committedAt));
  return {
    writes: writes.length,
    writeFailures: run.failures.length,
    writesRetried: run.retried,
    writeRate: (writes.length * 1000) / Math.max(1, lastCommitted - firstSent),
    deliveries: latencies.length,
    deliveryRate: (latencies.length * 1000) / Math.max(1, lastReceipt - firstSent),
    commitToReceipt: summarizeLatencies(latencies),
    lost: expected - latencies.length,
    splitEvents,
  };
}

/** One first try as the database keeps it: its endpoint, event, event time, start and duration (ms). */
export interface FirstTry {
  readonly endpointId: string;
  readonly eventId: string;
  readonly occurredAt: number;
  readonly at: number;
  readonly durationMs: number;
}

/** Where the time of a delivery goes, step by step: the p50 and p95 of each, in milliseconds. */
export interface StepFigures {
  /** The event's time (stamped in the write's transaction) to the write's HTTP answer. */
  readonly eventToAnswer: LatencySummary;
  /** The event's time to the start of its first try: waiting for a worker's pass and its claim. */
  readonly eventToTry: LatencySummary;
  /** The try's start to the receiver having the whole request: signing and sending. */
  readonly tryToReceipt: LatencySummary;
  /** The first try's whole duration as the worker recorded it (until the receiver's answer). */
  readonly tryDuration: LatencySummary;
}

/**
 * The step figures of the first receipts of `writes` at their companies' `paths` (`endpointOf(path)` its endpoint
 * id), joined with the first tries the database recorded.
 */
export function stepFigures(
  writes: readonly Write[],
  paths: PathsByCompany,
  endpointOf: (path: string) => string,
  index: ReceiptIndex,
  tries: readonly FirstTry[],
): StepFigures {
  const tryOf = new Map(tries.map((t) => [`${t.endpointId} ${t.eventId}`, t]));
  const steps = { eventToAnswer: [] as number[], eventToTry: [] as number[], tryToReceipt: [] as number[] };
  const durations: number[] = [];
  for (const [w, path] of pairs(writes, paths)) {
    const receipt = index.first.get(changeKey(path, w.employeeId, w.version));
    const first = receipt && tryOf.get(`${endpointOf(path)} ${receipt.webhookId}`);
    if (!receipt || !first) continue;
    steps.eventToAnswer.push(w.committedAt - first.occurredAt);
    steps.eventToTry.push(first.at - first.occurredAt);
    steps.tryToReceipt.push(receipt.at - first.at);
    durations.push(first.durationMs);
  }
  return {
    eventToAnswer: summarizeLatencies(steps.eventToAnswer),
    eventToTry: summarizeLatencies(steps.eventToTry),
    tryToReceipt: summarizeLatencies(steps.tryToReceipt),
    tryDuration: summarizeLatencies(durations),
  };
}

/** How the backlog of an outage was delivered once the receiver was back (times in ms, the rate per second). */
export interface CatchUp {
  /** (endpoint, change) pairs committed before the receiver came back and not received by then. */
  readonly backlog: number;
  /** From the receiver's return to the first receipt of the backlog's last pair. */
  readonly ms: number;
  /** First receipts of any change per second in that window: what the worker delivered while catching up. */
  readonly deliveryRate: number;
}

/** How the pairs of `writes` committed before `backAt` but not received by then were delivered after it. */
export function catchUp(writes: readonly Write[], paths: PathsByCompany, index: ReceiptIndex, backAt: number): CatchUp {
  let backlog = 0;
  let doneAt = backAt;
  for (const [w, path] of pairs(writes, paths)) {
    const receipt = index.first.get(changeKey(path, w.employeeId, w.version));
    if (w.committedAt >= backAt || (receipt && receipt.at < backAt)) continue;
    backlog += 1;
    doneAt = Math.max(doneAt, receipt?.at ?? Infinity);
  }
  let inWindow = 0;
  for (const receipt of index.first.values()) if (receipt.at >= backAt && receipt.at <= doneAt) inWindow += 1;
  const ms = doneAt - backAt;
  return { backlog, ms, deliveryRate: ms > 0 && Number.isFinite(ms) ? (inWindow * 1000) / ms : 0 };
}
