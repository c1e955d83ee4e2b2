import type { CompanyConcurrency } from '../fairness/company-bulkhead';

/** The service settings every HTTP listener reads (the main API's and the reports'). */
export interface ListenerSettings {
  /** Requests per key per 60 s window unless the company has its own limit (`RATE_LIMIT_PER_MINUTE`). */
  readonly rateLimitPerMinute: number;
  /** Origin of absolute links and of the session's same-origin check (`PUBLIC_BASE_URL`); default: the request's. */
  readonly publicBaseUrl?: string | null;
  /**
   * Express `trust proxy`: how many proxies (a number) or which addresses (a string) stand in front of the
   * app, so that failed authentications are counted per real client IP. Default: none. `true` is not
   * accepted: it would let clients choose their IP with `X-Forwarded-For`.
   */
  readonly trustProxy?: number | string;
  /**
   * The bulkhead per company (`COMPANY_MAX_CONCURRENCY`, `COMPANY_MAX_SEARCHES`, `COMPANY_QUEUE_LENGTH`,
   * `COMPANY_QUEUE_TIMEOUT_MS`): how many requests (and searches) of one company (of its key) run at once,
   * authentication included, and how many wait.
   * Absent or `null`: no bulkhead. Source: docs/reliability.md#fairness-a-bulkhead-per-company.
   */
  readonly companyConcurrency?: CompanyConcurrency | null;
}
