import { randomUUID } from 'node:crypto';
import { NO_SIGN_IN_FAILURES } from '@employee/domain';
import { signInFailuresContract } from '@employee/domain/testing';
import { afterAll, describe, expect, it } from '@jest/globals';
import { Redis } from 'ioredis';
import { RedisSignInFailures } from '../src/redis-sign-in-failures';

const redisUrl = process.env.REDIS_URL;
const describeWithRedis = redisUrl ? describe : describe.skip;
if (!redisUrl) process.stderr.write('\n[skipped] RedisSignInFailures: needs REDIS_URL\n');

describeWithRedis('RedisSignInFailures (REDIS_URL; docs/sign-in.md#back-off)', () => {
  const redis = redisUrl ? new Redis(redisUrl, { maxRetriesPerRequest: 2 }) : (null as unknown as Redis);
  const prefixes: string[] = [];

  /** Failure counts under their own key prefix on the shared Redis, removed after the suite. */
  function fresh(): { failures: RedisSignInFailures; prefix: string } {
    const prefix = `employee-api-test:sign-in-failures:${randomUUID()}`;
    prefixes.push(prefix);
    return { failures: new RedisSignInFailures(redis, prefix), prefix };
  }

  afterAll(async () => {
    for (const prefix of prefixes) {
      const keys = await redis.keys(`${prefix}:*`);
      if (keys.length > 0) await redis.del(...keys);
    }
    await redis.quit();
  });

  signInFailuresContract('Redis', async () => ({ failures: fresh().failures }));

  it('keeps only the SHA-256 of the e-mail, forgotten by Redis 24 hours after the last failure', async () => {
    const { failures, prefix } = fresh();
    await failures.reserve('ana@example.com', NO_SIGN_IN_FAILURES, new Date());

    const keys = await redis.keys(`${prefix}:*`);
    expect(keys).toEqual([expect.stringMatching(/:[0-9a-f]{64}$/)]);
    const ttl = await redis.pttl(keys[0] as string);
    expect(ttl).toBeGreaterThan(23.9 * 3600_000);
    expect(ttl).toBeLessThanOrEqual(24 * 3600_000);
  });
});
