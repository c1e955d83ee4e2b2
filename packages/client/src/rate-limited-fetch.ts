/** What a `RateLimitedFetch` has done so far. */
export interface TrafficStats {
  /** Requests sent to the server, retries included. */
  requests: number;
  /** Responses that were `429 Too Many Requests`. */
  rateLimited: number;
  /** Total milliseconds requests spent waiting for a rate-limit window (summed over concurrent requests). */
  waitedMs: number;
}

/** Options of {@link RateLimitedFetch}. Times are milliseconds. */
export interface RateLimitedFetchOptions {
  /** The fetch that sends requests; default `globalThis.fetch`. */
  readonly fetch?: (request: Request) => Promise<Response>;
  /** How many times one request is re-sent after a 429 before the 429 is returned; default 10. */
  readonly maxRetries?: number;
  /** The longest single wait, whatever the headers say (guards against clock skew); default 61,000. */
  readonly maxWaitMs?: number;
  /** Waits `ms`; default a timer. Tests pass a fake. */
  readonly sleep?: (ms: number) => Promise<void>;
  /** The time now in ms since the epoch; default `Date.now`. */
  readonly now?: () => number;
}

/** The API's rate-limit window (docs/contract.md#rate-limit: fixed 60-second windows). */
const WINDOW_MS = 60_000;
const DEFAULT_MAX_RETRIES = 10;
const DEFAULT_MAX_WAIT_MS = 61_000;
/** Added to a window's reset time: the server's `X-RateLimit-Reset` has one-second resolution. */
const RESET_MARGIN_MS = 250;

const timer = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Methods the API accepts an `Idempotency-Key` on (docs/change-history.md#idempotency-key). */
const KEYED_METHODS = new Set(['POST', 'PUT']);

/**
 * `request` with an `Idempotency-Key` (a random UUID) when it is a POST or PUT without one, so that every retry of
 * it is the same request to the server: answered once, replayed after (docs/change-history.md#idempotency-key).
 */
function withIdempotencyKey(request: Request): Request {
  if (!KEYED_METHODS.has(request.method) || request.headers.has('Idempotency-Key')) return request;
  const headers = new Headers(request.headers);
  headers.set('Idempotency-Key', globalThis.crypto.randomUUID());
  return new Request(request, { headers });
}

function headerNumber(response: Response, name: string): number | null {
  const raw = response.headers.get(name);
  if (raw === null || raw.trim() === '') return null;
  const value = Number(raw);
  return Number.isFinite(value) ? value : null;
}

/**
 * A `fetch` for the Employee Integration API that keeps to the key's rate limit instead of failing on it
 * (docs/contract.md#rate-limit):
 * - it reads `X-RateLimit-Remaining` and `X-RateLimit-Reset` (Unix seconds) of every response and, once
 *   the window is used up, holds further requests until the reset instead of sending them into a 429;
 *   concurrent requests share that view and each reserves one unit of `remaining` before it is sent;
 * - on a `429` it waits `Retry-After` seconds (else until `X-RateLimit-Reset`, else 60 s) and sends the
 *   same request again, up to `maxRetries` times, then returns the last 429 to the caller. A 429 means the
 *   server did not act on the request, so re-sending a POST is safe. A 429 with
 *   `meta.reason: "uniqueness_probe_budget"` goes to the caller at once and holds nothing back: the key's
 *   employee writes were refused for refusing too many held values (docs/security.md#uniqueness-probes), a
 *   budget of an hour that waiting does not fix, and its other requests are not limited.
 * Every POST and PUT goes out with an `Idempotency-Key` (a random UUID unless the caller set one), the same on
 * each retry, so the server acts on it once however often it is sent.
 * Any other response, and network errors, go to the caller unchanged. `fetch` is a bound arrow function,
 * so it can be passed to openapi-fetch's `createClient({ fetch })`.
 */
export class RateLimitedFetch {
  readonly stats: TrafficStats = { requests: 0, rateLimited: 0, waitedMs: 0 };
  private readonly send: (request: Request) => Promise<Response>;
  private readonly maxRetries: number;
  private readonly maxWaitMs: number;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly now: () => number;
  /** Requests left in the current window as far as this client knows; null when unknown. */
  private remaining: number | null = null;
  /** The key's limit per window (`X-RateLimit-Limit`); null until a response told it. */
  private limit: number | null = null;
  /** `X-RateLimit-Reset` (Unix seconds) of the window the server last told of; null before, or once it passed. */
  private serverReset: number | null = null;
  /** When the current window ends (ms since the epoch): the server's reset, or an estimate after it passed. */
  private resetAtMs: number | null = null;
  /** Requests sent and not answered yet. */
  private inFlight = 0;
  /** No request is sent before this time (set by a 429's Retry-After). */
  private blockedUntilMs = 0;

  constructor(options: RateLimitedFetchOptions = {}) {
    this.send = options.fetch ?? ((request) => globalThis.fetch(request));
    this.maxRetries = options.maxRetries ?? DEFAULT_MAX_RETRIES;
    this.maxWaitMs = options.maxWaitMs ?? DEFAULT_MAX_WAIT_MS;
    this.sleep = options.sleep ?? timer;
    this.now = options.now ?? Date.now;
  }

  readonly fetch = async (given: Request): Promise<Response> => {
    const request = withIdempotencyKey(given);
    for (let attempt = 0; ; attempt += 1) {
      await this.acquire();
      this.stats.requests += 1;
      this.inFlight += 1;
      let response: Response;
      try {
        response = await this.send(request.clone());
      } finally {
        this.inFlight -= 1;
      }
      this.learnFrom(response);
      if (response.status !== 429) return response;
      this.stats.rateLimited += 1;
      if (attempt >= this.maxRetries || (await isBudgetRefusal(response))) return response;
      this.blockUntil(this.now() + this.retryDelayMs(response));
      await response.body?.cancel();
    }
  };

  /**
   * Resolves when a request may be sent (after any Retry-After block and, when the window is used up,
   * after its reset), having reserved one unit of the window in the same synchronous step as the check.
   */
  private async acquire(): Promise<void> {
    for (;;) {
      const now = this.now();
      if (this.resetAtMs !== null && now >= this.resetAtMs) {
        // The window passed: a fresh one holds the limit, less what is still in flight (it may land in it).
        // Keep reserving from that estimate, so waiters do not all rush in, until the server tells better.
        this.remaining = this.limit === null ? null : this.limit - this.inFlight;
        this.resetAtMs = this.limit === null ? null : now + WINDOW_MS;
        this.serverReset = null;
      }
      const windowUsedUp = this.remaining !== null && this.remaining <= 0 && this.resetAtMs !== null;
      const until = Math.max(this.blockedUntilMs, windowUsedUp ? (this.resetAtMs as number) : 0);
      if (until <= now) {
        if (this.remaining !== null) this.remaining -= 1;
        return;
      }
      const wait = Math.min(until - now, this.maxWaitMs);
      this.stats.waitedMs += wait;
      await this.sleep(wait);
    }
  }

  /**
   * Updates the known window from the response's `X-RateLimit-*` headers. The server's `Remaining` does not
   * count requests still in flight (it may, if they arrived first: assuming not errs on the safe side).
   * An answer from an older window than the one known is ignored; a newer window replaces any estimate.
   */
  private learnFrom(response: Response): void {
    const remaining = headerNumber(response, 'X-RateLimit-Remaining');
    const reset = headerNumber(response, 'X-RateLimit-Reset');
    const limit = headerNumber(response, 'X-RateLimit-Limit');
    if (remaining === null || reset === null) return;
    if (limit !== null) this.limit = limit;
    if (this.serverReset !== null && reset < this.serverReset) return;
    const fromServer = remaining - this.inFlight;
    if (this.serverReset === null || reset > this.serverReset) {
      this.serverReset = reset;
      // A window never ends more than one window from now, whatever a skewed clock makes of the header.
      this.resetAtMs = Math.min(reset * 1000 + RESET_MARGIN_MS, this.now() + WINDOW_MS + RESET_MARGIN_MS);
      this.remaining = fromServer;
    } else {
      // Same window; answers may arrive out of order: the smallest count is the most recent truth.
      this.remaining = Math.min(this.remaining ?? fromServer, fromServer);
    }
  }

  private retryDelayMs(response: Response): number {
    const retryAfter = headerNumber(response, 'Retry-After');
    if (retryAfter !== null && retryAfter >= 0) return Math.min(retryAfter * 1000 + RESET_MARGIN_MS, this.maxWaitMs);
    const reset = headerNumber(response, 'X-RateLimit-Reset');
    if (reset !== null) return Math.min(Math.max(reset * 1000 - this.now(), 0) + RESET_MARGIN_MS, this.maxWaitMs);
    return Math.min(WINDOW_MS, this.maxWaitMs);
  }

  private blockUntil(timeMs: number): void {
    this.blockedUntilMs = Math.max(this.blockedUntilMs, timeMs);
  }
}

/** Whether `response` (a 429) is the uniqueness-probe budget's refusal; its body is left unread (a clone is). */
async function isBudgetRefusal(response: Response): Promise<boolean> {
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { meta?: { reason?: unknown } } | null;
  return body?.meta?.reason === 'uniqueness_probe_budget';
}
