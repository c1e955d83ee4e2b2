import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { summarizeLatencies, type LatencySummary } from './percentiles';

/** One HTTP request of a scenario. */
export interface BenchRequest {
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  readonly path: string;
  readonly body?: string;
  /** Headers of this request alone, replacing the load's (a survey answer's own invitation token). */
  readonly headers?: Record<string, string>;
}

/** Where a scenario's requests come from: endless (`remaining` Infinity) or a pool that runs out. */
export interface RequestSource {
  /** The next request; once a pool is used up it repeats its last one. */
  next(): BenchRequest;
  /** How many requests are left (Infinity for an endless source). */
  readonly remaining: number;
}

/** How to drive one server for one measurement. */
export interface LoadSpec {
  /** `http://127.0.0.1:PORT`. */
  readonly origin: string;
  readonly connections: number;
  readonly durationSeconds: number;
  /** Headers of every request (Authorization, Accept, Content-Type). */
  readonly headers: Record<string, string>;
  /** The one status a response must have; every other counts as an error. */
  readonly expectedStatus: number;
  readonly source: RequestSource;
}

/** What one measurement gave. */
export interface LoadFigures {
  /** Responses received (any status). */
  readonly responses: number;
  /** From the start to the last response, in seconds. */
  readonly elapsedSeconds: number;
  readonly requestsPerSecond: number;
  /** Latency of every response, from autocannon's per-request `response` event. */
  readonly latencyMs: LatencySummary;
  /** Responses with another status than expected, by status. */
  readonly unexpectedStatuses: Record<string, number>;
  /** Connection errors and timeouts (autocannon's `errors`, timeouts included). */
  readonly transportErrors: number;
  readonly timeouts: number;
  /** `unexpectedStatuses` plus `transportErrors`. */
  readonly errors: number;
  readonly meanResponseBytes: number | null;
  /** True when a request pool ran out before the duration was over. */
  readonly endedEarly: boolean;
}

/**
 * Runs autocannon against one server for `durationSeconds` (less when the source is a pool that runs out:
 * then exactly `remaining` requests are sent), one request per `setupRequest` call, and measures every
 * response itself: autocannon's own percentiles have no p95.
 */
export function runLoad(spec: LoadSpec): Promise<LoadFigures> {
  const pooled = Number.isFinite(spec.source.remaining);
  const amount = pooled ? spec.source.remaining : undefined;
  const connections = amount === undefined ? spec.connections : Math.max(1, Math.min(spec.connections, amount));
  const latencies: number[] = [];
  const unexpected: Record<string, number> = {};
  let bytes = 0;
  let lastResponseAt = performance.now();
  const startedAt = performance.now();
  return new Promise((resolve, reject) => {
    if (amount === 0) {
      resolve(figures(0, 0, 0, { errors: 0, timeouts: 0 }, true));
      return;
    }
    const instance = autocannon(
      {
        url: spec.origin,
        connections,
        duration: spec.durationSeconds,
        ...(amount === undefined ? {} : { amount }),
        timeout: 30,
        headers: spec.headers,
        requests: [{ setupRequest: (request) => ({ ...request, ...spec.source.next() }) }],
      },
      (error, result) => {
        clearTimeout(timer);
        if (error) return reject(error instanceof Error ? error : new Error(String(error)));
        const elapsed = (lastResponseAt - startedAt) / 1000;
        const endedEarly = pooled && spec.source.remaining === 0 && elapsed < spec.durationSeconds * 0.98;
        resolve(figures(latencies.length, elapsed, bytes, result, endedEarly));
      },
    );
    // With `amount`, autocannon ignores `duration`: stop it ourselves.
    const timer = setTimeout(() => instance.stop(), spec.durationSeconds * 1000);
    instance.on('response', (_client, statusCode, resBytes, responseTime) => {
      lastResponseAt = performance.now();
      latencies.push(responseTime);
      bytes += resBytes;
      if (statusCode !== spec.expectedStatus) unexpected[statusCode] = (unexpected[statusCode] ?? 0) + 1;
    });
  });

  function figures(
    responses: number,
    elapsedSeconds: number,
    totalBytes: number,
    result: { errors: number; timeouts: number },
    endedEarly: boolean,
  ): LoadFigures {
    const unexpectedCount = Object.values(unexpected).reduce((sum, n) => sum + n, 0);
    return {
      responses,
      elapsedSeconds,
      requestsPerSecond: elapsedSeconds > 0 ? responses / elapsedSeconds : 0,
      latencyMs: summarizeLatencies(latencies),
      unexpectedStatuses: unexpected,
      transportErrors: result.errors,
      timeouts: result.timeouts,
      errors: unexpectedCount + result.errors,
      meanResponseBytes: responses > 0 ? totalBytes / responses : null,
      endedEarly,
    };
  }
}
