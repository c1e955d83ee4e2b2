import type { LanguageCode } from '@employee/domain';

/**
 * Dates as words in a language and an IANA time zone (docs/notifications.md#messages), with `Intl.DateTimeFormat`:
 * `date` the long date (`15 de dezembro de 2026`, `December 15, 2026`), `dateTime` the long date and the short time
 * (`15 de dezembro de 2026 às 18:00`). One formatter per style, language and zone, made on first use and kept
 * (making one costs far more than using it).
 * @throws RangeError from `Intl` for a time zone it does not know.
 */
export class DateFormats {
  private readonly formatters = new Map<string, Intl.DateTimeFormat>();

  date(instant: Date, language: LanguageCode, timeZone: string): string {
    return this.formatter('date', language, timeZone).format(instant);
  }

  dateTime(instant: Date, language: LanguageCode, timeZone: string): string {
    return this.formatter('dateTime', language, timeZone).format(instant);
  }

  private formatter(style: 'date' | 'dateTime', language: LanguageCode, timeZone: string): Intl.DateTimeFormat {
    const key = `${style} ${language} ${timeZone}`;
    let formatter = this.formatters.get(key);
    if (formatter === undefined) {
      const options: Intl.DateTimeFormatOptions =
        style === 'date' ? { dateStyle: 'long', timeZone } : { dateStyle: 'long', timeStyle: 'short', timeZone };
      formatter = new Intl.DateTimeFormat(language, options);
      this.formatters.set(key, formatter);
    }
    return formatter;
  }
}
