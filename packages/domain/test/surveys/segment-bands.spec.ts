import { AGE_BANDS, DateBR, TENURE_BANDS, ageBand, tenureBand } from '@employee/domain';
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';

const d = (raw: string): DateBR => DateBR.create(raw, 'date');
const tenure = (hired: string, today: string) => tenureBand(d(hired), d(today));
const age = (born: string, today: string) => ageBand(d(born), d(today));

describe('tenureBand', () => {
  it('is null without a hiring date', () => {
    expect(tenureBand(null, d('25/11/2026'))).toBeNull();
  });

  it.each([
    ['15/01/2025', '15/01/2025', '<3m'],
    ['15/01/2025', '14/04/2025', '<3m'],
    ['15/01/2025', '15/04/2025', '3-6m'],
    ['15/01/2025', '14/07/2025', '3-6m'],
    ['15/01/2025', '15/07/2025', '6-12m'],
    ['15/01/2025', '14/01/2026', '6-12m'],
    ['15/01/2025', '15/01/2026', '1-2y'],
    ['15/01/2025', '14/01/2027', '1-2y'],
    ['15/01/2025', '15/01/2027', '2-5y'],
    ['15/01/2025', '14/01/2030', '2-5y'],
    ['15/01/2025', '15/01/2030', '5y+'],
    ['15/01/1990', '25/11/2026', '5y+'],
  ])('hired %s, on %s: %s (an exact boundary belongs to the upper band)', (hired, today, band) => {
    expect(tenure(hired, today)).toBe(band);
  });

  it.each([
    ['30/11/2025', '28/02/2026', '<3m'],
    ['30/11/2025', '01/03/2026', '3-6m'],
    ['31/03/2026', '30/06/2026', '<3m'],
    ['31/03/2026', '01/07/2026', '3-6m'],
  ])(
    'a month without the start day ends the next day (Civil Code art. 132 §3): hired %s, on %s: %s',
    (hired, today, band) => {
      expect(tenure(hired, today)).toBe(band);
    },
  );

  it('puts a hiring date after today in the first band', () => {
    expect(tenure('01/12/2026', '25/11/2026')).toBe('<3m');
  });
});

describe('ageBand', () => {
  it('is null without a birthdate', () => {
    expect(ageBand(null, d('25/11/2026'))).toBeNull();
  });

  it.each([
    ['10/06/2000', '09/06/2025', '<25'],
    ['10/06/2000', '10/06/2025', '25-34'],
    ['10/06/2000', '09/06/2035', '25-34'],
    ['10/06/2000', '10/06/2035', '35-44'],
    ['10/06/2000', '09/06/2045', '35-44'],
    ['10/06/2000', '10/06/2045', '45-54'],
    ['10/06/2000', '09/06/2055', '45-54'],
    ['10/06/2000', '10/06/2055', '55+'],
    ['25/11/2010', '25/11/2026', '<25'],
    ['01/01/1940', '25/11/2026', '55+'],
  ])('born %s, on %s: %s (a birthday belongs to the upper band)', (born, today, band) => {
    expect(age(born, today)).toBe(band);
  });

  it('counts a 29/02 birthday from 01/03 outside leap years', () => {
    expect(age('29/02/2000', '28/02/2025')).toBe('<25');
    expect(age('29/02/2000', '01/03/2025')).toBe('25-34');
    expect(age('29/02/2000', '29/02/2024')).toBe('<25');
  });
});

describe('bands over time', () => {
  const DAY_MS = 86_400_000;
  const dayOf = (ms: number): DateBR => {
    const date = new Date(ms);
    const pad = (n: number) => String(n).padStart(2, '0');
    return d(`${pad(date.getUTCDate())}/${pad(date.getUTCMonth() + 1)}/${date.getUTCFullYear()}`);
  };
  const day = fc.integer({ min: Date.UTC(1930, 0, 1), max: Date.UTC(2030, 0, 1) }).map((ms) => ms - (ms % DAY_MS));

  it('never move back to an earlier band as the days pass', () => {
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 40_000 }), fc.integer({ min: 1, max: 400 }), (start, after, step) => {
        const from = dayOf(start);
        const [earlier, later] = [dayOf(start + after * DAY_MS), dayOf(start + (after + step) * DAY_MS)];
        const order = (list: readonly string[], band: string | null) => list.indexOf(band ?? '');
        expect(order(TENURE_BANDS, tenureBand(from, later))).toBeGreaterThanOrEqual(
          order(TENURE_BANDS, tenureBand(from, earlier)),
        );
        expect(order(AGE_BANDS, ageBand(from, later))).toBeGreaterThanOrEqual(order(AGE_BANDS, ageBand(from, earlier)));
      }),
    );
  });
});
