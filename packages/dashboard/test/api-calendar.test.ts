import { describe, expect, it } from 'vitest';
import { daysLeftUntil, todayAsApiDate } from '../src/api/api-calendar';

/** The firing form's default date: the API's today (docs/dashboard.md, `time_zone`), not the browser's. */
describe('todayAsApiDate', () => {
  const justAfterMidnightUtc = new Date('2026-11-29T01:20:00Z');

  it("gives São Paulo's date while São Paulo is still on the day before UTC", () => {
    expect(todayAsApiDate('America/Sao_Paulo', justAfterMidnightUtc)).toBe('28/11/2026');
  });

  it('gives the named zone its own date, written dd/mm/yyyy', () => {
    expect(todayAsApiDate('UTC', justAfterMidnightUtc)).toBe('29/11/2026');
    expect(todayAsApiDate('Asia/Tokyo', new Date('2026-01-05T20:00:00Z'))).toBe('06/01/2026');
  });
});

/** The home page's days left of an open campaign: counted from the API's today, not the browser's. */
describe('daysLeftUntil', () => {
  const justAfterMidnightUtc = new Date('2026-11-29T01:20:00Z');

  it("counts from São Paulo's today while São Paulo is still on the day before UTC", () => {
    expect(daysLeftUntil('30/11/2026', 'America/Sao_Paulo', justAfterMidnightUtc)).toBe(2);
    expect(daysLeftUntil('30/11/2026', 'UTC', justAfterMidnightUtc)).toBe(1);
  });

  it('is 0 on the last day, negative after it, and counts across months and years', () => {
    expect(daysLeftUntil('28/11/2026', 'America/Sao_Paulo', justAfterMidnightUtc)).toBe(0);
    expect(daysLeftUntil('27/11/2026', 'America/Sao_Paulo', justAfterMidnightUtc)).toBe(-1);
    expect(daysLeftUntil('02/01/2027', 'America/Sao_Paulo', justAfterMidnightUtc)).toBe(35);
  });
});
