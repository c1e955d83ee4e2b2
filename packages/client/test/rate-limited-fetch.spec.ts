import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { RateLimitedFetch } from '../src/rate-limited-fetch';

/**
 * A fake API with a fixed-window limit, on jest's fake clock: it answers like the real one
 * (docs/contract.md#rate-limit): `X-RateLimit-*` on every response, and 429 with `Retry-After` past the limit.
 */
class FakeApi {
  readonly bodies: string[] = [];
  readonly sentAt: number[] = [];
  private used = 0;
  private windowEndMs: number;

  constructor(
    private readonly limit: number,
    windowStartOffsetMs = 0,
    /** How long a request takes to reach the server (ms); the answer comes back as long after. */
    private readonly latencyMs = 0,
  ) {
    this.windowEndMs = Date.now() + 60_000 - windowStartOffsetMs;
  }

  readonly fetch = async (request: Request): Promise<Response> => {
    if (this.latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, this.latencyMs));
    const response = this.answer(request);
    if (this.latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, this.latencyMs));
    return response;
  };

  private async answer(request: Request): Promise<Response> {
    const nowMs = Date.now();
    if (nowMs >= this.windowEndMs) {
      this.used = 0;
      while (this.windowEndMs <= nowMs) this.windowEndMs += 60_000;
    }
    this.sentAt.push(nowMs);
    this.bodies.push(await request.text());
    const resetSeconds = Math.ceil(this.windowEndMs / 1000);
    const retryAfter = Math.max(1, Math.ceil((this.windowEndMs - nowMs) / 1000));
    this.used += 1;
    const headers = {
      'X-RateLimit-Limit': String(this.limit),
      'X-RateLimit-Remaining': String(Math.max(0, this.limit - this.used)),
      'X-RateLimit-Reset': String(resetSeconds),
    };
    if (this.used > this.limit) {
      return new Response(JSON.stringify({ status: 429, meta: { retry_after: retryAfter } }), {
        status: 429,
        headers: { ...headers, 'Retry-After': String(retryAfter) },
      });
    }
    return new Response('{}', { status: 201, headers });
  }
}

const post = (body: unknown): Request =>
  new Request('http://api.test/api/v1/employees', {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'Content-Type': 'application/json' },
  });

/** Runs `work` while jest's fake timers run every timer it sets (waits take no real time). */
async function onFakeTime<T>(work: () => Promise<T>): Promise<T> {
  const result = work();
  await jest.runAllTimersAsync();
  return result;
}

describe('RateLimitedFetch', () => {
  it('returns the uniqueness-probe budget refusal at once and holds no other request back', async () => {
    const sent: string[] = [];
    const budget = new RateLimitedFetch({
      fetch: async (request) => {
        sent.push(request.method);
        if (request.method === 'GET') return new Response('{}', { status: 200 });
        const body = { status: 429, meta: { reason: 'uniqueness_probe_budget', retry_after: 3000 } };
        return new Response(JSON.stringify(body), { status: 429, headers: { 'Retry-After': '3000' } });
      },
    });

    const refused = await budget.fetch(post({ name: 'x' }));
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { meta: { reason: string } }).meta.reason).toBe('uniqueness_probe_budget');
    expect((await budget.fetch(new Request('http://api.test/api/v1/employees'))).status).toBe(200);
    expect(sent).toEqual(['POST', 'GET']);
    expect(budget.stats.waitedMs).toBe(0);
  });

  beforeEach(() => {
    jest.useFakeTimers({ now: 1_700_000_000_000 });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('waits for the reset once the window is used up, instead of sending into a 429', async () => {
    const api = new FakeApi(3);
    const limited = new RateLimitedFetch({ fetch: api.fetch });

    const statuses = await onFakeTime(async () => {
      const seen: number[] = [];
      for (let i = 0; i < 7; i += 1) seen.push((await limited.fetch(post({ i }))).status);
      return seen;
    });

    expect(statuses).toEqual([201, 201, 201, 201, 201, 201, 201]);
    expect(limited.stats).toMatchObject({ requests: 7, rateLimited: 0 });
    // three in the first window, three in the second, the seventh in the third
    expect(api.sentAt.map((t) => Math.floor((t - api.sentAt[0]!) / 60_000))).toEqual([0, 0, 0, 1, 1, 1, 2]);
    expect(limited.stats.waitedMs).toBeGreaterThanOrEqual(120_000);
  });

  it('after a 429, waits Retry-After and sends the same request, body intact', async () => {
    const api = new FakeApi(2, 45_000); // 15 s of the window left
    // Someone else (another process with the same key) used the window up: this client cannot know.
    await api.fetch(post('other'));
    await api.fetch(post('other'));
    const limited = new RateLimitedFetch({ fetch: api.fetch });

    const response = await onFakeTime(() => limited.fetch(post({ name: 'Maria da Silva' })));

    expect(response.status).toBe(201);
    expect(limited.stats).toMatchObject({ requests: 2, rateLimited: 1 });
    expect(api.bodies.slice(2)).toEqual([
      JSON.stringify({ name: 'Maria da Silva' }),
      JSON.stringify({ name: 'Maria da Silva' }),
    ]);
    const [firstTry, retry] = api.sentAt.slice(2) as [number, number];
    expect(retry - firstTry).toBeGreaterThanOrEqual(15_000);
    expect(retry - firstTry).toBeLessThan(17_000);
  });

  it('sends a POST with one Idempotency-Key, the same on its retry; keeps a key the caller set', async () => {
    const api = new FakeApi(2, 45_000);
    const keys: Array<string | null> = [];
    const recording = async (request: Request): Promise<Response> => {
      keys.push(request.headers.get('Idempotency-Key'));
      return api.fetch(request);
    };
    await api.fetch(post('other'));
    await api.fetch(post('other'));
    const limited = new RateLimitedFetch({ fetch: recording });

    const own = post({ name: 'Ana' });
    own.headers.set('Idempotency-Key', 'chosen-by-caller');
    await onFakeTime(async () => {
      await limited.fetch(post({ name: 'Maria da Silva' }));
      await limited.fetch(own);
      return limited.fetch(new Request('http://api.test/api/v1/employees'));
    });

    expect(keys).toHaveLength(4);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys.slice(1)).toEqual([keys[0], 'chosen-by-caller', null]);
  });

  it(
    'holds concurrent requests to the window: ' + 'none of 25 parallel requests meets a 429 after the first answer',
    async () => {
      const api = new FakeApi(10);
      const limited = new RateLimitedFetch({ fetch: api.fetch });
      await limited.fetch(post('first')); // learns the window

      const statuses = await onFakeTime(() =>
        Promise.all(Array.from({ length: 25 }, (_, i) => limited.fetch(post(i)).then((r) => r.status))),
      );

      expect(statuses.every((s) => s === 201)).toBe(true);
      expect(limited.stats.rateLimited).toBe(0);
      expect(limited.stats.requests).toBe(26);
    },
  );

  it('with answers taking time, keeps 16 parallel callers within the limit across several windows', async () => {
    const api = new FakeApi(20, 0, 40);
    const limited = new RateLimitedFetch({ fetch: api.fetch });

    const statuses = await onFakeTime(async () => {
      const seen: number[] = [];
      const queue = Array.from({ length: 150 }, (_, i) => i);
      const caller = async (): Promise<void> => {
        for (let i = queue.shift(); i !== undefined; i = queue.shift())
          seen.push((await limited.fetch(post(i))).status);
      };
      await Promise.all(Array.from({ length: 16 }, caller));
      return seen;
    });

    expect(statuses).toHaveLength(150);
    expect(limited.stats.rateLimited).toBe(0);
    expect(statuses.every((s) => s === 201)).toBe(true);
    // 150 requests at 20 per window need 8 windows: the client waited for 7 resets
    const windows = new Set(api.sentAt.map((t) => Math.floor((t - api.sentAt[0]!) / 60_000)));
    expect(windows.size).toBe(8);
  });

  it('returns the 429 to the caller when it persists past maxRetries', async () => {
    const always429 = async (): Promise<Response> =>
      new Response('{"status":429}', { status: 429, headers: { 'Retry-After': '1' } });
    const limited = new RateLimitedFetch({ fetch: always429, maxRetries: 3 });
    const start = Date.now();

    const response = await onFakeTime(() => limited.fetch(post({})));

    expect(response.status).toBe(429);
    expect(limited.stats).toMatchObject({ requests: 4, rateLimited: 4 });
    expect(Date.now() - start).toBeGreaterThanOrEqual(3_000);
  });

  it('never waits longer than maxWaitMs at a time, whatever a skewed clock or header says', async () => {
    const waits: number[] = [];
    let calls = 0;
    const farReset = async (): Promise<Response> => {
      calls += 1;
      return calls === 1
        ? new Response('{}', { status: 429, headers: { 'Retry-After': '86400' } })
        : new Response('{}', { status: 200 });
    };
    const limited = new RateLimitedFetch({
      fetch: farReset,
      maxWaitMs: 5_000,
      sleep: async (ms) => {
        waits.push(ms);
        jest.advanceTimersByTime(ms);
      },
    });

    expect((await limited.fetch(post({}))).status).toBe(200);
    expect(waits).toEqual([5_000]);
  });

  it('passes other statuses and responses without rate-limit headers through untouched', async () => {
    const limited = new RateLimitedFetch({ fetch: async () => new Response('{"status":422}', { status: 422 }) });

    const response = await limited.fetch(post({}));

    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ status: 422 });
    expect(limited.stats).toMatchObject({ requests: 1, rateLimited: 0, waitedMs: 0 });
  });
});
