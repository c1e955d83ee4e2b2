import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from '@jest/globals';
import { SIGN_IN_FREE_FAILURES, type SignInFailures } from '@employee/domain';
import { PlainPasswordHasher, aUser } from '@employee/domain/testing';
import { SIGN_IN_IP_MAX_FAILURES } from '@employee/http-common';
import { TypeOrmSignInFailures } from '@employee/persistence-typeorm';
import { TEST_POSTGRES_URL } from '@employee/persistence-typeorm/testing';
import { RedisSignInFailures } from '@employee/redis-adapters';
import { Redis } from 'ioredis';
import request from 'supertest';
import { buildTestApp, testSignInPorts, type TestApp, type TestStorage } from '../support/test-app';
import { call, expectErrorBody, useStorage } from './e2e-helpers';

/**
 * Bursts of sign-ins over HTTP (docs/sign-in.md#back-off): every try is reserved against the e-mail's count and
 * the client IP's before its password is verified, so however many arrive at once, at most the free tries of an
 * e-mail (5) and of an IP (30) are verified, on failure counts shared through PostgreSQL and through Redis. The
 * test app's `PlainPasswordHasher` counts the verifications; its clock stands still, so no back-off runs out
 * during a burst.
 */

const PASSWORD = 'correct horse battery';
const BURST = 40;

/** Where the failure counts of a burst are kept: the database, or Redis (with the IP counts too). */
interface Backend {
  readonly storage: () => TestStorage;
  readonly failures: (storage: TestStorage) => SignInFailures;
  readonly redis?: () => Redis;
}

const redisUrl = process.env.REDIS_URL;
const redisClients: Redis[] = [];
/** Redis keys of this file: failure counts under their own prefix, IP counts of the file's own addresses. */
const prefix = `employee-api-test:sign-in-burst:${randomUUID()}`;
const ownIps: string[] = [];

afterAll(async () => {
  const [cleaner] = redisClients;
  if (cleaner) {
    const keys = [
      ...(await cleaner.keys(`${prefix}:*`)),
      ...(await Promise.all(ownIps.map((ip) => cleaner.keys(`employee-api:*${ip}`)))).flat(),
    ];
    if (keys.length > 0) await cleaner.del(...keys);
  }
  await Promise.all(redisClients.map((client) => client.quit()));
});

function redisClient(): Redis {
  if (redisClients.length === 0) redisClients.push(new Redis(redisUrl as string, { maxRetriesPerRequest: 2 }));
  return redisClients[0] as Redis;
}

const backends: Array<[string, () => Backend]> = [];
if (process.env[TEST_POSTGRES_URL]) {
  backends.push([
    'PostgreSQL',
    () => {
      const storage = useStorage('postgres');
      return {
        storage,
        failures: (db) => new TypeOrmSignInFailures((db as Exclude<TestStorage, 'memory'>).dataSource),
      };
    },
  ]);
} else process.stderr.write('\n[skipped] sign-in bursts on PostgreSQL: needs TEST_POSTGRES_URL\n');
if (redisUrl) {
  backends.push([
    'Redis',
    () => ({
      storage: () => 'memory',
      failures: () => new RedisSignInFailures(redisClient(), prefix),
      redis: redisClient,
    }),
  ]);
} else process.stderr.write('\n[skipped] sign-in bursts on Redis: needs REDIS_URL\n');

describe.each(backends)('a burst of sign-ins, failures counted in %s', (_name, makeBackend) => {
  const backend = makeBackend();

  /** A test app behind one trusted proxy, whose hasher counts verifications, and a fresh client IP of its own. */
  async function burstApp(): Promise<{ t: TestApp; hasher: PlainPasswordHasher; ip: string }> {
    const storage = backend.storage();
    const hasher = new PlainPasswordHasher();
    const signIn = { ...testSignInPorts(), passwordHasher: hasher, failures: backend.failures(storage) };
    const t = await buildTestApp(storage, {
      signIn,
      trustProxy: 1,
      ...(backend.redis ? { redis: backend.redis() } : {}),
    });
    await backend.redis?.().ping();
    const ip = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${ownIps.length + 1}`;
    ownIps.push(ip);
    return { t, hasher, ip };
  }

  const signIn = (t: TestApp, ip: string, email: string, password: string) =>
    request(t.app).post('/admin/api/session').set('X-Forwarded-For', ip).send({ email, password });

  it('verifies 5 of 40 wrong passwords sent at once for one e-mail, then refuses the right one', async () => {
    const { t, hasher, ip } = await burstApp();
    const email = `${randomUUID()}@example.com`;
    const user = aUser()
      .of(t.company)
      .withEmail(email)
      .withPasswordHash(await hasher.hash(PASSWORD))
      .build();
    await t.uow.run((r) => r.users.save(user));

    const burst = await Promise.all(
      Array.from({ length: BURST }, (_, i) => call(signIn(t, ip, email, `wrong password ${i}`))),
    );

    const statuses = burst.map((res) => res.status).sort();
    expect(statuses).toEqual([
      ...Array<number>(SIGN_IN_FREE_FAILURES).fill(401),
      ...Array<number>(BURST - SIGN_IN_FREE_FAILURES).fill(429),
    ]);
    expect(hasher.verifications).toBe(SIGN_IN_FREE_FAILURES);
    const right = await call(signIn(t, ip, email, PASSWORD));
    expectErrorBody(right, 429, { reason: 'sign_in_account', retry_after: 1 });
    expect(hasher.verifications).toBe(SIGN_IN_FREE_FAILURES);
  });

  it('verifies 30 of 40 sign-ins sent at once from one IP, whatever the e-mails', async () => {
    const { t, hasher, ip } = await burstApp();

    const burst = await Promise.all(
      Array.from({ length: BURST }, () => call(signIn(t, ip, `${randomUUID()}@example.com`, 'not the password'))),
    );

    expect(burst.filter((res) => res.status === 401)).toHaveLength(SIGN_IN_IP_MAX_FAILURES);
    const refused = burst.filter((res) => res.status === 429);
    expect(refused).toHaveLength(BURST - SIGN_IN_IP_MAX_FAILURES);
    for (const res of refused) expect(res.body.meta.reason).toBe('sign_in_ip');
    expect(hasher.verifications).toBe(SIGN_IN_IP_MAX_FAILURES);
  });
});
