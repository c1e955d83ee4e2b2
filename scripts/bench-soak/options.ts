import { parseFlags, UsageError } from '../cli/flags';

/** The CLI's usage text. */
export const USAGE = `usage: DATABASE_URL=postgres://… npm run bench:soak -- [flags]
  --minutes M          soak length after calibration (default 20; decimals allowed)
  --warmup-minutes M   first minutes left out of the growth and stability figures (default 2)
  --rate R             requests per second of the mix; default half of what calibration measures
  --calibrate S        seconds of the closed-loop capacity run (default 30; ignored with --rate)
  --window S           seconds per sample (default 30)
  --port P             our API's port (default 3911; the reports listener takes P+1)
  --out FILE           the JSON figures (default bench-soak-results.json)
  --charts DIR         where the PNG charts go (default docs/soak)`;

/** What `npm run bench:soak` runs with (docs/performance.md#soak). */
export interface SoakOptions {
  readonly minutes: number;
  readonly warmupMinutes: number;
  /** Requests per second of the whole mix, or `null` to calibrate. */
  readonly rate: number | null;
  readonly calibrateSeconds: number;
  readonly windowSeconds: number;
  readonly port: number;
  readonly out: string;
  readonly chartsDir: string;
}

function positive(name: string, text: string | undefined, fallback: number, min = Number.MIN_VALUE): number {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isFinite(value) || value < min) throw new UsageError(`--${name} must be a number ≥ ${min}, got ${text}`);
  return value;
}

/**
 * The options of `argv` (flags of {@link USAGE}), or `'help'`.
 * @throws UsageError on an unknown flag, a value that is not a positive number, or a warm-up as long as the soak.
 */
export function parseSoakOptions(argv: readonly string[]): SoakOptions | 'help' {
  const values = parseFlags(argv, {
    minutes: { type: 'string' },
    'warmup-minutes': { type: 'string' },
    rate: { type: 'string' },
    calibrate: { type: 'string' },
    window: { type: 'string' },
    port: { type: 'string' },
    out: { type: 'string' },
    charts: { type: 'string' },
    help: { type: 'boolean' },
  });
  if (values.help) return 'help';
  const options: SoakOptions = {
    minutes: positive('minutes', values.minutes, 20),
    warmupMinutes: positive('warmup-minutes', values['warmup-minutes'], 2, 0),
    rate: values.rate === undefined ? null : positive('rate', values.rate, 0),
    calibrateSeconds: positive('calibrate', values.calibrate, 30, 1),
    windowSeconds: positive('window', values.window, 30, 1),
    port: positive('port', values.port, 3911, 1),
    out: values.out ?? 'bench-soak-results.json',
    chartsDir: values.charts ?? 'docs/soak',
  };
  if (options.warmupMinutes >= options.minutes) throw new UsageError('--warmup-minutes must be shorter than --minutes');
  return options;
}
