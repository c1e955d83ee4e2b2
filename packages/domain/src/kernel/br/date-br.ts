import { zonedFields } from '../time-zone';
import { ValidationError } from '../violations';
import { EMPLOYEE_INVALID } from './br.errors';

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/**
 * A calendar date written `dd/mm/yyyy` (`29/02/2024`): a real date of the Gregorian calendar (no 31/02, no
 * 29/02 outside leap years, no 00/00/0000), years 0001 to 9999, with no time and no zone. Compared as days.
 * Source: docs/contract.md#employee-fields `birthdate`, `hiring_date`, `firing_date`; #dates-and-timestamps.
 */
export class DateBR {
  private constructor(
    readonly year: number,
    readonly month: number,
    readonly day: number,
  ) {}

  /**
   * @param raw the API value, `dd/mm/yyyy`.
   * @param field API field name used in the violation.
   * @throws ValidationError `EMPLOYEE.INVALID` on `field`: `DATE.FORMAT` (not `dd/mm/yyyy`) or
   *   `DATE.NOT_A_DATE` (no such calendar day).
   */
  static create(raw: unknown, field: string): DateBR {
    const match = typeof raw === 'string' ? /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(raw) : null;
    if (!match) {
      throw ValidationError.of(EMPLOYEE_INVALID, field, {
        code: 'DATE.FORMAT',
        message: 'must be a date as dd/mm/yyyy',
      });
    }
    const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
    if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
      throw ValidationError.of(EMPLOYEE_INVALID, field, {
        code: 'DATE.NOT_A_DATE',
        message: 'is not a real calendar date',
      });
    }
    return new DateBR(year, month, day);
  }

  /** From the ISO form `yyyy-mm-dd` (as a database `date` column reads). @throws Error when not a real date. */
  static fromIso(iso: string): DateBR {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
    if (!match) throw new Error(`Not an ISO date: ${iso}`);
    return DateBR.create(`${match[3]}/${match[2]}/${match[1]}`, 'date');
  }

  /**
   * The calendar day that `instant` falls on in the IANA `timeZone` ("today" of docs/contract.md#dates-and-timestamps).
   */
  static today(instant: Date, timeZone: string): DateBR {
    const f = zonedFields(instant, timeZone);
    return new DateBR(f.year, f.month, f.day);
  }

  /** A number that orders dates as the calendar does (yyyymmdd). */
  private get ordinal(): number {
    return this.year * 10_000 + this.month * 100 + this.day;
  }

  /** Negative when this is before `other`, 0 when the same day, positive when after. */
  compare(other: DateBR): number {
    return this.ordinal - other.ordinal;
  }

  /** Strictly before (docs/contract.md#dates-and-timestamps: "after" means strictly after). */
  isBefore(other: DateBR): boolean {
    return this.compare(other) < 0;
  }

  /** Strictly after. */
  isAfter(other: DateBR): boolean {
    return this.compare(other) > 0;
  }

  equals(other: DateBR): boolean {
    return this.compare(other) === 0;
  }

  /** `dd/mm/yyyy`, the API form. */
  get value(): string {
    return `${pad(this.day)}/${pad(this.month)}/${pad(this.year, 4)}`;
  }

  /** `yyyy-mm-dd`, the ISO form for storage. */
  toIso(): string {
    return `${pad(this.year, 4)}-${pad(this.month)}-${pad(this.day)}`;
  }

  toString(): string {
    return this.value;
  }
}
