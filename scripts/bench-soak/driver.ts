import { Agent, request as httpRequest } from 'node:http';
import { performance } from 'node:perf_hooks';
import { summarizeLatencies, type LatencySummary } from '../bench/percentiles';
import type { SoakKind, SoakMix, SoakRequest } from './mix';

/** What one request gave: its kind, its latency in ms and whether its status was the expected one. */
interface Outcome {
  readonly kind: SoakKind;
  readonly ms: number;
  /** The status, or `null` for a transport error or a timeout. */
  readonly status: number | null;
  readonly ok: boolean;
}

/** The figures of one window of the soak (or of the calibration). */
export interface WindowFigures {
  /** Seconds from the start of the run to the window's start. */
  readonly atSeconds: number;
  readonly seconds: number;
  readonly requests: number;
  readonly requestsPerSecond: number;
  readonly latencyMs: LatencySummary;
  /** Responses with an unexpected status or none at all, by `<kind> <status|transport>`. */
  readonly errors: Readonly<Record<string, number>>;
  /** Requests not sent because `maxInFlight` requests were still waiting (the server fell behind). */
  readonly notSent: number;
  /** Each kind's count and latency in the window. */
  readonly byKind: Readonly<Partial<Record<SoakKind, { count: number; p50: number | null; p99: number | null }>>>;
}

/**
 * Idle time after which the client closes a kept-alive socket: under Node's server `keepAliveTimeout` (5 s), so the
 * client never sends on a socket the server is closing at that moment (a reset no server error causes).
 */
const IDLE_SOCKET_MS = 4000;

/** A keep-alive agent for the soak's client side. */
export function soakAgent(maxSockets: number): Agent {
  return new Agent({ keepAlive: true, maxSockets, timeout: IDLE_SOCKET_MS });
}

const TIMEOUT_MS = 30_000;

/** Sends one request; resolves with its outcome (never rejects). */
function send(agent: Agent, request: SoakRequest): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const done = (status: number | null) =>
      resolve({
        kind: request.kind,
        ms: performance.now() - started,
        status,
        ok: status === request.expectedStatus,
      });
    const body = request.body === undefined ? undefined : Buffer.from(request.body);
    const outgoing = httpRequest(
      `${request.origin}${request.path}`,
      {
        method: request.method,
        agent,
        timeout: TIMEOUT_MS,
        headers: { ...request.headers, ...(body ? { 'content-length': body.length } : {}) },
      },
      (response) => {
        response.resume();
        response.once('end', () => done(response.statusCode ?? null));
        response.once('error', () => done(null));
      },
    );
    outgoing.once('timeout', () => outgoing.destroy(new Error('timeout')));
    outgoing.once('error', () => done(null));
    outgoing.end(body);
  });
}

/** Collects outcomes into windows. */
class Windows {
  private outcomes: Outcome[] = [];
  private notSent = 0;
  private windowStart: number;
  readonly closed: WindowFigures[] = [];

  constructor(private readonly runStart: number) {
    this.windowStart = runStart;
  }

  add(outcome: Outcome): void {
    this.outcomes.push(outcome);
  }

  skip(): void {
    this.notSent += 1;
  }

  /** Closes the current window at `now` (ms, `performance.now()`) and starts the next. */
  close(now: number): WindowFigures {
    const seconds = (now - this.windowStart) / 1000;
    const errors: Record<string, number> = {};
    for (const o of this.outcomes.filter((outcome) => !outcome.ok)) {
      const key = `${o.kind} ${o.status ?? 'transport'}`;
      errors[key] = (errors[key] ?? 0) + 1;
    }
    const byKind: Partial<Record<SoakKind, { count: number; p50: number | null; p99: number | null }>> = {};
    for (const kind of new Set(this.outcomes.map((o) => o.kind))) {
      const latency = summarizeLatencies(this.outcomes.filter((o) => o.kind === kind).map((o) => o.ms));
      byKind[kind] = { count: latency.count, p50: latency.p50, p99: latency.p99 };
    }
    const figures: WindowFigures = {
      atSeconds: (this.windowStart - this.runStart) / 1000,
      seconds,
      requests: this.outcomes.length,
      requestsPerSecond: seconds > 0 ? this.outcomes.length / seconds : 0,
      latencyMs: summarizeLatencies(this.outcomes.map((o) => o.ms)),
      errors,
      notSent: this.notSent,
      byKind,
    };
    this.closed.push(figures);
    this.outcomes = [];
    this.notSent = 0;
    this.windowStart = now;
    return figures;
  }
}

/**
 * Closed loop: `connections` senders, each sending the mix's next request as soon as its last one answered, for
 * `seconds`; the throughput this gives is the capacity the soak takes half of. One window for the whole run.
 */
export async function runClosedLoop(mix: SoakMix, connections: number, seconds: number): Promise<WindowFigures> {
  const agent = soakAgent(connections);
  const start = performance.now();
  const windows = new Windows(start);
  const deadline = start + seconds * 1000;
  const sender = async () => {
    while (performance.now() < deadline) windows.add(await send(agent, mix.next()));
  };
  await Promise.all(Array.from({ length: connections }, sender));
  agent.destroy();
  return windows.close(performance.now());
}

/** How the open loop runs. */
export interface OpenLoopSpec {
  /** Requests per second, whatever the answers' speed (an open loop: a slow server does not slow the client). */
  readonly rate: number;
  readonly seconds: number;
  readonly windowSeconds: number;
  /** Requests waiting at once beyond which the next ones are counted as not sent instead. */
  readonly maxInFlight: number;
  /** Called with each window as it closes. */
  readonly onWindow: (window: WindowFigures) => void;
}

/**
 * Open loop: sends the mix's requests at `rate` a second for `seconds` (a tick every 10 ms sends what is due), and
 * measures each from its send to its answer's end, in windows of `windowSeconds`; the last window also holds the
 * answers that arrive after the sending stopped. Resolves once every request sent has answered, with the windows.
 */
export async function runOpenLoop(mix: SoakMix, spec: OpenLoopSpec): Promise<WindowFigures[]> {
  const agent = soakAgent(spec.maxInFlight);
  const start = performance.now();
  const windows = new Windows(start);
  const pending = new Set<Promise<void>>();
  let due = 0;
  let nextWindow = start + spec.windowSeconds * 1000;
  await new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      const now = performance.now();
      const elapsed = Math.min(now - start, spec.seconds * 1000);
      for (const target = Math.floor((elapsed / 1000) * spec.rate); due < target; due += 1) {
        if (pending.size >= spec.maxInFlight) {
          windows.skip();
          continue;
        }
        const sent = send(agent, mix.next()).then((outcome) => {
          windows.add(outcome);
          pending.delete(sent);
        });
        pending.add(sent);
      }
      // The last window stays open until the requests still in flight have answered (below).
      if (now >= nextWindow && now - start < spec.seconds * 1000) {
        spec.onWindow(windows.close(now));
        nextWindow += spec.windowSeconds * 1000;
      }
      if (now - start >= spec.seconds * 1000) {
        clearInterval(timer);
        resolve();
      }
    }, 10);
  });
  await Promise.all(pending);
  spec.onWindow(windows.close(performance.now()));
  agent.destroy();
  return windows.closed;
}
