import { parseDateBr } from './calendar';
import { csvRecord } from './csv-record';
import { planDefects } from './defects';
import { dismiss } from './dismissals';
import { EmployeeMaker } from './employee-maker';
import { seededFaker } from './seeded-faker';

/** The columns of an HR workforce export, in file order. */
export const WORKFORCE_COLUMNS = [
  'internal_id',
  'name',
  'social_name',
  'email',
  'phone',
  'document',
  'birthdate',
  'hiring_date',
  'firing_date',
  'is_voluntary_firing',
  'reason_firing',
  'department',
  'site',
] as const;

export type WorkforceColumn = (typeof WORKFORCE_COLUMNS)[number];

/** Names the header gives some columns instead of their own (`{department: 'departamento'}`). */
export type ColumnNames = Readonly<Partial<Record<WorkforceColumn, string>>>;

/** One row of the export, every cell as text; `''` for an empty cell. */
export type WorkforceRow = Record<WorkforceColumn, string>;

/**
 * A deliberate mistake in a row, of the kinds HR exports carry: a CPF with dots and dash, a landline for
 * the mobile phone, a name in lower case, a day that does not exist (`31/04/2019`).
 */
export type DefectKind = 'punctuated-cpf' | 'landline' | 'lower-case-name' | 'impossible-date';

export interface Defect {
  readonly kind: DefectKind;
  /** The one cell the service will refuse. */
  readonly field: 'document' | 'phone' | 'name' | 'birthdate' | 'hiring_date';
}

export interface GeneratedEmployee {
  readonly row: WorkforceRow;
  /** `null` when the service accepts the row as it is. */
  readonly defect: Defect | null;
  /** True when the row records a firing (`firing_date`, `is_voluntary_firing`, `reason_firing`). */
  readonly dismissed: boolean;
}

export interface WorkforceOptions {
  /** Number of rows, an integer ≥ 1. */
  size: number;
  /** Integer; the same options give the same rows. */
  seed: number;
  /** The export's date, `dd/mm/yyyy`: every date in the file is on or before it. */
  asOf: string;
  /** Share of the rows, 0 to 1, that carry exactly one defect. Default 0.03. */
  invalidShare?: number;
  /** How many rows without a defect record a firing. Default 0. */
  dismissed?: number;
}

/** The share of defective rows when {@link WorkforceOptions.invalidShare} is not given. */
export const DEFAULT_INVALID_SHARE = 0.03;

/**
 * Generates the rows of a realistic Brazilian HR workforce export, from one seeded pt_BR faker: the same
 * options give the same rows.
 *
 * Rows without a defect pass every rule of the service: a pt_BR full name (about 5% also with a social
 * name), a valid CPF of 11 digits, a Brazilian mobile in mixed formats (about 5% without), a company e-mail
 * derived from the name (about 3% without), `internal_id` `EMP-000001`…, a birthdate making the person 18 to
 * 65 at `asOf`, a hiring date after the 18th birthday within the 30 years before `asOf`, one of 8
 * departments and 7 sites. Document, e-mail, phone and internal id are unique over the whole file (the
 * document and the phone compared as digits, the e-mail ignoring case).
 *
 * `round(size × invalidShare)` rows, spread over the file, carry exactly one defect each, the four kinds
 * in turn; all their other cells are valid. `dismissed` rows without a defect record a firing, chosen with
 * a second faker after everything else: no other cell of the file depends on `dismissed`, and a larger
 * value dismisses the same rows and more.
 *
 * @throws RangeError when `size` is not an integer ≥ 1, `seed` not an integer, `asOf` not a real
 *   `dd/mm/yyyy` date (years 1900 to 9999), `invalidShare` not within 0..1, `dismissed` not an integer ≥ 0
 *   or larger than the number of rows without a defect.
 */
export function generateWorkforce(options: WorkforceOptions): GeneratedEmployee[] {
  const { size, seed, invalidShare = DEFAULT_INVALID_SHARE, dismissed = 0 } = options;
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`size must be an integer ≥ 1, got ${size}`);
  if (!Number.isInteger(seed)) throw new RangeError(`seed must be an integer, got ${seed}`);
  if (!(invalidShare >= 0 && invalidShare <= 1)) {
    throw new RangeError(`invalidShare must be within 0..1, got ${invalidShare}`);
  }
  if (!Number.isInteger(dismissed) || dismissed < 0) {
    throw new RangeError(`dismissed must be an integer ≥ 0, got ${dismissed}`);
  }
  const asOf = parseDateBr(options.asOf);
  const defectCount = Math.round(size * invalidShare);
  if (dismissed > size - defectCount) {
    throw new RangeError(`dismissed (${dismissed}) exceeds the ${size - defectCount} rows without a defect`);
  }

  const faker = seededFaker(seed, 'rows');
  const defects = planDefects(faker, size, defectCount);
  const maker = new EmployeeMaker(faker, asOf);
  const employees: GeneratedEmployee[] = [];
  for (let index = 0; index < size; index += 1) {
    const { row, defect } = maker.make(index, defects.get(index));
    employees.push({ row, defect, dismissed: false });
  }
  dismiss(employees, dismissed, seededFaker(seed, 'dismissals'), asOf);
  return employees;
}

/**
 * The export as CSV text (RFC 4180): a header line of {@link WORKFORCE_COLUMNS} (renamed as `columnNames`
 * says), then one line per employee; every line, the last included, ends with `\n`; cells holding a comma,
 * a double quote or a line break are quoted.
 */
export function workforceCsv(employees: readonly GeneratedEmployee[], columnNames: ColumnNames = {}): string {
  const lines = [csvRecord(WORKFORCE_COLUMNS.map((column) => columnNames[column] ?? column))];
  for (const { row } of employees) lines.push(csvRecord(WORKFORCE_COLUMNS.map((column) => row[column])));
  return `${lines.join('\n')}\n`;
}
