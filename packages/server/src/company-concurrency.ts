import type { CompanyConcurrency } from '@employee/http-common';
import type { DatabaseKind } from '@employee/persistence-typeorm';
import type { ServerConfig } from './config';

/**
 * Requests of one company running at once when `COMPANY_MAX_CONCURRENCY` is unset: 3 of the PostgreSQL pool's 10
 * connections, so that no company can ever hold the whole pool (two flooding companies still leave 4); 1 on
 * the embedded database, whose pool is one connection: there a company has at most one request in the pool's
 * queue and the rest wait in its own, so companies take the connection in turn.
 * Source: docs/reliability.md#fairness-a-bulkhead-per-company.
 */
export const DEFAULT_COMPANY_MAX_CONCURRENCY: Readonly<Record<'postgres' | 'embedded', number>> = {
  postgres: 3,
  embedded: 1,
};

/**
 * Searches of one company running at once when `COMPANY_MAX_SEARCHES` is unset: a broad search over a large
 * company keeps one database CPU busy for hundreds of milliseconds, so one at a time leaves the other CPUs to
 * every other company (docs/performance.md#noisy-neighbour).
 * Source: docs/reliability.md#fairness-a-bulkhead-per-company.
 */
export const DEFAULT_COMPANY_MAX_SEARCHES = 1;

/** The bulkhead settings of the REST app from `config` and the kind of database this process opened. */
export function companyConcurrencyOf(config: ServerConfig, kind: DatabaseKind): CompanyConcurrency {
  return {
    maxRunning:
      config.companyMaxConcurrency ?? DEFAULT_COMPANY_MAX_CONCURRENCY[kind === 'postgres' ? 'postgres' : 'embedded'],
    maxRunningSearches: config.companyMaxSearches,
    maxQueued: config.companyQueueLength,
    maxWaitMs: config.companyQueueTimeoutMs,
  };
}
