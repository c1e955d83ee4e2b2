import { describe, expect, it } from '@jest/globals';
import { deliveryLoopsOf } from '../src/modules/webhooks.module';

describe('deliveryLoopsOf (docs/webhooks.md#the-worker)', () => {
  it('splits WEBHOOK_CONCURRENCY over at most four loops, the shares summing to it', () => {
    expect(deliveryLoopsOf(16)).toEqual([4, 4, 4, 4]);
    expect(deliveryLoopsOf(10)).toEqual([3, 3, 2, 2]);
    expect(deliveryLoopsOf(2)).toEqual([1, 1]);
    expect(deliveryLoopsOf(1)).toEqual([1]);
    for (const n of [1, 5, 17, 256]) expect(deliveryLoopsOf(n).reduce((a, b) => a + b, 0)).toBe(n);
  });
});
