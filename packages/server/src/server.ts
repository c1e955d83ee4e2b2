import { once } from 'node:events';
import { createServer, type RequestListener, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { migrate } from '@employee/persistence-typeorm';
import type { Container } from 'inversify';
import { FiringScheduler } from '@employee/scheduler';
import { loadConfig, printedLinkOrigin, type ServerConfig } from './config';
import { buildContainer } from './container';
import { demoMessage, seedDemoIfEmpty } from './demo-seed';
import { openInfrastructure, type Infrastructure } from './infrastructure';
import { TOKENS } from './tokens';

/** Longest a graceful stop waits for in-flight requests before closing their connections. */
const DRAIN_DEADLINE_MS = 10_000;

/**
 * Graceful draining of an HTTP server: `drain()` stops accepting connections, answers every request still
 * to come on an open connection with `Connection: close`, closes each connection as soon as it is idle, and
 * after 10 s closes whatever is left; it resolves when the server has closed.
 */
function drainOnStop(server: Server): { drain(): Promise<void> } {
  let draining = false;
  server.on('request', (_req, res: ServerResponse) => {
    if (draining) res.shouldKeepAlive = false;
    res.on('finish', () => {
      if (draining) server.closeIdleConnections();
    });
  });
  return {
    async drain() {
      draining = true;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const deadline = setTimeout(() => server.closeAllConnections(), DRAIN_DEADLINE_MS);
      await closed;
      clearTimeout(deadline);
    },
  };
}

/** How often Node checks `HTTP_REQUEST_TIMEOUT_MS` and `HTTP_HEADERS_TIMEOUT_MS`, in ms (docs/reliability.md). */
const TIMEOUT_CHECK_INTERVAL_MS = 1000;

/** A started service: where it listens and how to stop it. */
export interface RunningServer {
  /** The main API's port; `null` when `SERVICES` leaves `api` out. */
  readonly port: number | null;
  /** The reports listener's port; `null` when `SERVICES` leaves `reports` out. */
  readonly reportsPort: number | null;
  /** Graceful stop: no new connections, in-flight requests finish on both listeners, jobs stop, connections close. */
  stop(): Promise<void>;
}

/** A started HTTP listener: its port, and how to drain it. */
interface Listener {
  readonly port: number;
  drain(): Promise<void>;
}

/** An HTTP listener started on `port` with the configuration's timeouts, and how to drain it. */
async function listen(app: RequestListener, port: number, config: ServerConfig): Promise<Listener> {
  // Node checks the two timeouts every `connectionsCheckingInterval` (default 30 s, which would let a slow
  // client hold its socket up to 30 s past them); every second keeps them within a second of their bound.
  const server: Server = createServer({ connectionsCheckingInterval: TIMEOUT_CHECK_INTERVAL_MS }, app).listen(port);
  server.requestTimeout = config.httpRequestTimeoutMs;
  server.headersTimeout = config.httpHeadersTimeoutMs;
  await once(server, 'listening');
  const connections = drainOnStop(server);
  return { port: (server.address() as AddressInfo).port, drain: () => connections.drain() };
}

/** The listeners of the roles `SERVICES` names: the API on `PORT`, the reports on `REPORTS_PORT` (`null`: not run). */
async function startListeners(
  container: Container,
  config: ServerConfig,
): Promise<{ api: Listener | null; reports: Listener | null }> {
  const api = config.services.has('api') ? await listen(container.get(TOKENS.httpApp), config.port, config) : null;
  const reports = config.services.has('reports')
    ? await listen(container.get(TOKENS.reportsApp), config.reportsPort, config)
    : null;
  return { api, reports };
}

/** The `port` and `reports_port` the "listening" log line shows, of the listeners that run. */
function listeningPorts(api: Listener | null, reports: Listener | null): { port?: number; reports_port?: number } {
  return { ...(api ? { port: api.port } : {}), ...(reports ? { reports_port: reports.port } : {}) };
}

/** The background jobs of the roles `services` names: the scheduler's, the webhooks' and the notifications' loops. */
async function backgroundJobs(
  container: Container,
  services: ServerConfig['services'],
): Promise<Array<{ start(): void; stop(): Promise<void> }>> {
  return [
    ...(services.has('scheduler')
      ? [container.get(FiringScheduler), container.get(TOKENS.auditRetention), container.get(TOKENS.retentionPass)]
      : []),
    ...(services.has('webhooks') ? container.get(TOKENS.webhookWorkers) : []),
    ...(services.has('notifications') ? [await container.getAsync(TOKENS.notificationsWorker)] : []),
  ];
}

/** The graceful stop: drains the listeners together, stops the jobs one by one, then closes the infrastructure. */
async function stopAll(
  listeners: readonly (Listener | null)[],
  jobs: readonly { stop(): Promise<void> }[],
  infrastructure: Infrastructure,
): Promise<void> {
  await Promise.all(listeners.map(async (listener) => listener?.drain()));
  for (const job of jobs) await job.stop();
  await infrastructure.close();
  infrastructure.logger.info('stopped');
}

/**
 * Starts the service: validates the configuration, opens the database (and Redis), migrates, then runs the roles
 * `SERVICES` names (docs/configuration.md#roles): `api` serves the API on `PORT` (and on an empty embedded database
 * creates the demo data and prints its key once on stdout), `reports` serves the reports listener on `REPORTS_PORT`,
 * `scheduler` runs the firing scheduler, the audit retention and the anonymisation after
 * `RETENTION_DAYS_AFTER_DELETION`; `webhooks` runs the webhook delivery loops
 * (docs/webhooks.md#the-worker); `notifications` the worker that sends platform campaigns' invitations and reminders
 * (docs/notifications.md). Source: docs/contract.md#running-the-service; docs/configuration.md#roles.
 * @throws ConfigError for a bad environment; Error when the database or Redis cannot be reached.
 */
export async function startServer(env: NodeJS.ProcessEnv = process.env): Promise<RunningServer> {
  const config: ServerConfig = loadConfig(env);
  const infrastructure = await openInfrastructure(config, { withRedis: true });
  const { logger, database } = infrastructure;
  const { services } = config;
  try {
    const migrated = await migrate(database.dataSource);
    if (migrated.length > 0) logger.info({ migrated }, 'database migrated');
    const container = await buildContainer(infrastructure);
    const { api, reports } = await startListeners(container, config);
    const seed = api && database.kind === 'embedded' ? await seedDemoIfEmpty(container) : null;
    const scheduled = await backgroundJobs(container, services);
    for (const job of scheduled) job.start();
    logger.info(
      {
        ...listeningPorts(api, reports),
        services: [...services],
        database: database.kind,
        redis: infrastructure.redis !== null,
        env: config.appEnv,
      },
      'listening',
    );
    if (seed && api) process.stdout.write(demoMessage(seed, printedLinkOrigin(config, api.port)));

    return {
      port: api?.port ?? null,
      reportsPort: reports?.port ?? null,
      stop: () => stopAll([api, reports], scheduled, infrastructure),
    };
  } catch (error) {
    await infrastructure.close();
    throw error;
  }
}
