import { createHash } from 'node:crypto';
import {
  NO_SIGN_IN_FAILURES,
  SIGN_IN_FAILURE_MEMORY_MS,
  type SignInFailureCount,
  type SignInFailures,
} from '@employee/domain';
import type { Redis } from 'ioredis';

/**
 * Adds one failure to the hash KEYS[1] at ARGV[1] (Unix ms), starting again at 1 when the last one is ARGV[2] ms
 * old or more, and lets Redis forget the hash ARGV[2] ms later; answers the new count. One script: atomic.
 */
const RECORD = `
local last = tonumber(redis.call('HGET', KEYS[1], 'last'))
local now = tonumber(ARGV[1])
local failures = 1
if last and now - last < tonumber(ARGV[2]) then
  failures = tonumber(redis.call('HGET', KEYS[1], 'failures')) + 1
end
redis.call('HSET', KEYS[1], 'failures', failures, 'last', ARGV[1])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return failures`;

/**
 * `SignInFailures` in Redis, shared by every instance (used when `REDIS_URL` is set): `<prefix>:<sha256 of the
 * key>` → a hash `{failures, last}` (last failure in Unix ms) that Redis forgets 24 hours after the last failure.
 * The key (a submitted e-mail) is never stored. Passes `signInFailuresContract`. Source: docs/sign-in.md#back-off.
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

  async record(key: string, now: Date): Promise<SignInFailureCount> {
    const failures = await this.redis.eval(RECORD, 1, this.keyOf(key), now.getTime(), SIGN_IN_FAILURE_MEMORY_MS);
    return { failures: Number(failures), lastFailureAt: new Date(now) };
  }

  async clear(key: string): Promise<void> {
    await this.redis.del(this.keyOf(key));
  }

  private keyOf(key: string): string {
    return `${this.prefix}:${createHash('sha256').update(key).digest('hex')}`;
  }
}
