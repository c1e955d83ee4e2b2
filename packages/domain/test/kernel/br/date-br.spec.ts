import { DateBR, EMPLOYEE_INVALID, ValidationError } from '@employee/domain';
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { validationErrorOf, violationCodesOf } from '../validation.helper';

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');
const isLeap = (y: number): boolean => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
const DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const daysIn = (y: number, m: number): number => (m === 2 && isLeap(y) ? 29 : (DAYS[m - 1] ?? 0));

/** A real calendar day, years 1..9999, with its dd/mm/yyyy and ISO forms. */
const realDate = fc
  .record({
    year: fc.integer({ min: 1, max: 9999 }),
    month: fc.integer({ min: 1, max: 12 }),
    dayPick: fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
  })
  .map(({ year, month, dayPick }) => {
    const day = 1 + Math.floor(dayPick * daysIn(year, month));
    return {
      year,
      month,
      day,
      br: `${pad(day)}/${pad(month)}/${pad(year, 4)}`,
      iso: `${pad(year, 4)}-${pad(month)}-${pad(day)}`,
    };
  });

describe('DateBR', () => {
  describe('accepts real calendar dates as dd/mm/yyyy', () => {
    it.each([
      '29/02/2024',
      '29/02/2000',
      '28/02/2023',
      '31/12/1999',
      '01/01/0001',
      '31/12/9999',
      '29/02/0004',
      '30/04/2020',
    ])('%s', (raw) => {
      expect(DateBR.create(raw, 'birthdate').value).toBe(raw);
    });

    it('exposes year, month and day', () => {
      const date = DateBR.create('29/02/2024', 'birthdate');
      expect([date.year, date.month, date.day]).toEqual([2024, 2, 29]);
      expect(String(date)).toBe('29/02/2024');
    });
  });

  describe('rejects', () => {
    it.each([
      '29/02/2023',
      '29/02/1900',
      '29/02/2100',
      '31/04/2020',
      '31/02/2020',
      '30/02/2024',
      '00/00/0000',
      '01/01/0000',
      '00/01/2020',
      '32/01/2020',
      '01/13/2020',
      '01/00/2020',
      '31/06/2021',
      '31/09/2021',
      '31/11/2021',
    ])('%s with DATE.NOT_A_DATE', (raw) => {
      expect(violationCodesOf(() => DateBR.create(raw, 'birthdate'))).toEqual({ birthdate: ['DATE.NOT_A_DATE'] });
    });

    it.each([
      '1/1/2020',
      '01/1/2020',
      '2020-01-01',
      '01-01-2020',
      '01.01.2020',
      '01/01/20',
      '01/01/02020',
      ' 01/01/2020',
      '01/01/2020 ',
      '01/01/2020T00:00',
      '',
      'today',
      '٠١/٠١/٢٠٢٠',
    ])('%j with DATE.FORMAT', (raw) => {
      expect(violationCodesOf(() => DateBR.create(raw, 'hiring_date'))).toEqual({ hiring_date: ['DATE.FORMAT'] });
    });

    it.each([20200101, null, undefined, new Date('2020-01-01T00:00:00Z'), {}])(
      'a non-string %p with DATE.FORMAT',
      (raw) => {
        expect(violationCodesOf(() => DateBR.create(raw, 'firing_date'))).toEqual({ firing_date: ['DATE.FORMAT'] });
      },
    );

    it('as EMPLOYEE.INVALID with a message on the named field', () => {
      const error = validationErrorOf(() => DateBR.create('31/02/2020', 'firing_date'));
      expect(error.code).toBe(EMPLOYEE_INVALID);
      expect(error.errors).toEqual({ firing_date: [expect.any(String)] });
    });
  });

  describe('comparison (as days; "after" is strictly after)', () => {
    const d = (raw: string) => DateBR.create(raw, 'd');

    it('orders across days, months and years', () => {
      expect(d('31/12/2019').isBefore(d('01/01/2020'))).toBe(true);
      expect(d('01/02/2020').isAfter(d('31/01/2020'))).toBe(true);
      expect(d('15/06/2020').compare(d('15/06/2020'))).toBe(0);
      expect(d('15/06/2020').compare(d('16/06/2020'))).toBeLessThan(0);
      expect(d('15/06/2021').compare(d('16/07/2020'))).toBeGreaterThan(0);
    });

    it('the same day is neither before nor after, and equals', () => {
      const a = d('22/11/2026');
      const b = d('22/11/2026');
      expect(a.isBefore(b)).toBe(false);
      expect(a.isAfter(b)).toBe(false);
      expect(a.equals(b)).toBe(true);
      expect(a.equals(d('23/11/2026'))).toBe(false);
    });
  });

  describe('ISO form', () => {
    it('toIso and fromIso', () => {
      expect(DateBR.create('05/03/2024', 'd').toIso()).toBe('2024-03-05');
      expect(DateBR.fromIso('2024-03-05').value).toBe('05/03/2024');
      expect(DateBR.fromIso('0001-01-01').value).toBe('01/01/0001');
    });

    it('fromIso rejects what is not an ISO date or not a real day', () => {
      expect(() => DateBR.fromIso('05/03/2024')).toThrow(Error);
      expect(() => DateBR.fromIso('2024-3-5')).toThrow(Error);
      expect(() => DateBR.fromIso('2023-02-29')).toThrow(ValidationError);
    });
  });

  describe('today in a time zone', () => {
    const lateEvening = new Date('2026-11-22T23:30:00-03:00');
    const afterMidnight = new Date('2026-11-23T00:30:00-03:00');

    it('is the São Paulo calendar day, not the UTC one', () => {
      expect(lateEvening.toISOString()).toBe('2026-11-23T02:30:00.000Z');
      expect(DateBR.today(lateEvening, 'America/Sao_Paulo').value).toBe('22/11/2026');
      expect(DateBR.today(afterMidnight, 'America/Sao_Paulo').value).toBe('23/11/2026');
      expect(DateBR.today(lateEvening, 'UTC').value).toBe('23/11/2026');
    });

    it('around the new year and on the far side of the date line', () => {
      const instant = new Date('2027-01-01T02:00:00Z');
      expect(DateBR.today(instant, 'America/Sao_Paulo').value).toBe('31/12/2026');
      expect(DateBR.today(instant, 'UTC').value).toBe('01/01/2027');
      expect(DateBR.today(new Date('2026-11-22T11:00:00Z'), 'Pacific/Kiritimati').value).toBe('23/11/2026');
      expect(DateBR.today(new Date('2026-11-22T11:00:00Z'), 'Pacific/Pago_Pago').value).toBe('22/11/2026');
    });

    it(
      'agrees with the calendar day of the UTC instant shifted by the ' +
        'São Paulo offset (-03:00, no DST since 2019)',
      () => {
        const min = new Date('2020-01-01T00:00:00Z').getTime();
        const max = new Date('2099-12-31T00:00:00Z').getTime();
        fc.assert(
          fc.property(fc.integer({ min, max }), (t) => {
            const shifted = new Date(t - 3 * 3_600_000).toISOString().slice(0, 10);
            expect(DateBR.today(new Date(t), 'America/Sao_Paulo').toIso()).toBe(shifted);
          }),
          { numRuns: 3000 },
        );
      },
    );
  });

  describe('properties', () => {
    it('every real date round-trips through create().value, toIso and fromIso', () => {
      fc.assert(
        fc.property(realDate, ({ year, month, day, br, iso }) => {
          const date = DateBR.create(br, 'd');
          expect({
            value: date.value,
            fields: [date.year, date.month, date.day],
            iso: date.toIso(),
            fromIso: DateBR.fromIso(iso).value,
            roundTrip: DateBR.fromIso(date.toIso()).equals(date),
          }).toEqual({ value: br, fields: [year, month, day], iso, fromIso: br, roundTrip: true });
        }),
        { numRuns: 3000 },
      );
    });

    it('the day after the last of a month is not a date', () => {
      fc.assert(
        fc.property(fc.integer({ min: 1, max: 9999 }), fc.integer({ min: 1, max: 12 }), (year, month) => {
          const last = daysIn(year, month);
          expect({
            last: DateBR.create(`${pad(last)}/${pad(month)}/${pad(year, 4)}`, 'd').day,
            next: violationCodesOf(() => DateBR.create(`${pad(last + 1)}/${pad(month)}/${pad(year, 4)}`, 'd')),
          }).toEqual({ last, next: { d: ['DATE.NOT_A_DATE'] } });
        }),
        { numRuns: 2000 },
      );
    });

    it('compare, isBefore, isAfter and equals order dates as their ISO strings do', () => {
      const pair = fc.oneof(
        fc.tuple(realDate, realDate),
        realDate.map((x) => [x, x] as const),
        fc.tuple(realDate, fc.integer({ min: 1, max: 28 })).map(([x, day]) => {
          const y = { ...x, day, br: `${pad(day)}${x.br.slice(2)}`, iso: `${x.iso.slice(0, 8)}${pad(day)}` };
          return [x, y] as const;
        }),
      );
      fc.assert(
        fc.property(pair, ([x, y]) => {
          const a = DateBR.create(x.br, 'd');
          const b = DateBR.create(y.br, 'd');
          const expected = x.iso < y.iso ? -1 : x.iso > y.iso ? 1 : 0;
          expect({
            compare: Math.sign(a.compare(b)),
            reversed: Math.sign(b.compare(a)),
            isBefore: a.isBefore(b),
            isAfter: a.isAfter(b),
            equals: a.equals(b),
          }).toEqual({
            compare: expected,
            reversed: 0 - expected,
            isBefore: expected < 0,
            isAfter: expected > 0,
            equals: expected === 0,
          });
        }),
        { numRuns: 3000 },
      );
    });

    it('compare agrees with the proleptic Gregorian day count', () => {
      const dayNumber = (y: number, m: number, d: number): number => {
        let days = d;
        for (let mm = 1; mm < m; mm += 1) days += daysIn(y, mm);
        const py = y - 1;
        return days + py * 365 + Math.floor(py / 4) - Math.floor(py / 100) + Math.floor(py / 400);
      };
      fc.assert(
        fc.property(realDate, realDate, (x, y) => {
          const cmp = DateBR.create(x.br, 'd').compare(DateBR.create(y.br, 'd'));
          expect(Math.sign(cmp)).toBe(Math.sign(dayNumber(x.year, x.month, x.day) - dayNumber(y.year, y.month, y.day)));
        }),
        { numRuns: 2000 },
      );
    });
  });
});
