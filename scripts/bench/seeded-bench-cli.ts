import { UsageError } from '../cli/flags';
import { NotSeededError } from './test-data';

/** A bench that runs on the database `npm run bench:seed` made: its name, flags and run. */
export interface SeededBench<O> {
  /** `bench`, `bench:soak`: the prefix of its messages. */
  readonly name: string;
  readonly usage: string;
  /** The options of the command line, or `'help'`. @throws UsageError on a bad flag. */
  readonly parse: (argv: readonly string[]) => O | 'help';
  /** Runs the bench; `false` when it ran but found what makes it fail (exit status 1). */
  readonly run: (options: O, databaseUrl: string) => Promise<boolean>;
}

/**
 * The command-line frame of `npm run bench` and `npm run bench:soak`: parses `process.argv` (usage and exit status 2 on
 * a bad flag; the usage on `--help`), takes `DATABASE_URL` (exit 2 when it is not a PostgreSQL URL, or when the
 * database is not seeded: `NotSeededError`), runs, and sets exit status 1 when the run fails or answers `false`.
 * Messages go to stderr, prefixed with the bench's name; never the URL's credentials.
 */
export async function runSeededBench<O>(bench: SeededBench<O>): Promise<void> {
  let options: O | 'help';
  try {
    options = bench.parse(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`${bench.name}: ${error.message}\n${bench.usage}\n`);
    process.exitCode = 2;
    return;
  }
  if (options === 'help') {
    process.stdout.write(`${bench.usage}\n`);
    return;
  }
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl || !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    process.stderr.write(
      `${bench.name}: DATABASE_URL must name the PostgreSQL database made by \`npm run bench:seed\`, e.g.\n` +
        `  DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench npm run ${bench.name}\n`,
    );
    process.exitCode = 2;
    return;
  }
  try {
    if (!(await bench.run(options, databaseUrl))) process.exitCode = 1;
  } catch (error) {
    if (error instanceof NotSeededError) {
      process.stderr.write(`${bench.name}: ${error.message}. Seed it first: DATABASE_URL=… npm run bench:seed\n`);
      process.exitCode = 2;
      return;
    }
    process.stderr.write(`${bench.name}: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  }
}
