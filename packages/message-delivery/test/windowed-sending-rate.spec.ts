import { describe, expect, it } from '@jest/globals';
import { WindowedSendingRate, type WindowCounter } from '../src';

/** A window counter of one window that never ends (30 s left), counting every use as the real one does. */
class OneWindowCounter implements WindowCounter {
  readonly used = new Map<string, number>();

  async consume(key: string, limit: number) {
    const used = (this.used.get(key) ?? 0) + 1;
    this.used.set(key, used);
    return { allowed: used <= limit, retryAfter: 30 };
  }

  async giveBack(key: string): Promise<void> {
    this.used.set(key, (this.used.get(key) ?? 0) - 1);
  }
}

function rate(perMinute: number, companySharePercent: number) {
  const counters = { company: new OneWindowCounter(), all: new OneWindowCounter() };
  return { counters, rate: new WindowedSendingRate(counters, { perMinute, companySharePercent }) };
}

const kinds = async (r: WindowedSendingRate, companies: string[]) => {
  const out: string[] = [];
  for (const company of companies) out.push((await r.take(company)).kind);
  return out;
};

describe('WindowedSendingRate (docs/notifications.md#sending-rate)', () => {
  it("limits one company to its share of the minute's rate and lets the others use the rest", async () => {
    const { rate: r } = rate(10, 30);
    expect(await kinds(r, ['a', 'a', 'a', 'a', 'b', 'b', 'b', 'c'])).toEqual([
      'allowed',
      'allowed',
      'allowed',
      'company_limited',
      'allowed',
      'allowed',
      'allowed',
      'allowed',
    ]);
  });

  it("refuses every company once the whole rate is used, without spending the company's share", async () => {
    const { rate: r, counters } = rate(3, 100);
    expect(await kinds(r, ['a', 'b', 'c', 'd', 'd'])).toEqual([
      'allowed',
      'allowed',
      'allowed',
      'global_limited',
      'global_limited',
    ]);
    expect(counters.company.used.get('d')).toBe(0);
  });

  it('answers when to try again: the end of the window that refused', async () => {
    const { rate: r } = rate(1, 100);
    await r.take('a');
    const before = Date.now();
    const refused = await r.take('a');
    expect(refused.kind).toBe('company_limited');
    const retryAt = refused.kind === 'allowed' ? 0 : refused.retryAt.getTime();
    expect(retryAt - before).toBeGreaterThanOrEqual(30_000 - 5);
    expect(retryAt - before).toBeLessThanOrEqual(30_000 + 1000);
  });

  it('gives every company at least one message a minute, however small its share', async () => {
    const { rate: r } = rate(10, 1);
    expect(await kinds(r, ['a', 'a'])).toEqual(['allowed', 'company_limited']);
  });
});
