import { parse } from 'csv-parse/sync';

/** The employee attributes a workforce export may carry, as columns named like the API's fields. */
export const EMPLOYEE_COLUMNS = [
  'name',
  'social_name',
  'email',
  'phone',
  'document',
  'internal_id',
  'birthdate',
  'hiring_date',
  'firing_date',
  'is_voluntary_firing',
  'reason_firing',
  'is_on_leave',
  'language',
] as const;
export type EmployeeColumn = (typeof EMPLOYEE_COLUMNS)[number];

/**
 * One employee row of the export: `row` is its number as a spreadsheet shows it (the header is row 1, a
 * blank line is a row too, a quoted cell over several lines stays in one row).
 */
export interface WorkforceRecord {
  readonly row: number;
  /** Cell by column name (lower-cased, trimmed header); `''` for an empty cell. */
  readonly cells: Readonly<Record<string, string>>;
}

/** A parsed export: its columns (employee attributes, then filter keys, in file order) and its rows. */
export interface WorkforceFile {
  readonly columns: readonly string[];
  readonly employeeColumns: readonly EmployeeColumn[];
  /** Every column that is not an employee attribute: a filter key whose value the row gives. */
  readonly filterColumns: readonly string[];
  readonly records: readonly WorkforceRecord[];
}

/** The export cannot be read as a workforce file (the message says why, naming rows, never values). */
export class WorkforceFileError extends Error {
  override readonly name = 'WorkforceFileError';
}

const isEmployeeColumn = (column: string): column is EmployeeColumn =>
  (EMPLOYEE_COLUMNS as readonly string[]).includes(column);

/**
 * Parses an HR export: CSV (RFC 4180, UTF-8, optional BOM, `,` separated), a header row naming the columns.
 * Columns named like employee fields (`EMPLOYEE_COLUMNS`) are attributes; every other column is the key of
 * a filter (e.g. `department`, `site`). Cells are trimmed.
 * @throws WorkforceFileError without a header, with an empty or repeated column name, without any of
 *   `internal_id`, `document` and `email` (nothing to match employees by), or when a row has another
 *   number of cells than the header (blank lines, before the header too, are skipped).
 */
export function parseWorkforceFile(text: string): WorkforceFile {
  let table: string[][];
  try {
    // Blank lines are kept here (and dropped below) so that row numbers stay a spreadsheet's.
    table = parse(text, { bom: true, skip_empty_lines: false, trim: true, relax_column_count: true });
  } catch (error) {
    // csv-parse's messages may quote the file's content: report its code and line only.
    const { code, lines } = error as { code?: string; lines?: number };
    throw new WorkforceFileError(
      `not a readable CSV file: ${code ?? 'parse error'}${lines === undefined ? '' : ` at line ${lines}`}`,
    );
  }
  const isBlank = (cells: readonly string[]): boolean => cells.every((cell) => cell === '');
  const headerIndex = table.findIndex((cells) => !isBlank(cells));
  const header = table[headerIndex];
  if (header === undefined) throw new WorkforceFileError('the file is empty: a header row is required');
  const columns = header.map((name) => name.trim().toLowerCase());
  const blank = columns.findIndex((c) => c === '');
  if (blank >= 0) throw new WorkforceFileError(`column ${blank + 1} of the header has no name`);
  const repeated = columns.find((c, i) => columns.indexOf(c) !== i);
  if (repeated !== undefined) throw new WorkforceFileError(`the column "${repeated}" appears twice in the header`);
  if (!columns.some((c) => c === 'internal_id' || c === 'document' || c === 'email')) {
    throw new WorkforceFileError('the header needs at least one of internal_id, document, email to match employees by');
  }
  const records: WorkforceRecord[] = [];
  table.forEach((cellsOfRow, index) => {
    if (index <= headerIndex || isBlank(cellsOfRow)) return;
    const row = index + 1;
    if (cellsOfRow.length !== columns.length) {
      throw new WorkforceFileError(`row ${row} has ${cellsOfRow.length} cells, the header ${columns.length}`);
    }
    records.push({ row, cells: Object.fromEntries(columns.map((column, i) => [column, cellsOfRow[i] ?? ''])) });
  });
  return {
    columns,
    employeeColumns: columns.filter(isEmployeeColumn),
    filterColumns: columns.filter((c) => !isEmployeeColumn(c)),
    records,
  };
}
