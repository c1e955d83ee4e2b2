import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { cleanUp } from '../support/clean-up';
import { describeWhen, postgresMissing } from '../support/describe-when';
import { shellBlocks, type ShellBlock } from '../support/markdown-commands';
import { expectedVerdict, runShellBlocks, type ShellBlocksRun } from '../support/run-shell-blocks';
import { childEnv, createPostgresDatabase, type FreshPostgresDatabase } from '../support/server-process';

/**
 * The commands tier (`npm run test:commands`, docs/development.md#test-tiers): every ```` ```sh ```` block of
 * scripts/README.md runs in one bash session at the repository root, as the README's do
 * (readme-commands.e2e.spec.ts), the benchmarks and seeds on tiny inputs (the `tiny` markers), each against a
 * database of its own on the tests' PostgreSQL server: `postgres://…/bench` and `DATABASE_URL=…` become a fresh
 * database, `$REPORTS_DATABASE_URL` another, seeded first (300 employees, half answered) so that make-responses
 * has an open campaign (`<campaign id>`); `$TMPDIR` and `/tmp/workforce.csv` are the test's scratch folder; a line
 * `npm run build` runs {@link BUILD_IN_TEST}.
 * Then each command printed what scripts/README.md says it prints.
 */

const ROOT = resolve(__dirname, '..', '..', '..', '..');
const PAGE = join('scripts', 'README.md');
const TIMEOUT_MS = 600_000;
/**
 * What a block's `npm run build` runs here: the TypeScript build alone, which finds the tree built (the test runs
 * after CI's build). `npm run build` would also rebuild the dashboard's bundle, and Vite empties
 * `packages/dashboard/dist` first: the browser suites running beside this one serve their pages from there, and
 * answered 404 for `index.html` meanwhile (seen in CI as a page that never showed its heading).
 */
const BUILD_IN_TEST = 'npx tsc -b';
/** The open campaign of the bench-reports seed (scripts/bench-reports/layout.ts). */
const REPORTS_CAMPAIGN = '00000000-0000-4000-8003-00000000a001';

/** What the block that runs `npm run <script>` (or `node scripts/dist/<dir>/…`) must have printed. */
const PRINTS: Array<[command: RegExp, prints: RegExp]> = [
  [/make-workforce\/main\.js/, /^make-workforce: 10000 rows, \d+ defects \(punctuated-cpf \d+/m],
  [
    /npm run make-responses/,
    new RegExp(`^\\{"campaign_id":"${REPORTS_CAMPAIGN}","answered":[1-9]\\d*,"seconds":`, 'm'),
  ],
  [/npm run bench:seed/, /^\{"companies":\[\{"id":"00000000-0000-4000-8000-000000000001","name":"Bench Big Company"/m],
  [/npm run bench\b(?!:)/, /^\| scenario \| conns \| ours req\/s \| baseline req\/s \| ratio \|/m],
  [/npm run bench -- --check-sql/, /^bench: SQL get-by-id: (same|DIFFERENT)/m],
  [/npm run bench:reports:seed/, /^\{"database":"[^"]+","company_id":"00000000-0000-4000-8000-00000000a001"/m],
  [/npm run bench:reports\b(?!:)/, /^\| report \| variant \| n \| p50 ms \| p95 ms \| max ms \|/m],
  [/npm run bench:soak/, /^### Soak: [\d.]+ min at \d+ requests\/s/m],
  [/npm run bench:webhooks/, /^\| steady \| 50 \(0 failed, 0 retried\) \|.*\| 0 \| 0 \| \d+ \|$/m],
  [/npm run screenshots/, /^saved .*sign-in\.png$/m],
];

/** The width of a PNG file, from its IHDR chunk. */
async function pngWidth(path: string): Promise<number> {
  const bytes = await readFile(path);
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return bytes.readUInt32BE(16);
}

describeWhen(postgresMissing(), 'the shell commands of scripts/README.md, on tiny inputs', () => {
  let scratch = '';
  let bench: FreshPostgresDatabase | null = null;
  let reports: FreshPostgresDatabase | null = null;
  let run: ShellBlocksRun | null = null;
  let blocks: ShellBlock[] = [];

  beforeAll(async () => {
    scratch = await mkdtemp(join(tmpdir(), 'scripts-readme-'));
    const server = process.env.TEST_POSTGRES_URL as string;
    bench = await createPostgresDatabase(server);
    reports = await createPostgresDatabase(server);
    await promisify(execFile)(
      process.execPath,
      ['scripts/dist/bench-reports/seed.js', '--database-url', reports.url, '--employees', '300', '--rate', '0.5'],
      { cwd: ROOT },
    );
    const placeholders: Array<[string, string]> = [
      ['postgres://postgres@127.0.0.1:5432/bench ', `${bench.url} `],
      ['DATABASE_URL=… ', `DATABASE_URL=${bench.url} `],
      ['/tmp/workforce.csv', join(scratch, 'workforce.csv')],
      ['<campaign id>', REPORTS_CAMPAIGN],
    ];
    blocks = shellBlocks(await readFile(join(ROOT, PAGE), 'utf8'), PAGE).map((b) => ({
      ...b,
      text: placeholders
        .reduce((text, [from, to]) => text.split(from).join(to), b.text)
        .replace(/^npm run build$/gm, BUILD_IN_TEST),
    }));
    run = await runShellBlocks(blocks, {
      cwd: ROOT,
      env: childEnv({ TMPDIR: scratch, DATABASE_URL: reports.url, REPORTS_DATABASE_URL: reports.url }),
      scratch,
    });
    if (process.env.README_TEST_VERBOSE) process.stderr.write(run.output);
  }, TIMEOUT_MS);

  afterAll(async () => {
    await cleanUp([() => bench?.drop(), () => reports?.drop(), () => rm(scratch, { recursive: true, force: true })]);
  });

  it('run as written: no command fails, except where a block is marked to exit with a status [hang 600 s]', () => {
    expect((run as ShellBlocksRun).verdict).toEqual(expectedVerdict(blocks));
  });

  it('each command prints what scripts/README.md says it prints', () => {
    const printed = (run as ShellBlocksRun).printed;
    const seen = PRINTS.map(([command, prints]) => {
      const block = blocks.find((b) => b.mark.kind !== 'skip' && command.test(b.text));
      const output = block ? (printed.get(`${block.file}:${block.line}`) ?? '') : '';
      return { command: command.source, ran: block !== undefined, prints: prints.test(output) };
    });
    expect(seen).toEqual(PRINTS.map(([command]) => ({ command: command.source, ran: true, prints: true })));
  });

  it('screenshots: sign-in, the pages asked for, the survey, at 375 px too, none wider; a print sheet', async () => {
    const shots = join(scratch, 'screenshots');
    const names = (await readdir(shots)).sort();
    const documented = (await readdir(join(ROOT, 'docs', 'screenshots'))).filter((name) => name.endsWith('.png'));
    // `--pages home,employees` (the tiny marker): those two at both widths, and the pictures taken always
    expect(names).toEqual(
      ['employees', 'employees-phone', 'home', 'home-phone', 'report-print', 'sign-in', 'survey', 'survey-phone']
        .map((name) => `${name}.png`)
        .sort(),
    );
    expect(names.filter((name) => !documented.includes(name))).toEqual([]);
    const widths = await Promise.all(names.map(async (name) => [name, await pngWidth(join(shots, name))]));
    // a printed report is as wide as an A4 sheet inside its margins (docs/dashboard.md#printing)
    const widthOf = (name: string) => (name === 'report-print.png' ? 680 : name.endsWith('-phone.png') ? 375 : 1280);
    expect(widths).toEqual(names.map((name) => [name, widthOf(name)]));
  });
});
