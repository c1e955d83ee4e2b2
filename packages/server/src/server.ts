import { once } from 'node:events';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { migrate } from '@employee/persistence-typeorm';
import { FiringScheduler } from '@employee/scheduler';
import { loadConfig, type ServerConfig } from './config';
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
  readonly port: number;
  /** Graceful stop: no new connections, in-flight requests finish, scheduler stops, connections close. */
  stop(): Promise<void>;
}

/**
 * Starts the service: validates the configuration, opens the database (and Redis), migrates, on an empty
 * embedded database creates the demo data and prints its key once on stdout, then serves the API on `PORT`
 * and runs the firing scheduler. Source: docs/contract.md#running-the-service.
 * @throws ConfigError for a bad environment; Error when the database or Redis cannot be reached.
 */
export async function startServer(env: NodeJS.ProcessEnv = process.env): Promise<RunningServer> {
  const config: ServerConfig = loadConfig(env);
  const infrastructure = await openInfrastructure(config, { withRedis: true });
  const { logger, database } = infrastructure;
  try {
    const migrated = await migrate(database.dataSource);
    if (migrated.length > 0) logger.info({ migrated }, 'database migrated');
    const container = await buildContainer(infrastructure);
    // Node checks the two timeouts every `connectionsCheckingInterval` (default 30 s, which would let a slow
    // client hold its socket up to 30 s past them); every second keeps them within a second of their bound.
    const server: Server = createServer(
      { connectionsCheckingInterval: TIMEOUT_CHECK_INTERVAL_MS },
      container.get(TOKENS.httpApp),
    ).listen(config.port);
    server.requestTimeout = config.httpRequestTimeoutMs;
    server.headersTimeout = config.httpHeadersTimeoutMs;
    await once(server, 'listening');
    const port = (server.address() as AddressInfo).port;
    const connections = drainOnStop(server);
    const seed = database.kind === 'embedded' ? await seedDemoIfEmpty(container) : null;
    const scheduler = container.get(FiringScheduler);
    scheduler.start();
    const auditRetention = container.get(TOKENS.auditRetention);
    auditRetention.start();
    logger.info(
      { port, database: database.kind, redis: infrastructure.redis !== null, env: config.appEnv },
      'listening',
    );
    if (seed) process.stdout.write(demoMessage(seed, config.publicBaseUrl ?? `http://localhost:${port}`));

    return {
      port,
      async stop() {
        await connections.drain();
        await scheduler.stop();
        await auditRetention.stop();
        await infrastructure.close();
        logger.info('stopped');
      },
    };
  } catch (error) {
    await infrastructure.close();
    throw error;
  }
}
