import { describe, expect, it } from '@jest/globals';
import {
  IDEMPOTENCY_LEASE_MS,
  IDEMPOTENCY_RETENTION_MS,
  type IdempotencyKeys,
  type StoredAnswer,
} from '../../history/idempotency-keys';
import { at, useHarness } from './harness';

/** What an adapter of `IdempotencyKeys` under contract gives each test: fresh, empty storage, optionally `close`. */
export interface IdempotencyKeysHarness {
  keys: IdempotencyKeys;
  close?(): Promise<void>;
}

const later = (from: Date, ms: number): Date => new Date(from.getTime() + ms);
const ANSWER: StoredAnswer = {
  status: 201,
  headers: { 'content-type': 'application/json; charset=UTF-8', location: '/api/v1/employees/1' },
  body: '{"data":{"name":"Ana Souza"}}',
};

/**
 * The contract of the `IdempotencyKeys` port (docs/change-history.md#idempotency-key): one claim of a new key wins,
 * the same request is running or answered, another request under the key is a mismatch, answers last 24 hours,
 * abandoned claims the lease, and scopes never mix.
 */
export function idempotencyKeysContract(adapterName: string, makeHarness: () => Promise<IdempotencyKeysHarness>): void {
  describe(`IdempotencyKeys contract (${adapterName})`, () => {
    const harness = useHarness(makeHarness);
    const keys = (): IdempotencyKeys => harness().keys;
    const start = at(0);

    it('claims a new key; the same request is then running, and answered once completed', async () => {
      expect(await keys().claim('api-key:1', 'k-1', 'fp-a', start)).toEqual({ kind: 'claimed' });
      expect(await keys().claim('api-key:1', 'k-1', 'fp-a', later(start, 1_000))).toEqual({ kind: 'running' });

      await keys().complete('api-key:1', 'k-1', ANSWER);

      expect(await keys().claim('api-key:1', 'k-1', 'fp-a', later(start, 2_000))).toEqual({
        kind: 'answered',
        answer: ANSWER,
      });
    });

    it('tells another request under the same key apart, running or answered', async () => {
      await keys().claim('api-key:1', 'k-1', 'fp-a', start);
      expect(await keys().claim('api-key:1', 'k-1', 'fp-b', start)).toEqual({ kind: 'mismatch' });
      await keys().complete('api-key:1', 'k-1', ANSWER);
      expect(await keys().claim('api-key:1', 'k-1', 'fp-b', start)).toEqual({ kind: 'mismatch' });
    });

    it('keeps scopes apart: the same key of another credential is its own', async () => {
      await keys().claim('api-key:1', 'k-1', 'fp-a', start);
      expect(await keys().claim('user-token:2', 'k-1', 'fp-b', start)).toEqual({ kind: 'claimed' });
    });

    it('lets exactly one of ten claims of a new key at once win', async () => {
      const claims = await Promise.all(
        Array.from({ length: 10 }, () => keys().claim('api-key:1', 'k-race', 'fp-a', start)),
      );
      expect(claims.filter((c) => c.kind === 'claimed')).toHaveLength(1);
      expect(claims.filter((c) => c.kind === 'running')).toHaveLength(9);
    });

    it('forgets a released claim, so the request may be sent again', async () => {
      await keys().claim('api-key:1', 'k-1', 'fp-a', start);
      await keys().release('api-key:1', 'k-1');
      expect(await keys().claim('api-key:1', 'k-1', 'fp-b', start)).toEqual({ kind: 'claimed' });
    });

    it('keeps an answer 24 hours, and lets an abandoned claim go after the lease', async () => {
      await keys().claim('api-key:1', 'answered', 'fp-a', start);
      await keys().complete('api-key:1', 'answered', ANSWER);
      await keys().claim('api-key:1', 'abandoned', 'fp-a', start);

      expect(
        (await keys().claim('api-key:1', 'answered', 'fp-a', later(start, IDEMPOTENCY_RETENTION_MS - 1))).kind,
      ).toBe('answered');
      expect((await keys().claim('api-key:1', 'abandoned', 'fp-a', later(start, IDEMPOTENCY_LEASE_MS - 1))).kind).toBe(
        'running',
      );
      expect(await keys().claim('api-key:1', 'abandoned', 'fp-b', later(start, IDEMPOTENCY_LEASE_MS))).toEqual({
        kind: 'claimed',
      });
      expect(await keys().claim('api-key:1', 'answered', 'fp-b', later(start, IDEMPOTENCY_RETENTION_MS))).toEqual({
        kind: 'claimed',
      });
    });
  });
}
