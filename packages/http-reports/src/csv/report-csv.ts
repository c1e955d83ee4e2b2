import type { ReportTable } from '@employee/domain';
import { stringify } from 'csv-stringify/sync';

/** The `Content-Type` of a report as CSV. */
export const CSV_CONTENT_TYPE = 'text/csv; charset=UTF-8';

/**
 * A line break (CR or LF) inside a cell followed by what opens a formula when it starts a line: `=`, `+`, `-`, `@`,
 * tab, CR, or their full-width forms (the characters csv-stringify's `escape_formulas` guards at a cell's start).
 */
const FORMULA_AFTER_LINE_BREAK = /([\r\n])(?=[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20])/g;

/**
 * A report's main table as the CSV a Brazilian spreadsheet opens as it is
 * (docs/decisions/0003-reports.md#where-and-how; docs/reports.md#csv): UTF-8 with a byte order mark, `;` between cells,
 * CRLF after every line (RFC 4180), the header row of English keys first, numbers with a decimal comma (`12,5`,
 * `-8,3`), an empty cell for `null`. A cell holding `;`, `"`, CR or LF (alone or as CRLF) is quoted (`"` doubled), and
 * a text cell starting with `=`, `+`, `-`, `@`, tab or CR gets a leading `'`, and so does every line inside a cell that
 * starts so (after a CR or LF), so that no spreadsheet runs it as a formula (a group label is a company's filter
 * value). Written with csv-stringify, the one CSV writer of the API.
 */
export function reportCsv(table: ReportTable): string {
  return stringify([[...table.header], ...table.rows.map((row) => [...row])], {
    bom: true,
    delimiter: ';',
    record_delimiter: 'windows',
    quote_record_delimiter: true,
    escape_formulas: true,
    cast: {
      number: (value) => String(value).replace('.', ','),
      string: (value) => value.replace(FORMULA_AFTER_LINE_BREAK, "$1'"),
    },
  });
}
