import { formatTimestamp, isTimeZone, zonedFields } from '@employee/domain';
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';

describe('time zone helpers', () => {
  describe('formatTimestamp', () => {
    const instant = new Date('2026-11-22T10:03:00Z');

    it('writes ISO 8601 with the São Paulo offset (example in docs/contract.md#dates-and-timestamps)', () => {
      expect(formatTimestamp(instant, 'America/Sao_Paulo')).toBe('2026-11-22T07:03:00-03:00');
    });

    it('UTC gives +00:00', () => {
      expect(formatTimestamp(instant, 'UTC')).toBe('2026-11-22T10:03:00+00:00');
      expect(formatTimestamp(instant, 'Etc/UTC')).toBe('2026-11-22T10:03:00+00:00');
    });

    it('half-hour and quarter-hour offsets, east and west', () => {
      expect(formatTimestamp(instant, 'Asia/Kolkata')).toBe('2026-11-22T15:33:00+05:30');
      expect(formatTimestamp(instant, 'Asia/Kathmandu')).toBe('2026-11-22T15:48:00+05:45');
      expect(formatTimestamp(instant, 'America/St_Johns')).toBe('2026-11-22T06:33:00-03:30');
      expect(formatTimestamp(instant, 'Pacific/Marquesas')).toBe('2026-11-22T00:33:00-09:30');
    });

    it('crosses the date line and day boundaries', () => {
      expect(formatTimestamp(new Date('2026-11-23T02:30:00Z'), 'America/Sao_Paulo')).toBe('2026-11-22T23:30:00-03:00');
      expect(formatTimestamp(new Date('2026-12-31T23:59:59Z'), 'Pacific/Kiritimati')).toBe('2027-01-01T13:59:59+14:00');
      expect(formatTimestamp(new Date('2026-01-01T00:00:00Z'), 'Etc/GMT+12')).toBe('2025-12-31T12:00:00-12:00');
    });

    it('follows daylight saving time', () => {
      expect(formatTimestamp(new Date('2026-07-01T12:00:00Z'), 'Europe/Lisbon')).toBe('2026-07-01T13:00:00+01:00');
      expect(formatTimestamp(new Date('2026-01-01T12:00:00Z'), 'Europe/Lisbon')).toBe('2026-01-01T12:00:00+00:00');
      // São Paulo kept DST until February 2019
      expect(formatTimestamp(new Date('2018-12-01T12:00:00Z'), 'America/Sao_Paulo')).toBe('2018-12-01T10:00:00-02:00');
    });

    it('drops milliseconds (to the second, never rounding up)', () => {
      expect(formatTimestamp(new Date('2026-11-22T10:03:00.999Z'), 'America/Sao_Paulo')).toBe(
        '2026-11-22T07:03:00-03:00',
      );
    });

    it('throws for an unknown zone', () => {
      expect(() => formatTimestamp(instant, 'Nowhere/City')).toThrow(RangeError);
    });

    const zones = [
      'America/Sao_Paulo',
      'America/Noronha',
      'America/Manaus',
      'UTC',
      'Asia/Kolkata',
      'Asia/Kathmandu',
      'America/St_Johns',
      'Australia/Lord_Howe',
      'Pacific/Chatham',
      'Europe/London',
      'Pacific/Kiritimati',
      'Etc/GMT+12',
    ];

    it('denotes the same instant, to the second, in every zone (1972..2100)', () => {
      // from 1972: before it, Africa/Monrovia-style offsets had seconds (-00:44:30), which ISO 8601 cannot write
      const min = new Date('1972-02-01T00:00:00Z').getTime();
      const max = new Date('2100-01-01T00:00:00Z').getTime();
      fc.assert(
        fc.property(fc.integer({ min, max }), fc.constantFrom(...zones), (t, zone) => {
          const text = formatTimestamp(new Date(t), zone);
          const f = zonedFields(new Date(t), zone);
          const pad = (n: number, width = 2) => String(n).padStart(width, '0');
          const day = `${pad(f.year, 4)}-${pad(f.month)}-${pad(f.day)}`;
          const wall = `${day}T${pad(f.hour)}:${pad(f.minute)}:${pad(f.second)}`;
          expect({
            shape: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/.test(text),
            instant: Date.parse(text),
            wall: text.slice(0, 19),
            hourBelow24: f.hour < 24,
          }).toEqual({ shape: true, instant: Math.floor(t / 1000) * 1000, wall, hourBelow24: true });
        }),
        { numRuns: 2500 },
      );
    });
  });

  describe('zonedFields', () => {
    it('gives the wall clock and the offset in minutes', () => {
      expect(zonedFields(new Date('2026-11-22T10:03:04Z'), 'America/Sao_Paulo')).toEqual({
        year: 2026,
        month: 11,
        day: 22,
        hour: 7,
        minute: 3,
        second: 4,
        offsetMinutes: -180,
      });
      expect(zonedFields(new Date('2026-11-22T10:03:04Z'), 'Asia/Kolkata').offsetMinutes).toBe(330);
    });

    /** The wall clock as Intl gives it, computed here independently of the module. */
    const reference = (t: number, zone: string) => {
      const parts = new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      }).formatToParts(new Date(t));
      const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
      return {
        year: part('year'),
        month: part('month'),
        day: part('day'),
        hour: part('hour'),
        minute: part('minute'),
        second: part('second'),
      };
    };
    const wallOf = (f: ReturnType<typeof zonedFields>) => ({
      year: f.year,
      month: f.month,
      day: f.day,
      hour: f.hour,
      minute: f.minute,
      second: f.second,
    });
    const zones = [
      'America/Sao_Paulo',
      'Europe/London',
      'Australia/Lord_Howe',
      'Pacific/Chatham',
      'Asia/Kathmandu',
      'America/St_Johns',
      'UTC',
    ];

    it('agrees with Intl at any instant (1972..2100), whatever was looked up before', () => {
      const min = new Date('1972-02-01T00:00:00Z').getTime();
      const max = new Date('2100-01-01T00:00:00Z').getTime();
      fc.assert(
        fc.property(fc.integer({ min, max }), fc.constantFrom(...zones), (t, zone) => {
          expect(wallOf(zonedFields(new Date(t), zone))).toEqual(reference(t, zone));
        }),
        { numRuns: 3000 },
      );
    });

    it.each([
      ['Europe/London', '2026-03-29T00:00:00Z'],
      ['Europe/London', '2026-10-25T00:00:00Z'],
      ['America/Sao_Paulo', '2018-11-04T02:00:00Z'],
      ['America/Sao_Paulo', '2019-02-17T01:00:00Z'],
      ['Australia/Lord_Howe', '2026-04-04T14:00:00Z'],
      ['Australia/Lord_Howe', '2026-10-03T15:00:00Z'],
      ['Pacific/Chatham', '2026-04-04T13:00:00Z'],
      ['Pacific/Chatham', '2026-09-26T13:00:00Z'],
    ])('agrees with Intl second by second across a change of offset in %s near %s', (zone, around) => {
      const start = new Date(around).getTime();
      const mismatches: number[] = [];
      for (let t = start; t < start + 3 * 3_600_000; t += 7_000) {
        if (JSON.stringify(wallOf(zonedFields(new Date(t), zone))) !== JSON.stringify(reference(t, zone)))
          mismatches.push(t);
      }
      expect(mismatches).toEqual([]);
    });

    it('midnight is hour 0, never 24', () => {
      expect(zonedFields(new Date('2026-11-22T03:00:00Z'), 'America/Sao_Paulo')).toMatchObject({
        day: 22,
        hour: 0,
        minute: 0,
      });
    });
  });

  describe('isTimeZone', () => {
    it.each(['America/Sao_Paulo', 'UTC', 'Asia/Kolkata', 'Europe/Lisbon'])('knows %s', (zone) => {
      expect(isTimeZone(zone)).toBe(true);
    });

    it.each(['Nowhere/City', '', 'America/Sao Paulo', 'GMT+99'])('does not know %j', (zone) => {
      expect(isTimeZone(zone)).toBe(false);
    });
  });
});
