import { once } from 'node:events';
import { createServer, type RequestListener, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { migrate } from '@employee/persistence-typeorm';
import { FiringScheduler } from '@employee/scheduler';
import { loadConfig, printedLinkOrigin, type ServerConfig } from './config';
import { buildContainer } from './container';
import { demoMessage, seedDemoIfEmpty } from './demo-seed';
import { openInfrastructure } from './infrastructure';
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

/** An HTTP listener started on `port` with the configuration's timeouts, and how to drain it. */
async function listen(
  app: RequestListener,
  port: number,
  config: ServerConfig,
): Promise<{ port: number; drain(): Promise<void> }> {
  // Node checks the two timeouts every `connectionsCheckingInterval` (default 30 s, which would let a slow
  // client hold its socket up to 30 s past them); every second keeps them within a second of their bound.
  const server: Server = createServer({ connectionsCheckingInterval: TIMEOUT_CHECK_INTERVAL_MS }, app).listen(port);
  server.requestTimeout = config.httpRequestTimeoutMs;
  server.headersTimeout = config.httpHeadersTimeoutMs;
  await once(server, 'listening');
  const connections = drainOnStop(server);
  return { port: (server.address() as AddressInfo).port, drain: () => connections.drain() };
}

/**
 * Starts the service: validates the configuration, opens the database (and Redis), migrates, then runs the roles
 * `SERVICES` names (docs/configuration.md#roles): `api` serves the API on `PORT` (and on an empty embedded database
 * creates the demo data and prints its key once on stdout), `reports` serves the reports listener on `REPORTS_PORT`,
 * `scheduler` runs the firing scheduler and the audit retention; `webhooks` runs nothing yet (there is no webhook
 * worker). Source: docs/contract.md#running-the-service; docs/configuration.md#roles.
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
    const api = services.has('api') ? await listen(container.get(TOKENS.httpApp), config.port, config) : null;
    const reports = services.has('reports')
      ? await listen(container.get(TOKENS.reportsApp), config.reportsPort, config)
      : null;
    const seed = api && database.kind === 'embedded' ? await seedDemoIfEmpty(container) : null;
    const scheduled = services.has('scheduler')
      ? [container.get(FiringScheduler), container.get(TOKENS.auditRetention)]
      : [];
    for (const job of scheduled) job.start();
    logger.info(
      {
        ...(api ? { port: api.port } : {}),
        ...(reports ? { reports_port: reports.port } : {}),
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
      async stop() {
        await Promise.all([api?.drain(), reports?.drain()]);
        for (const job of scheduled) await job.stop();
        await infrastructure.close();
        logger.info('stopped');
      },
    };
  } catch (error) {
    await infrastructure.close();
    throw error;
  }
}
