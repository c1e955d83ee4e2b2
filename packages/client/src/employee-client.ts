import createClient, { type Client } from 'openapi-fetch';
import { changesSince, type EmployeeChanges } from './changes-since';
import type { paths } from './generated/openapi';
import { RateLimitedFetch, type RateLimitedFetchOptions, type TrafficStats } from './rate-limited-fetch';

/** Options of {@link createEmployeeClient}. */
export interface EmployeeClientOptions extends RateLimitedFetchOptions {
  /** The API's base URL including `/api`, e.g. `https://employees.example.com/api`. */
  readonly baseUrl: string;
  /** The company's API key (`emp_<env>_…`); sent as `Authorization: Bearer <key>`. */
  readonly apiKey: string;
  /**
   * Acts on this branch company (`Resource-Id` header; docs/contract.md#authentication-and-tenancy); default: the key's
   * own company.
   */
  readonly resourceId?: string;
}

/**
 * The typed client: openapi-fetch's `GET`/`POST`/`PUT`/`DELETE` over the documented paths, traffic figures, and the
 * employees' changes feed.
 */
export type EmployeeClient = Client<paths, 'application/json'> & {
  /** Requests sent (retries included), 429s met and time spent waiting for the rate limit. */
  readonly traffic: TrafficStats;
  /** The page of the employees' changes feed after `cursor` (`null`: from the beginning); see {@link changesSince}. */
  changesSince(cursor: string | null, limit?: number): Promise<EmployeeChanges>;
};

/**
 * A client of the Employee Integration API v1, typed from `docs/openapi.yaml` (paths, parameters, bodies
 * and responses; regenerate with `npm run generate -w @employee/client`). Every call answers
 * `{ data, error, response }` (openapi-fetch): `data` on 2xx, `error` (the standard error body) otherwise.
 * Requests carry `Authorization`, `Accept: application/json` and, when given, `Resource-Id`; bodies are
 * sent as `application/json`. The rate limit is honoured by {@link RateLimitedFetch}: a 429 is waited out
 * and retried, not returned, unless it persists for `maxRetries` attempts.
 */
export function createEmployeeClient(options: EmployeeClientOptions): EmployeeClient {
  const limiter = new RateLimitedFetch(options);
  const headers: Record<string, string> = { Authorization: `Bearer ${options.apiKey}`, Accept: 'application/json' };
  if (options.resourceId !== undefined) headers['Resource-Id'] = options.resourceId;
  const client = createClient<paths, 'application/json'>({
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    headers,
    fetch: limiter.fetch,
  });
  return Object.assign(client, {
    traffic: limiter.stats,
    changesSince: (cursor: string | null, limit?: number) => changesSince(client, cursor, limit),
  });
}
