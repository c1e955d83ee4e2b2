import { parseFlags, UsageError } from '../cli/flags';
import { SCENARIO_NAMES, type ScenarioName } from './scenarios';

/** The big company `npm run bench:seed` makes (1,000,000 employees). */
export const BIG_COMPANY_ID = '00000000-0000-4000-8000-000000000001';

/** The CLI's usage text. */
export const USAGE = `usage: DATABASE_URL=postgres://… npm run bench -- [flags]
       (or: node scripts/dist/bench/main.js [flags] after npm run build)
  --duration S       measured seconds per scenario and server (default 10)
  --warmup S         unmeasured seconds before each measurement (default 2)
  --scenarios LIST   comma-separated, in this order by default:
                     ${SCENARIO_NAMES.join(',')},noisy-neighbour,survey-responses
                     (noisy-neighbour runs on our server alone, three phases of --duration each: see
                     docs/performance.md#noisy-neighbour; survey-responses too, one campaign's answers
                     sent once each: docs/performance.md#survey-responses)
  --connections N    use N connections for every scenario (default: per scenario, see scripts/README.md)
  --write-pool N     employees each server may create and may delete (default 20000); a create or delete
                     run ends early when its pool is used up
  --deep-page N      the deep page at per_page=100 (default 10000; the last page when there are fewer)
  --broad-term T     the broad search term (default silva)
  --company ID       the company whose key drives the bench (default ${BIG_COMPANY_ID})
  --port N           our server's port (default 3901)
  --baseline-port N  the baseline's port (default 3902)
  --out FILE         where the figures go as JSON (default bench-results.json)
  --check-sql        only check that the baseline sends our server's SQL: one request per scenario to
                     each server through a capturing proxy; print the statements and any difference
  --skip-sql-check   measure without that check (it runs first by default)
  --profile DIR      run both servers with node --cpu-prof, writing their CPU profiles into DIR on exit
                     (summarise one with node scripts/dist/bench/profile-summary.js FILE)
  --node-args=ARGS   Node.js flags for our server, space-separated, after an equals sign (e.g.
                     --node-args=--max-old-space-size=160: a V8 heap setting's effect on memory and speed,
                     docs/performance.md#memory); none by default
  --help             this text`;

/** What the command line asks for. */
export interface BenchOptions {
  readonly durationSeconds: number;
  readonly warmupSeconds: number;
  /** The scenarios that compare ours with the baseline. */
  readonly scenarios: readonly ScenarioName[];
  /** Whether to run the noisy-neighbour scenario (ours alone) after them. */
  readonly noisyNeighbour: boolean;
  /** Whether to run the survey-responses scenario (ours alone) last. */
  readonly surveyResponses: boolean;
  readonly connections: number | null;
  readonly writePool: number;
  readonly deepPage: number;
  readonly broadTerm: string;
  readonly companyId: string;
  readonly port: number;
  readonly baselinePort: number;
  readonly out: string;
  /** `check`: only the SQL check; `first`: the check, then the load; `skip`: the load only. */
  readonly sqlCheck: 'check' | 'first' | 'skip';
  /** Directory for the servers' CPU profiles (`node --cpu-prof`), or null for none. */
  readonly profileDir: string | null;
  /** Node.js flags our server starts with (`--node-args`), none by default. */
  readonly nodeArgs: readonly string[];
}

function positive(flag: string, text: string | undefined, fallback: number, min = 1): number {
  if (text === undefined) return fallback;
  if (!/^\d+$/.test(text) || Number(text) < min)
    throw new UsageError(`--${flag} must be an integer >= ${min}, got ${JSON.stringify(text)}`);
  return Number(text);
}

/** The scenarios that are not a comparison with the baseline (`noisy-neighbour.ts`, `survey-ingestion.ts`). */
const NOISY_NEIGHBOUR = 'noisy-neighbour';
const SURVEY_RESPONSES = 'survey-responses';

function scenarioList(text: string | undefined): {
  scenarios: ScenarioName[];
  noisyNeighbour: boolean;
  surveyResponses: boolean;
} {
  if (text === undefined) return { scenarios: [...SCENARIO_NAMES], noisyNeighbour: true, surveyResponses: true };
  const names = text
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  const known = [...SCENARIO_NAMES, NOISY_NEIGHBOUR, SURVEY_RESPONSES] as readonly string[];
  const unknown = names.filter((name) => !known.includes(name));
  if (unknown.length > 0 || names.length === 0) {
    throw new UsageError(`--scenarios: unknown ${JSON.stringify(unknown.join(','))}; choose from ${known.join(',')}`);
  }
  return {
    scenarios: names.filter((name) => name !== NOISY_NEIGHBOUR && name !== SURVEY_RESPONSES) as ScenarioName[],
    noisyNeighbour: names.includes(NOISY_NEIGHBOUR),
    surveyResponses: names.includes(SURVEY_RESPONSES),
  };
}

/**
 * `--node-args`: Node.js flags separated by spaces, each starting with `--`.
 * @throws UsageError for a word that is not a flag.
 */
function nodeArgsOf(text: string | undefined): string[] {
  const args = (text ?? '').split(' ').filter((word) => word !== '');
  const wrong = args.find((arg) => !arg.startsWith('--'));
  if (wrong !== undefined) throw new UsageError(`--node-args takes Node.js flags (--…), got ${JSON.stringify(wrong)}`);
  return args;
}

/**
 * Reads the bench's flags (see {@link USAGE}).
 * @returns the options, or `'help'` for `--help`.
 * @throws UsageError on an unknown flag, a positional argument or a malformed value.
 */
export function parseBenchOptions(argv: readonly string[]): BenchOptions | 'help' {
  const values = parseFlags(argv, {
    duration: { type: 'string' },
    warmup: { type: 'string' },
    scenarios: { type: 'string' },
    connections: { type: 'string' },
    'write-pool': { type: 'string' },
    'deep-page': { type: 'string' },
    'broad-term': { type: 'string' },
    company: { type: 'string' },
    port: { type: 'string' },
    'baseline-port': { type: 'string' },
    out: { type: 'string' },
    'check-sql': { type: 'boolean' },
    'skip-sql-check': { type: 'boolean' },
    profile: { type: 'string' },
    'node-args': { type: 'string' },
    help: { type: 'boolean' },
  });
  if (values.help) return 'help';
  if (values['check-sql'] && values['skip-sql-check'])
    throw new UsageError('--check-sql and --skip-sql-check exclude each other');
  return {
    durationSeconds: positive('duration', values.duration, 10),
    warmupSeconds: positive('warmup', values.warmup, 2, 0),
    ...scenarioList(values.scenarios),
    connections: values.connections === undefined ? null : positive('connections', values.connections, 0),
    writePool: positive('write-pool', values['write-pool'], 20_000),
    deepPage: positive('deep-page', values['deep-page'], 10_000),
    broadTerm: values['broad-term'] ?? 'silva',
    companyId: values.company ?? BIG_COMPANY_ID,
    port: positive('port', values.port, 3901),
    baselinePort: positive('baseline-port', values['baseline-port'], 3902),
    out: values.out ?? 'bench-results.json',
    sqlCheck: values['check-sql'] ? 'check' : values['skip-sql-check'] ? 'skip' : 'first',
    profileDir: values.profile ?? null,
    nodeArgs: nodeArgsOf(values['node-args']),
  };
}
