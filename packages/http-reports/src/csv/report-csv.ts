import type { ReportTable } from '@employee/domain';
import { stringify } from 'csv-stringify/sync';

/** The `Content-Type` of a report as CSV. */
export const CSV_CONTENT_TYPE = 'text/csv; charset=UTF-8';

/**
 * A report's main table as the CSV a Brazilian spreadsheet opens as it is (shared/decisions/reports.md#where-and-how;
 * docs/reports.md#csv): UTF-8 with a byte order mark, `;` between cells, CRLF after every line (RFC 4180), the
 * header row of English keys first, numbers with a decimal comma (`12,5`, `-8,3`), an empty cell for `null`. A
 * cell holding `;`, `"`, CR or LF is quoted (`"` doubled), and a text cell starting with `=`, `+`, `-`, `@`, tab
 * or CR gets a leading `'` so that no spreadsheet runs it as a formula (a group label is a company's filter value).
 * Written with csv-stringify.
 */
export function reportCsv(table: ReportTable): string {
  return stringify([[...table.header], ...table.rows.map((row) => [...row])], {
    bom: true,
    delimiter: ';',
    record_delimiter: 'windows',
    escape_formulas: true,
    cast: { number: (value) => String(value).replace('.', ',') },
  });
}
