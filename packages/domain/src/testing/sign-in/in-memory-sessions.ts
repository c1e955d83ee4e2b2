import { sessionExpiresAt } from '../../access/sign-in/session-policy';
import type { Session, Sessions } from '../../access/sign-in/sessions';

interface Stored {
  readonly userId: string;
  readonly createdAt: Date;
  lastSeenAt: Date;
}

/** SHA-256 of `id` in hex, with the platform's Web Crypto (no import: the domain stays free of `node:*`). */
async function hashOf(id: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(id));
  return Buffer.from(digest).toString('hex');
}

/**
 * `Sessions` in process memory, for tests and single-process development: ids are 256 random bits in base64url
 * (Web Crypto), stored by their SHA-256 like the service's adapters. Passes `sessionsContract`.
 */
export class InMemorySessions implements Sessions {
  private readonly byHash = new Map<string, Stored>();

  /** How many sessions are stored, expired ones not yet removed included. */
  get size(): number {
    return this.byHash.size;
  }

  /** Whether a stored key equals `text` (lets a test check that ids themselves are not stored). */
  storesKey(text: string): boolean {
    return this.byHash.has(text);
  }

  async create(userId: string, now: Date): Promise<Session> {
    const id = Buffer.from(globalThis.crypto.getRandomValues(new Uint8Array(32))).toString('base64url');
    const stored: Stored = { userId, createdAt: new Date(now), lastSeenAt: new Date(now) };
    this.byHash.set(await hashOf(id), stored);
    return sessionOf(id, stored);
  }

  async touch(id: string, now: Date): Promise<Session | null> {
    const hash = await hashOf(id);
    const stored = this.byHash.get(hash);
    if (!stored) return null;
    if (now.getTime() >= sessionExpiresAt(stored.createdAt, stored.lastSeenAt).getTime()) {
      this.byHash.delete(hash);
      return null;
    }
    if (now.getTime() > stored.lastSeenAt.getTime()) stored.lastSeenAt = new Date(now);
    return sessionOf(id, stored);
  }

  async end(id: string): Promise<void> {
    this.byHash.delete(await hashOf(id));
  }

  async endAllOf(userId: string): Promise<void> {
    for (const [hash, stored] of this.byHash) if (stored.userId === userId) this.byHash.delete(hash);
  }
}

function sessionOf(id: string, stored: Stored): Session {
  return {
    id,
    userId: stored.userId,
    createdAt: new Date(stored.createdAt),
    lastSeenAt: new Date(stored.lastSeenAt),
    expiresAt: sessionExpiresAt(stored.createdAt, stored.lastSeenAt),
  };
}
