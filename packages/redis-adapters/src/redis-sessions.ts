import { createHash, randomBytes } from 'node:crypto';
import { SESSION_ABSOLUTE_MS, sessionExpiresAt, type Session, type Sessions } from '@employee/domain';
import type { Redis } from 'ioredis';

/** Bytes of randomness of a session id: 256 bits (docs/sign-in.md#sessions asks at least 128). */
const ID_BYTES = 32;

/** What Redis holds for one session, under the hash of its id (times in Unix ms). */
interface Stored {
  readonly userId: string;
  readonly createdAt: number;
  readonly lastSeenAt: number;
}

/** Deletes every session whose hash is in the set KEYS[1] (ids under the prefix ARGV[1]), then the set: at once. */
const END_ALL = `
local hashes = redis.call('SMEMBERS', KEYS[1])
for _, hash in ipairs(hashes) do redis.call('DEL', ARGV[1] .. hash) end
redis.call('DEL', KEYS[1])
return #hashes`;

function hashOf(id: string): string {
  return createHash('sha256').update(id).digest('hex');
}

function parse(text: string | null): Stored | null {
  if (text === null) return null;
  try {
    const value = JSON.parse(text) as Partial<Stored>;
    if (typeof value.userId !== 'string') return null;
    if (typeof value.createdAt !== 'number' || typeof value.lastSeenAt !== 'number') return null;
    return { userId: value.userId, createdAt: value.createdAt, lastSeenAt: value.lastSeenAt };
  } catch {
    return null;
  }
}

function sessionOf(id: string, stored: Stored): Session {
  const createdAt = new Date(stored.createdAt);
  const lastSeenAt = new Date(stored.lastSeenAt);
  return { id, userId: stored.userId, createdAt, lastSeenAt, expiresAt: sessionExpiresAt(createdAt, lastSeenAt) };
}

/**
 * `Sessions` in Redis, shared by every instance of the service (used when `REDIS_URL` is set). A session id is
 * 256 random bits in base64url; Redis holds only its SHA-256: `<prefix>:id:<sha256>` → JSON `{userId, createdAt,
 * lastSeenAt}`, with a time to live of what is left of the session (so Redis forgets it when it expires even if
 * nobody touches it), and `<prefix>:user:<userId>` → the set of that user's hashes, for `endAllOf` (one Lua script,
 * so a sign-in cannot slip in between reading the set and deleting it). A use
 * rewrites the record only if it still exists (`SET … XX`), so a use racing a sign-out never brings the session
 * back. Source: docs/sign-in.md#sessions.
 */
export class RedisSessions implements Sessions {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'employee-api:session',
  ) {}

  async create(userId: string, now: Date): Promise<Session> {
    const id = randomBytes(ID_BYTES).toString('base64url');
    const hash = hashOf(id);
    const stored: Stored = { userId, createdAt: now.getTime(), lastSeenAt: now.getTime() };
    const session = sessionOf(id, stored);
    await this.redis
      .multi()
      .set(this.sessionKey(hash), JSON.stringify(stored), 'PX', session.expiresAt.getTime() - now.getTime())
      .sadd(this.userKey(userId), hash)
      .pexpire(this.userKey(userId), SESSION_ABSOLUTE_MS)
      .exec();
    return session;
  }

  async touch(id: string, now: Date): Promise<Session | null> {
    const hash = hashOf(id);
    const key = this.sessionKey(hash);
    const stored = parse(await this.redis.get(key));
    if (!stored) return null;
    const expiresAt = sessionExpiresAt(new Date(stored.createdAt), new Date(stored.lastSeenAt)).getTime();
    if (now.getTime() >= expiresAt) {
      await this.redis.multi().del(key).srem(this.userKey(stored.userId), hash).exec();
      return null;
    }
    const used: Stored = { ...stored, lastSeenAt: Math.max(stored.lastSeenAt, now.getTime()) };
    const session = sessionOf(id, used);
    const ttl = session.expiresAt.getTime() - now.getTime();
    const written = await this.redis.set(key, JSON.stringify(used), 'PX', ttl, 'XX');
    return written === 'OK' ? session : null;
  }

  async end(id: string): Promise<void> {
    const hash = hashOf(id);
    const key = this.sessionKey(hash);
    const stored = parse(await this.redis.get(key));
    const ending = this.redis.multi().del(key);
    if (stored) ending.srem(this.userKey(stored.userId), hash);
    await ending.exec();
  }

  async endAllOf(userId: string): Promise<void> {
    await this.redis.eval(END_ALL, 1, this.userKey(userId), `${this.prefix}:id:`);
  }

  private sessionKey(hash: string): string {
    return `${this.prefix}:id:${hash}`;
  }

  private userKey(userId: string): string {
    return `${this.prefix}:user:${userId}`;
  }
}
