import { randomUUID } from 'node:crypto';
import { sessionsContract } from '@employee/domain/testing';
import { afterAll, describe, expect, it } from '@jest/globals';
import { Redis } from 'ioredis';
import { RedisSessions } from '../src/redis-sessions';

const redisUrl = process.env.REDIS_URL;
const describeWithRedis = redisUrl ? describe : describe.skip;
if (!redisUrl) process.stderr.write('\n[skipped] RedisSessions: needs REDIS_URL\n');

describeWithRedis('RedisSessions (REDIS_URL; docs/sign-in.md#sessions)', () => {
  const clients: Redis[] = [];
  const prefixes: string[] = [];

  /** Sessions over their own key prefix on the shared Redis, removed after the suite. */
  function fresh(): { sessions: RedisSessions; redis: Redis; prefix: string } {
    const redis = new Redis(redisUrl as string, { maxRetriesPerRequest: 2 });
    const prefix = `employee-api-test:session:${randomUUID()}`;
    clients.push(redis);
    prefixes.push(prefix);
    return { sessions: new RedisSessions(redis, prefix), redis, prefix };
  }

  afterAll(async () => {
    const [redis] = clients;
    for (const prefix of prefixes) {
      const keys = await redis?.keys(`${prefix}:*`);
      if (redis && keys && keys.length > 0) await redis.del(...keys);
    }
    await Promise.all(clients.map((client) => client.quit()));
  });

  sessionsContract('Redis', async () => ({ sessions: fresh().sessions }));

  it('keeps only the SHA-256 of an id, with a time to live of what is left of the session', async () => {
    const { sessions, redis, prefix } = fresh();
    const now = new Date();
    const { id } = await sessions.create('user-1', now);

    const keys = await redis.keys(`${prefix}:*`);
    expect(keys.some((key) => key.includes(id))).toBe(false);
    const sessionKey = keys.find((key) => key.startsWith(`${prefix}:id:`)) as string;
    expect(sessionKey).toMatch(/:id:[0-9a-f]{64}$/);
    expect(await redis.get(sessionKey)).not.toContain(id);
    const ttl = await redis.pttl(sessionKey);
    expect(ttl).toBeGreaterThan(29 * 60_000);
    expect(ttl).toBeLessThanOrEqual(30 * 60_000);
  });

  it('shares sessions between instances: one signs in, the other sees it and signs out', async () => {
    const { redis, prefix } = fresh();
    const other = new Redis(redisUrl as string, { maxRetriesPerRequest: 2 });
    clients.push(other);
    const [a, b] = [new RedisSessions(redis, prefix), new RedisSessions(other, prefix)];
    const now = new Date();

    const { id } = await a.create('user-2', now);
    expect((await b.touch(id, now))?.userId).toBe('user-2');
    await b.end(id);

    expect(await a.touch(id, now)).toBeNull();
  });

  it('answers null for a record it cannot read', async () => {
    const { sessions, redis, prefix } = fresh();
    const { id } = await sessions.create('user-3', new Date());
    const [key] = await redis.keys(`${prefix}:id:*`);
    await redis.set(key as string, 'not json');

    expect(await sessions.touch(id, new Date())).toBeNull();
  });
});
