import { describe, expect, it } from '@jest/globals';
import { CompanyBulkhead, type Admission } from '../../src/fairness/company-bulkhead';

/** The bulkhead's bookkeeping (docs/reliability.md#fairness-a-bulkhead-per-company), without HTTP. */
describe('CompanyBulkhead', () => {
  const slot = (admission: Admission): (() => void) => {
    if (!admission.admitted) throw new Error(`refused: ${admission.refusal}`);
    return admission.release;
  };

  it('admits waiters first come, first served, and keeps nothing for an idle company', async () => {
    const bulkhead = new CompanyBulkhead({ maxRunning: 1, maxQueued: 3, maxWaitMs: 10_000 });
    const first = slot(await bulkhead.enter('a'));
    const order: number[] = [];
    const waiters = [1, 2, 3].map((n) =>
      bulkhead.enter('a').then((admission) => {
        order.push(n);
        return slot(admission);
      }),
    );
    expect(bulkhead.load('a')).toEqual({ running: 1, waiting: 3 });
    first();
    first(); // a second release of the same slot changes nothing
    for (const waiter of waiters) (await waiter)();
    expect(order).toEqual([1, 2, 3]);
    expect(bulkhead.load('a')).toEqual({ running: 0, waiting: 0 });
    expect((bulkhead as unknown as { lanes: Map<string, unknown> }).lanes.size).toBe(0);
  });

  it('counts each company on its own', async () => {
    const bulkhead = new CompanyBulkhead({ maxRunning: 1, maxQueued: 0, maxWaitMs: 0 });
    const a = slot(await bulkhead.enter('a'));
    expect(await bulkhead.enter('a')).toEqual({ admitted: false, refusal: 'queue_full' });
    const b = slot(await bulkhead.enter('b'));
    a();
    b();
    expect(bulkhead.load('a')).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses a waiter whose signal aborts, and one that was aborted before it came', async () => {
    const bulkhead = new CompanyBulkhead({ maxRunning: 1, maxQueued: 1, maxWaitMs: 10_000 });
    const held = slot(await bulkhead.enter('a'));
    const hangUp = new AbortController();
    const waiting = bulkhead.enter('a', hangUp.signal);
    hangUp.abort();
    expect(await waiting).toEqual({ admitted: false, refusal: 'cancelled' });
    expect(await bulkhead.enter('a', hangUp.signal)).toEqual({ admitted: false, refusal: 'cancelled' });
    expect(bulkhead.load('a')).toEqual({ running: 1, waiting: 0 });
    held();
  });

  it('refuses a waiter after maxWaitMs', async () => {
    const bulkhead = new CompanyBulkhead({ maxRunning: 1, maxQueued: 1, maxWaitMs: 20 });
    const held = slot(await bulkhead.enter('a'));
    expect(await bulkhead.enter('a')).toEqual({ admitted: false, refusal: 'wait_timeout' });
    held();
    expect(bulkhead.load('a')).toEqual({ running: 0, waiting: 0 });
  });

  it('rejects limits that would let nothing in', () => {
    expect(() => new CompanyBulkhead({ maxRunning: 0, maxQueued: 0, maxWaitMs: 0 })).toThrow(RangeError);
    expect(() => new CompanyBulkhead({ maxRunning: 1, maxQueued: -1, maxWaitMs: 0 })).toThrow(RangeError);
  });
});
