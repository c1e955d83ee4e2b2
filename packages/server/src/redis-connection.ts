import { Redis } from 'ioredis';
import type { Logger } from 'pino';

/**
 * Opens the Redis connection that holds the shared rate-limit counters (`REDIS_URL`) and waits until it is
 * ready. Commands never queue while it is not ready (`enableOfflineQueue: false`, one retry), so the rate
 * limiter falls back to each instance's memory counters at once instead of waiting (docs/http.md, Rate limit).
 * ioredis reconnects by itself (every ≤ 2 s). Outages are logged as transitions, ids and error codes only:
 * warn `redis unavailable: rate limits counted per instance` once when a ready connection is lost, info
 * `redis available: rate limits shared again` when it is back; each failed attempt in between is `debug`.
 * Source: docs/contract.md#configuration (`REDIS_URL`); #rate-limit; docs/reliability.md (Redis stopped).
 * @throws Error naming the error code when Redis cannot be reached at start-up.
 */
export async function openRedis(url: string, logger: Logger): Promise<Redis> {
  const redis = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  let state: 'connecting' | 'ready' | 'lost' = 'connecting';
  redis.on('ready', () => {
    if (state === 'lost') logger.info('redis available: rate limits shared again');
    state = 'ready';
  });
  // 'reconnecting' follows a lost connection, never a deliberate disconnect (graceful stop).
  redis.on('reconnecting', () => {
    if (state !== 'ready') return;
    state = 'lost';
    logger.warn('redis unavailable: rate limits counted per instance until it is back');
  });
  // At start-up `connect()` rejects with a bare "Connection is closed."; the cause comes as an 'error' event.
  let lastError: NodeJS.ErrnoException | null = null;
  redis.on('error', (error: NodeJS.ErrnoException) => {
    lastError = error;
    logger.debug({ err: { name: error.name, code: error.code ?? null } }, 'redis connection error');
  });
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    const cause = (lastError ?? error) as NodeJS.ErrnoException;
    throw new Error(`Redis at REDIS_URL cannot be reached (${cause.code ?? cause.message})`, {
      cause: error,
    });
  }
  return redis;
}
