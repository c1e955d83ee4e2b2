import {
  admin as adminCli,
  startServer as startBenchServer,
  type BenchServer,
} from '../bench-processes/server-process';

export type { BenchServer } from '../bench-processes/server-process';

/**
 * The settings the bench's servers run with (docs/configuration.md), over the bench's own environment (so that
 * `WEBHOOK_CONCURRENCY=32 npm run bench:webhooks` tries another setting): production mode with its origin and
 * secrets, and webhooks to the bench's loopback receiver allowed.
 */
export function benchSettings(): Record<string, string> {
  return {
    APP_ENV: 'production',
    PUBLIC_BASE_URL: 'http://127.0.0.1',
    CURSOR_KEY: 'the cursor secret of the webhooks benchmark only',
    WEBHOOK_SECRET_KEY: 'the webhook secret key of the webhooks benchmark only',
    WEBHOOK_ALLOW_PRIVATE_URLS: 'true',
  };
}

/**
 * The settings the servers run with that the report shows: `APP_ENV`, `WEBHOOK_ALLOW_PRIVATE_URLS`, and every
 * `WEBHOOK_*` (but the secret key), `COMPANY_*`, `DATABASE_*` and `LOG_LEVEL` setting of the bench's environment or
 * its own choosing.
 */
export function shownSettings(): Record<string, string> {
  const all: Record<string, string | undefined> = { ...process.env, ...benchSettings() };
  return Object.fromEntries(
    Object.entries(all).filter(
      (entry): entry is [string, string] =>
        entry[1] !== undefined &&
        entry[0] !== 'WEBHOOK_SECRET_KEY' &&
        (/^(WEBHOOK_|COMPANY_|DATABASE_[A-Z]+_)/.test(entry[0]) || ['APP_ENV', 'LOG_LEVEL'].includes(entry[0])),
    ),
  );
}

/**
 * Starts the server with `SERVICES=services` over `databaseUrl` with {@link benchSettings}, under `node --cpu-prof`
 * into `profileDir` when given (the profile is written when it stops, not when it is killed); resolves once it logs
 * `listening`.
 * @throws Error when it exits or stays silent before listening.
 */
export function startServer(
  databaseUrl: string,
  services: string,
  profileDir: string | null = null,
): Promise<BenchServer> {
  return startBenchServer({ databaseUrl, services, settings: benchSettings(), profileDir });
}

/**
 * Runs the admin CLI (`packages/server/dist/admin/admin.js ...args`) on `databaseUrl` with {@link benchSettings} and
 * answers its JSON document.
 * @throws Error with the CLI's stderr when it fails.
 */
export function admin(databaseUrl: string, ...args: string[]): Promise<Record<string, unknown>> {
  return adminCli(databaseUrl, benchSettings(), ...args);
}
