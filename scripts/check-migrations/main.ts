#!/usr/bin/env node
/**
 * `npm run check:migrations -- --from <commit>`: builds `<commit>`'s server in a temporary git worktree, serves a
 * scratch database with it under light load over its API, applies this checkout's migrations meanwhile (`db migrate`,
 * as a deployment does before its new instances start), and reports every request of the old server that failed,
 * with the old server's error log lines; then removes the worktree, the database and the processes
 * (docs/persistence.md#migrations-while-an-older-instance-serves). Markdown on stdout, progress on stderr.
 * Exit 1 when a request failed, 2 on a bad flag.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { createFreshDatabase, type FreshPostgresDatabase } from '@employee/persistence-typeorm/testing';
import { adminIn, REPOSITORY_ROOT, startServer, type BenchServer } from '../bench-processes/server-process';
import { parseFlags, UsageError } from '../cli/flags';
import { LightLoad } from './light-load';
import { prepareOldCheckout, type OldCheckout } from './old-checkout';
import { migrationReport, type Timeline } from './report';

const USAGE =
  'usage: npm run check:migrations -- --from <commit> [--database-url postgres://postgres@127.0.0.1:5432/postgres] ' +
  '[--rate 5] [--before 10] [--after 20]';

/** The old server's settings: production mode with its origin and secrets, rate limits out of the way. */
const SETTINGS: Record<string, string> = {
  APP_ENV: 'production',
  PUBLIC_BASE_URL: 'http://127.0.0.1',
  CURSOR_KEY: 'the cursor secret of check:migrations only',
  WEBHOOK_SECRET_KEY: 'the webhook secret key of check:migrations only',
  RATE_LIMIT_PER_MINUTE: '1000000',
};

function options(argv: string[]) {
  const flags = parseFlags(argv, {
    from: { type: 'string' },
    'database-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    rate: { type: 'string', default: '5' },
    before: { type: 'string', default: '10' },
    after: { type: 'string', default: '20' },
  });
  const numbers = [flags.rate, flags.before, flags.after].map(Number);
  if (!flags.from || numbers.some((n) => !Number.isFinite(n) || n <= 0)) throw new UsageError(USAGE);
  const [rate, before, after] = numbers as [number, number, number];
  return { from: flags.from, serverUrl: flags['database-url'], rate, beforeMs: before * 1000, afterMs: after * 1000 };
}

/** A company and its API key, made by the old commit's own admin CLI (its first migrations run then too). */
async function apiKeyOf(root: string, url: string): Promise<string> {
  await adminIn(root, url, SETTINGS, 'db', 'migrate');
  const company = await adminIn(root, url, SETTINGS, 'company', 'create', '--name', 'Carga', '--identify-key', 'email');
  const issued = await adminIn(root, url, SETTINGS, 'key', 'issue', '--company', String(company.id));
  return String(issued.key);
}

/** Stops the server, drops the database and removes the worktree, each once, whichever exist. */
function cleaner(log: (line: string) => void) {
  const state: { checkout?: OldCheckout; database?: FreshPostgresDatabase; server?: BenchServer } = {};
  let done: Promise<void> | null = null;
  const clean = (): Promise<void> =>
    (done ??= (async () => {
      await state.server?.stop();
      await state.database?.drop();
      await state.checkout?.remove();
      log('cleaned up: server stopped, database dropped, worktree removed');
    })());
  return { state, clean };
}

async function check(opts: ReturnType<typeof options>, log: (line: string) => void): Promise<Timeline> {
  const { state, clean } = cleaner(log);
  const interrupted = (): void => void clean().finally(() => process.exit(130));
  process.once('SIGINT', interrupted).once('SIGTERM', interrupted);
  const errors: string[] = [];
  try {
    const checkout = (state.checkout = await prepareOldCheckout(REPOSITORY_ROOT, opts.from, log));
    const database = (state.database = await createFreshDatabase(opts.serverUrl));
    const key = await apiKeyOf(checkout.root, database.url);
    const server = (state.server = await startServer({
      databaseUrl: database.url,
      services: 'api,scheduler',
      settings: SETTINGS,
      root: checkout.root,
      onLine: (line) => (/"level":(50|60)/.test(line) ? errors.push(line) : undefined),
    }));
    log(`old server at ${server.origin}; load at ${opts.rate}/s`);
    const load = new LightLoad(server.origin as string, key, opts.rate);
    const running = load.run();
    await sleep(opts.beforeMs);
    const migrateStart = Date.now();
    const migrated = await adminIn(REPOSITORY_ROOT, database.url, SETTINGS, 'db', 'migrate');
    const migrateMs = Date.now() - migrateStart;
    log(`migrated in ${migrateMs} ms: ${JSON.stringify(migrated.migrated)}`);
    await sleep(opts.afterMs);
    load.stop();
    await running;
    const migrateAt = migrateStart - load.startedAt;
    return { requests: load.requests, migrated: migrated.migrated as string[], migrateAt, migrateMs, errors };
  } finally {
    await clean();
    process.off('SIGINT', interrupted).off('SIGTERM', interrupted);
  }
}

async function main(): Promise<void> {
  const opts = options(process.argv.slice(2));
  const log = (line: string): void => void process.stderr.write(`[check:migrations] ${line}\n`);
  const timeline = await check(opts, log);
  process.stdout.write(migrationReport(opts.from, timeline));
  process.exitCode = timeline.requests.some((r) => r.failed) ? 1 : 0;
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof UsageError ? error.message : String((error as Error).stack)}\n`);
  process.exitCode = error instanceof UsageError ? 2 : 1;
});
