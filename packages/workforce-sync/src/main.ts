#!/usr/bin/env node
import { constants } from 'node:fs';
import { access, readFile, writeFile } from 'node:fs/promises';
import { basename, dirname, extname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createEmployeeClient } from '@employee/client';
import { pictureTarget } from './local-picture';
import { syncProgress } from './sync-progress';
import { rejectedRowsCsv, summaryText } from './sync-report';
import { syncWorkforce } from './sync-workforce';
import { parseWorkforceFile, WorkforceFileError } from './workforce-file';

const USAGE =
  'usage: npm run sync -- <workforce.csv> ' +
  '[--report FILE] [--state FILE] [--concurrency N] [--create-filters] [--no-campaigns] [--json]\n' +
  'environment: EMPLOYEE_API_KEY (required), EMPLOYEE_API_URL (default http://localhost:3000/api), ' +
  'EMPLOYEE_RESOURCE_ID (a branch to act on)';

/**
 * Exit codes: every row in line; some rows rejected or failed; bad usage or file; sync aborted (or report not
 * written).
 */
const EXIT = { ok: 0, rowsRejected: 1, usage: 2, aborted: 3 } as const;

class UsageError extends Error {}

/**
 * The workforce file (the one positional argument), the report (`--report`, default `<file>.rejected.csv` beside
 * it) and the state file (`--state`), resolved from where the user typed the command; three different files.
 * @throws UsageError for another count of files, or a file given twice.
 */
function filePaths(positionals: string[], report: string | undefined, state: string | undefined) {
  const [csvArgument, ...extra] = positionals;
  if (csvArgument === undefined || extra.length > 0) throw new UsageError('give exactly one workforce CSV file');
  // `npm run sync` runs in the repository root; paths are meant from where the user typed the command.
  const here = process.env.INIT_CWD ?? process.cwd();
  const csvPath = resolve(here, csvArgument);
  const reportPath =
    report === undefined
      ? join(dirname(csvPath), `${basename(csvPath, extname(csvPath))}.rejected.csv`)
      : resolve(here, report);
  if (reportPath === csvPath) throw new UsageError('the report file must not be the workforce file');
  const statePath = state === undefined ? undefined : resolve(here, state);
  if (statePath === csvPath || statePath === reportPath)
    throw new UsageError('the state file must be neither the workforce file nor the report');
  return { csvPath, reportPath, statePath };
}

function options(argv: string[]) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      report: { type: 'string' },
      state: { type: 'string' },
      concurrency: { type: 'string', default: '4' },
      'create-filters': { type: 'boolean', default: false },
      'no-campaigns': { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
    },
  });
  const { csvPath, reportPath, statePath } = filePaths(positionals, values.report, values.state);
  const concurrency = Number(values.concurrency);
  if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > 64)
    throw new UsageError('--concurrency must be an integer from 1 to 64');
  const apiKey = process.env.EMPLOYEE_API_KEY ?? '';
  if (apiKey === '') throw new UsageError("set EMPLOYEE_API_KEY to the company's API key");
  return {
    csvPath,
    reportPath,
    statePath,
    concurrency,
    createFilters: values['create-filters'] ?? false,
    includeCampaign: !(values['no-campaigns'] ?? false),
    json: values.json ?? false,
    apiKey,
    baseUrl: process.env.EMPLOYEE_API_URL || 'http://localhost:3000/api',
    resourceId: process.env.EMPLOYEE_RESOURCE_ID || undefined,
  };
}

/**
 * `npm run sync -- <workforce.csv>`: syncs an HR export into the company of EMPLOYEE_API_KEY
 * (docs/workforce-sync.md). Prints the summary on stdout (`--json`: as one JSON document), writes the rejected
 * rows to the report file (default `<file>.rejected.csv` beside the export), with `--state FILE` keeps the local
 * picture of the company there and follows the changes feed (docs/workforce-sync.md#the-state-file), and exits 0
 * when every row is in line, 1 when some rows were rejected or failed, 2 on bad usage or an unreadable file, 3 when
 * the sync was aborted.
 */
async function main(argv: string[]): Promise<number> {
  let settings: ReturnType<typeof options>;
  try {
    settings = options(argv);
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n${USAGE}\n`);
    return EXIT.usage;
  }
  let file: ReturnType<typeof parseWorkforceFile>;
  try {
    file = parseWorkforceFile(await readFile(settings.csvPath, 'utf8'));
    await access(dirname(settings.reportPath), constants.W_OK);
  } catch (error) {
    const reason =
      error instanceof WorkforceFileError
        ? `${settings.csvPath}: ${error.message}`
        : `${(error as NodeJS.ErrnoException).code ?? 'error'} on ${(error as NodeJS.ErrnoException).path ?? 'a file'}`;
    process.stderr.write(`${reason}\n`);
    return EXIT.usage;
  }
  try {
    const client = createEmployeeClient({
      baseUrl: settings.baseUrl,
      apiKey: settings.apiKey,
      resourceId: settings.resourceId,
    });
    const bar = syncProgress(process.stderr);
    const summary = await syncWorkforce({
      client,
      file,
      concurrency: settings.concurrency,
      createFilters: settings.createFilters,
      includeCampaign: settings.includeCampaign,
      state:
        settings.statePath === undefined
          ? undefined
          : {
              path: settings.statePath,
              target: pictureTarget(settings.baseUrl, settings.apiKey, settings.resourceId),
            },
      onProgress: (done, total) => bar.update(done, total),
    }).finally(() => bar.stop());
    process.stdout.write(
      settings.json
        ? `${JSON.stringify({ ...summary, report: settings.reportPath })}\n`
        : `${summaryText(summary)}report: ${settings.reportPath}\n`,
    );
    try {
      // the report holds the rows' personal data: readable by its owner only
      await writeFile(settings.reportPath, rejectedRowsCsv(summary, file), { mode: 0o600 });
    } catch (error) {
      process.stderr.write(
        `the sync is done, but the report could not be written: ${(error as NodeJS.ErrnoException).code ?? 'error'}\n`,
      );
      return EXIT.aborted;
    }
    return summary.rejected.length + summary.failed.length === 0 ? EXIT.ok : EXIT.rowsRejected;
  } catch (error) {
    // SyncAbortedError (key refused, service unreachable, filters) and anything unexpected
    process.stderr.write(`sync aborted: ${(error as Error).message}\n`);
    return EXIT.aborted;
  }
}

void main(process.argv.slice(2))
  .then((code) => {
    process.exitCode = code;
  })
  .catch((error: unknown) => {
    process.stderr.write(`sync aborted: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = EXIT.aborted;
  });
