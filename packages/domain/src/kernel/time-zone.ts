/** Calendar fields of an instant as seen in a time zone. */
export interface ZonedFields {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
  /** Offset from UTC in minutes (São Paulo: -180). */
  readonly offsetMinutes: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * True when `timeZone` is an IANA time zone name the runtime knows (`America/Sao_Paulo`, `UTC`).
 * Used to validate `APP_TIMEZONE` (docs/contract.md#configuration).
 */
export function isTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The wall-clock fields of `instant` in `timeZone` as `Intl` gives them (about 7 µs a call). */
function intlZonedFields(instant: Date, timeZone: string): ZonedFields {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const fields = {
    year: parts.year ?? 0,
    month: parts.month ?? 0,
    day: parts.day ?? 0,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
  const wallAsUtc = Date.UTC(fields.year, fields.month - 1, fields.day, fields.hour, fields.minute, fields.second);
  const wholeSeconds = Math.floor(instant.getTime() / 1000) * 1000;
  return { ...fields, offsetMinutes: Math.round((wallAsUtc - wholeSeconds) / 60_000) };
}

const QUARTER_HOUR_MS = 900_000;
/** Offsets already looked up, per time zone, by quarter hour of UTC (bounded: cleared when full). */
const offsetsBySlot = new Map<string, Map<number, number>>();
const MAX_SLOTS_PER_ZONE = 100_000;

/**
 * The UTC offset of `timeZone` at `instant`, in minutes. Since 1970 every offset is a whole number of
 * minutes and every change of offset happens on a quarter hour of UTC (offsets and local change times are
 * multiples of 15 minutes, Nepal's +05:45 and Chatham's +12:45 included), so one lookup serves its whole
 * quarter hour: a page of 100 employees needs a few `Intl` calls instead of 200 (docs/performance.md).
 */
function offsetMinutesAt(instant: Date, timeZone: string): number {
  const slot = Math.floor(instant.getTime() / QUARTER_HOUR_MS);
  let slots = offsetsBySlot.get(timeZone);
  if (!slots) {
    slots = new Map();
    offsetsBySlot.set(timeZone, slots);
  }
  let offset = slots.get(slot);
  if (offset === undefined) {
    offset = intlZonedFields(instant, timeZone).offsetMinutes;
    if (slots.size >= MAX_SLOTS_PER_ZONE) slots.clear();
    slots.set(slot, offset);
  }
  return offset;
}

/**
 * The wall-clock fields of `instant` in the IANA `timeZone`, with its UTC offset in minutes.
 * @throws RangeError for an unknown time zone.
 */
export function zonedFields(instant: Date, timeZone: string): ZonedFields {
  if (instant.getTime() < 0) return intlZonedFields(instant, timeZone); // before 1970: offsets of seconds (LMT)
  const offsetMinutes = offsetMinutesAt(instant, timeZone);
  const wall = new Date(Math.floor(instant.getTime() / 1000) * 1000 + offsetMinutes * 60_000);
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
    offsetMinutes,
  };
}

const pad = (n: number, width = 2): string => String(Math.abs(n)).padStart(width, '0');

/**
 * ISO 8601 timestamp of `instant` with the numeric offset of `timeZone`, to the second:
 * `2026-11-22T07:03:00-03:00` (docs/contract.md#dates-and-timestamps). UTC gives `+00:00`.
 */
export function formatTimestamp(instant: Date, timeZone: string): string {
  const f = zonedFields(instant, timeZone);
  const sign = f.offsetMinutes < 0 ? '-' : '+';
  const offset = `${sign}${pad(Math.trunc(f.offsetMinutes / 60))}:${pad(f.offsetMinutes % 60)}`;
  return `${pad(f.year, 4)}-${pad(f.month)}-${pad(f.day)}T${pad(f.hour)}:${pad(f.minute)}:${pad(f.second)}${offset}`;
}
