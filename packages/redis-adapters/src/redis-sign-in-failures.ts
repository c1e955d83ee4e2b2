import { createHash } from 'node:crypto';
import {
  NO_SIGN_IN_FAILURES,
  SIGN_IN_FAILURE_MEMORY_MS,
  type SignInFailureCount,
  type SignInFailures,
} from '@employee/domain';
import type { Redis } from 'ioredis';

/**
 * Counts one try in the hash KEYS[1] at ARGV[1] (Unix ms) if its count is still ARGV[3] tries, the last at ARGV[4]
 * (Unix ms; 0 tries: no count, or one whose last try is ARGV[2] ms old or more), and lets Redis forget the hash
 * ARGV[2] ms later; answers 1 when it counted, 0 when the count had changed. One script: atomic.
 */
const RESERVE = `
local failures = tonumber(redis.call('HGET', KEYS[1], 'failures'))
local last = tonumber(redis.call('HGET', KEYS[1], 'last'))
local now = tonumber(ARGV[1])
if not failures or not last or now - last >= tonumber(ARGV[2]) then
  failures = 0
end
local seen = tonumber(ARGV[3])
if failures ~= seen or (seen > 0 and last ~= tonumber(ARGV[4])) then
  return 0
end
redis.call('HSET', KEYS[1], 'failures', seen + 1, 'last', ARGV[1])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 1`;

/** Takes one try back from the hash KEYS[1], deleting it at 0 (its time to live is kept). One script: atomic. */
const RELEASE = `
local failures = tonumber(redis.call('HGET', KEYS[1], 'failures'))
if not failures then
  return 0
end
if failures <= 1 then
  redis.call('DEL', KEYS[1])
else
  redis.call('HINCRBY', KEYS[1], 'failures', -1)
end
return 1`;

/**
 * `SignInFailures` in Redis, shared by every instance (used when `REDIS_URL` is set): `<prefix>:<sha256 of the
 * key>` → a hash `{failures, last}` (last try in Unix ms) that Redis forgets 24 hours after the last try. The key (a
 * submitted e-mail) is never stored. `reserve` and `release` are Lua scripts, each atomic. Passes
 * `signInFailuresContract`. Source: docs/sign-in.md#back-off.
 */
export class RedisSignInFailures implements SignInFailures {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'employee-api:sign-in-failures',
  ) {}

  async of(key: string, now: Date): Promise<SignInFailureCount> {
    const [failures, last] = await this.redis.hmget(this.keyOf(key), 'failures', 'last');
    if (failures === null || last === null) return NO_SIGN_IN_FAILURES;
    if (now.getTime() - Number(last) >= SIGN_IN_FAILURE_MEMORY_MS) return NO_SIGN_IN_FAILURES;
    return { failures: Number(failures), lastFailureAt: new Date(Number(last)) };
  }

  async reserve(key: string, seen: SignInFailureCount, now: Date): Promise<boolean> {
    const counted = await this.redis.eval(
      RESERVE,
      1,
      this.keyOf(key),
      now.getTime(),
      SIGN_IN_FAILURE_MEMORY_MS,
      seen.failures,
      seen.lastFailureAt?.getTime() ?? 0,
    );
    return Number(counted) === 1;
  }

  async release(key: string): Promise<void> {
    await this.redis.eval(RELEASE, 1, this.keyOf(key));
  }

  async clear(key: string): Promise<void> {
    await this.redis.del(this.keyOf(key));
  }

  private keyOf(key: string): string {
    return `${this.prefix}:${createHash('sha256').update(key).digest('hex')}`;
  }
}
