#!/usr/bin/env node
/**
 * `npm run bench:reports`: times every report × variant on the database `npm run bench:reports:seed` loaded
 * (docs/performance.md#reports; scripts/README.md), and prints a markdown table on stdout (progress on stderr).
 * Exit 1 on a failure, 2 on a bad flag.
 */
import { REPORTS } from '@employee/domain';
import { parseFlags, UsageError } from '../cli/flags';
import { summarizeLatencies } from '../bench/percentiles';
import { httpReader } from './http-reader';
import { inProcessReader, type InProcessReader } from './in-process-reader';
import { CAMPAIGN_IDS, DEFAULT_DATABASE_URL, LARGE_DEPARTMENT, REPORTS_COMPANY_ID } from './layout';
import { ReportRefused, type ReportReader } from './report-reader';
import { stepTimings } from './steps';

const USAGE =
  'usage: npm run bench:reports -- [--database-url postgres://…/benchs] [--n 50] [--warmup 3] ' +
  '[--reports magic,enps,…] [--variants plain,group_by,segment] [--steps] [--http http://127.0.0.1:3001 --key KEY]';
/** p95 target of docs/decisions/0003-reports.md#scale, in ms. */
const TARGET_MS = 200;

type Params = ReadonlyArray<readonly [string, string]>;

/** The three variants each report is read in. */
const VARIANTS: ReadonlyArray<{ readonly key: string; readonly label: string; readonly params: Params }> = [
  { key: 'plain', label: 'plain', params: [] },
  { key: 'group_by', label: 'group_by=filter:departamento', params: [['group_by', 'filter:departamento']] },
  {
    key: 'segment',
    label: `segment[departamento]=${LARGE_DEPARTMENT}`,
    params: [['segment[departamento]', LARGE_DEPARTMENT]],
  },
];

function settings() {
  const values = parseFlags(process.argv.slice(2), {
    'database-url': { type: 'string', default: DEFAULT_DATABASE_URL },
    n: { type: 'string', default: '50' },
    warmup: { type: 'string', default: '3' },
    reports: { type: 'string' },
    variants: { type: 'string' },
    steps: { type: 'boolean', default: false },
    http: { type: 'string' },
    key: { type: 'string' },
  });
  if ((values.http === undefined) !== (values.key === undefined)) throw new UsageError('--http and --key go together');
  if (values.http !== undefined && values.steps) throw new UsageError('--steps times the steps in-process, not --http');
  const count = (name: string, raw: string | undefined, min: number): number => {
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > 100_000)
      throw new UsageError(`--${name} must be an integer from ${min} to 100,000`);
    return value;
  };
  const names = values.reports?.split(',') ?? REPORTS.map((r) => r.name);
  const unknown = names.filter((name) => !REPORTS.some((r) => r.name === name));
  if (unknown.length > 0) throw new UsageError(`--reports: no report named ${unknown.join(', ')}`);
  const variantKeys = values.variants?.split(',') ?? VARIANTS.map((v) => v.key);
  const variants = VARIANTS.filter((v) => variantKeys.includes(v.key));
  if (variants.length !== variantKeys.length) throw new UsageError('--variants: plain, group_by, segment');
  return {
    databaseUrl: values['database-url'] ?? DEFAULT_DATABASE_URL,
    n: count('n', values.n, 1),
    warmup: count('warmup', values.warmup, 0),
    names,
    variants,
    steps: values.steps ?? false,
    http: values.http === undefined ? null : { url: values.http, key: values.key as string },
  };
}

/** Milliseconds `work` took. */
async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = process.hrtime.bigint();
  await work();
  return Number(process.hrtime.bigint() - started) / 1e6;
}

const ms = (value: number | null): string => (value === null ? '–' : value.toFixed(1));

/** One table row: the figures of `n` sequential reads after `warmup` unmeasured ones, or why there are none. */
async function measure(
  reader: ReportReader,
  name: string,
  params: Params,
  options: { n: number; warmup: number },
): Promise<string> {
  try {
    for (let i = 0; i < options.warmup; i += 1) await reader.readReport(name, params);
    const latencies: number[] = [];
    for (let i = 0; i < options.n; i += 1) latencies.push(await timed(() => reader.readReport(name, params)));
    const { p50, p95, max, count } = summarizeLatencies(latencies);
    const verdict = p95 !== null && p95 <= TARGET_MS ? 'yes' : '**no**';
    return `${count} | ${ms(p50)} | ${ms(p95)} | ${ms(max)} | ${verdict}`;
  } catch (error) {
    if (!(error instanceof ReportRefused)) throw error;
    return `– | – | – | – | refused (422): ${error.message.replace(/\|/g, '/')}`;
  }
}

async function main(): Promise<void> {
  const options = settings();
  const inProcess: InProcessReader | null = options.http
    ? null
    : await inProcessReader(options.databaseUrl, REPORTS_COMPANY_ID);
  const reader: ReportReader = inProcess ?? httpReader(options.http?.url ?? '', options.http?.key ?? '');
  const how = options.http
    ? `GET ${options.http.url}/api/v1/reports/{name}, one request at a time`
    : 'in-process `ReadReport`, one connection';
  const base: Params = [['campaign_id', CAMPAIGN_IDS.current]];
  try {
    const cold = await timed(() => reader.readReport('magic', base));
    const compareCold = await timed(() =>
      reader.readReport('magic', [...base, ['compare_campaign_id', CAMPAIGN_IDS.earlier]]),
    );
    const rows: string[] = [];
    for (const name of options.names) {
      for (const variant of options.variants) {
        process.stderr.write(`${name} ${variant.label}\n`);
        rows.push(
          `| ${name} | ${variant.label} | ${await measure(reader, name, [...base, ...variant.params], options)} |`,
        );
      }
    }
    process.stdout.write(
      [
        `Cold first read (\`magic\`, the campaign's table loaded whole): ${ms(cold)} ms; the first read with ` +
          `\`compare_campaign_id\` (the earlier campaign's table loaded): ${ms(compareCold)} ms.`,
        '',
        `${options.n} sequential reads per row after ${options.warmup} unmeasured; ${how}; ` +
          `target p95 ≤ ${TARGET_MS} ms.`,
        '',
        '| report | variant | n | p50 ms | p95 ms | max ms | p95 ≤ 200 ms |',
        '|---|---|---:|---:|---:|---:|---|',
        ...rows,
        '',
      ].join('\n'),
    );
    if (options.steps && inProcess) {
      const campaign = await inProcess.campaignOf(CAMPAIGN_IDS.current);
      const lines: string[] = [];
      for (const variant of options.variants) {
        process.stderr.write(`steps ${variant.label}\n`);
        lines.push(...(await stepTimings(inProcess.sources, campaign, variant.label, variant.params, options.n)));
      }
      process.stdout.write(
        [`Steps (median of ${options.n}):`, '', '| variant | step | ms |', '|---|---|---:|', ...lines, ''].join('\n'),
      );
    }
  } finally {
    await reader.close();
  }
}

main().catch((error: Error) => {
  process.stderr.write(`bench:reports: ${error.message}\n`);
  if (error instanceof UsageError) process.stderr.write(`${USAGE}\n`);
  process.exitCode = error instanceof UsageError ? 2 : 1;
});
