import { describe, expect, it } from 'vitest';
import { todayAsApiDate } from '../src/pages/employees/firing-time';

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
