import {
  IDEMPOTENCY_LEASE_MS,
  IDEMPOTENCY_RETENTION_MS,
  type IdempotencyClaim,
  type IdempotencyKeys,
  type StoredAnswer,
} from '../../history/idempotency-keys';
import { withoutPersonalValues, type PersonalValues } from '../../privacy/personal-values';

interface Entry {
  readonly fingerprint: string;
  readonly claimedAt: Date;
  answer: StoredAnswer | null;
}

/** `IdempotencyKeys` in process memory, for tests and the in-memory service. Passes `idempotencyKeysContract`. */
export class InMemoryIdempotencyKeys implements IdempotencyKeys {
  private readonly entries = new Map<string, Entry>();

  async claim(scope: string, key: string, fingerprint: string, now: Date): Promise<IdempotencyClaim> {
    const id = JSON.stringify([scope, key]);
    const entry = this.entries.get(id);
    if (entry && isHeld(entry, now)) {
      if (entry.fingerprint !== fingerprint) return { kind: 'mismatch' };
      return entry.answer ? { kind: 'answered', answer: entry.answer } : { kind: 'running' };
    }
    this.entries.set(id, { fingerprint, claimedAt: new Date(now), answer: null });
    return { kind: 'claimed' };
  }

  async complete(scope: string, key: string, answer: StoredAnswer): Promise<void> {
    const entry = this.entries.get(JSON.stringify([scope, key]));
    if (entry) entry.answer = { ...answer, headers: { ...answer.headers } };
  }

  async release(scope: string, key: string): Promise<void> {
    this.entries.delete(JSON.stringify([scope, key]));
  }

  /**
   * Rewrites each stored answer whose body names `subjectId` and whose body or headers hold one of `values` without
   * them (`withoutPersonalValues`), for `InMemoryPersonalDataCopies`; returns how many it rewrote.
   */
  scrub(subjectId: string, values: PersonalValues): number {
    let scrubbed = 0;
    for (const entry of this.entries.values()) {
      const answer = entry.answer;
      if (answer === null || !answer.body.includes(subjectId)) continue;
      const body = withoutPersonalValues(answer.body, values);
      const headers = Object.fromEntries(
        Object.entries(answer.headers).map(([name, value]) => [name, withoutPersonalValues(value, values)]),
      );
      if (body === answer.body && JSON.stringify(headers) === JSON.stringify(answer.headers)) continue;
      entry.answer = { ...answer, headers, body };
      scrubbed += 1;
    }
    return scrubbed;
  }
}

/** An answer is kept 24 hours after the claim; a claim without an answer holds the key for the lease. */
function isHeld(entry: Entry, now: Date): boolean {
  const age = now.getTime() - entry.claimedAt.getTime();
  return age < (entry.answer ? IDEMPOTENCY_RETENTION_MS : IDEMPOTENCY_LEASE_MS);
}
