import { parseFlags, UsageError } from '../cli/flags';
import { DateBR } from '@employee/domain';
import { formatDateBr, parseDateBr } from './calendar';
import { WORKFORCE_COLUMNS, type ColumnNames, type WorkforceColumn, type WorkforceOptions } from './workforce';

/** The CLI's usage text. */
export const USAGE = `usage: node scripts/dist/make-workforce/main.js --size N [--seed S] [--as-of dd/mm/yyyy]
                [--dismissed K] [--invalid-share X] [--rename COLUMN=NAME,...] [--out FILE]
  --size N           rows to generate, an integer >= 1 (required)
  --seed S           integer seed; the same flags give the same file (default 1)
  --as-of DATE       the export's date, dd/mm/yyyy; no date in the file is after it
                     (default: yesterday in America/Sao_Paulo)
  --dismissed K      rows without a defect that record a firing (default 0)
  --invalid-share X  share of rows, 0 to 1, with exactly one defect (default 0.03)
  --rename C=N,...   name column C N in the header, e.g. department=departamento,site=unidade
                     (the filters of npm start's demo company); the rows are the same
  --out FILE         write the CSV to FILE instead of stdout`;

/** What the command line asks for: the generator's options and where to write the CSV (stdout when undefined). */
export interface CliRequest {
  readonly workforce: WorkforceOptions;
  /** The header's names for columns renamed with `--rename`. */
  readonly columnNames: ColumnNames;
  readonly out: string | undefined;
}

const TIME_ZONE = 'America/Sao_Paulo';

/** The value of an integer flag; `signed` allows a minus sign. */
function integer(flag: string, text: string, signed = false): number {
  if (!(signed ? /^-?\d+$/ : /^\d+$/).test(text)) {
    throw new UsageError(`--${flag} must be ${signed ? 'an integer' : 'an integer >= 0'}, got ${JSON.stringify(text)}`);
  }
  return Number(text);
}

/** The day before `now`'s calendar day in São Paulo, `dd/mm/yyyy`. */
function yesterdayInSaoPaulo(now: Date): string {
  return formatDateBr(parseDateBr(DateBR.today(now, TIME_ZONE).value) - 1);
}

/**
 * The value of `--rename`: `column=name` pairs separated by commas. Each column is one of
 * {@link WORKFORCE_COLUMNS}, each name lower-case letters, digits and `_`, and the header stays without
 * duplicates.
 * @throws UsageError naming the pair or the name at fault.
 */
function columnNames(text: string): ColumnNames {
  const names: Partial<Record<WorkforceColumn, string>> = {};
  for (const pair of text.split(',')) {
    const [column, name, ...extra] = pair.split('=');
    if (
      !(WORKFORCE_COLUMNS as readonly string[]).includes(column ?? '') ||
      !/^[a-z][a-z0-9_]*$/.test(name ?? '') ||
      extra.length > 0
    ) {
      const columns = WORKFORCE_COLUMNS.join(', ');
      throw new UsageError(
        `--rename takes column=name pairs of the export's columns (${columns}), got ${JSON.stringify(pair)}`,
      );
    }
    names[column as WorkforceColumn] = name;
  }
  const header = WORKFORCE_COLUMNS.map((column) => names[column] ?? column);
  const repeated = header.find((name, index) => header.indexOf(name) !== index);
  if (repeated !== undefined) throw new UsageError(`--rename would name two columns ${JSON.stringify(repeated)}`);
  return names;
}

/**
 * Reads the CLI's flags (see {@link USAGE}); `--as-of` defaults to the day before `now` in São Paulo.
 * Value ranges the generator checks itself (a real `--as-of`, `--dismissed` no larger than the valid rows)
 * are left to it.
 * @returns the request, or `'help'` for `--help`.
 * @throws UsageError on an unknown flag, a positional argument, a missing `--size`, or a value of the wrong shape.
 */
export function parseCli(argv: readonly string[], now: Date): CliRequest | 'help' {
  const values = parseFlags(argv, {
    size: { type: 'string' },
    seed: { type: 'string' },
    'as-of': { type: 'string' },
    dismissed: { type: 'string' },
    'invalid-share': { type: 'string' },
    rename: { type: 'string' },
    out: { type: 'string' },
    help: { type: 'boolean' },
  });
  if (values.help) return 'help';
  if (values.size === undefined) throw new UsageError('--size is required');
  const share = values['invalid-share'];
  if (share !== undefined && !/^\d*\.?\d+$/.test(share)) {
    throw new UsageError(`--invalid-share must be a number from 0 to 1, got ${JSON.stringify(share)}`);
  }
  return {
    workforce: {
      size: integer('size', values.size),
      seed: values.seed === undefined ? 1 : integer('seed', values.seed, true),
      asOf: values['as-of'] ?? yesterdayInSaoPaulo(now),
      dismissed: values.dismissed === undefined ? 0 : integer('dismissed', values.dismissed),
      ...(share === undefined ? {} : { invalidShare: Number(share) }),
    },
    columnNames: values.rename === undefined ? {} : columnNames(values.rename),
    out: values.out,
  };
}
