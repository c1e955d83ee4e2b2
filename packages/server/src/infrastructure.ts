import { ChangeContexts } from '@employee/domain';
import { createDataSource, type Database } from '@employee/persistence-typeorm';
import type { Redis } from 'ioredis';
import { pino, type Logger } from 'pino';
import type { ServerConfig } from './config';
import { openRedis } from './redis-connection';
import { RequestTimeBounds } from './request-time-bounds';

/** The connections a process holds: database, Redis (when configured) and the logger. */
export interface Infrastructure {
  readonly config: ServerConfig;
  /** Each request's class, from the REST adapter to the unit of work's statement timeout. */
  readonly timeBounds: RequestTimeBounds;
  /** Each request's or command's actor, request id and IP, from the door to the unit of work's audit events. */
  readonly changeContexts: ChangeContexts;
  readonly logger: Logger;
  readonly database: Database;
  readonly redis: Redis | null;
  /** Closes Redis and the database (the embedded database's owner also stops serving it). */
  close(): Promise<void>;
}

/**
 * Opens the database `config` names (PostgreSQL, or the embedded PGlite in `DATA_DIR`, also when another
 * process serves it) and, when `withRedis` and `REDIS_URL` are set, a Redis connection that is ready before
 * this returns (until a connection is ready, rate-limit counters would be per instance). The logger writes
 * JSON lines to stderr, so stdout stays free for the admin CLI's output and the first-start key.
 * @throws Error when the database or Redis cannot be reached.
 */
export async function openInfrastructure(
  config: ServerConfig,
  options: { withRedis: boolean },
): Promise<Infrastructure> {
  const logger = pino({ level: config.logLevel, base: { service: 'employee-integration-api' } }, pino.destination(2));
  const redis = options.withRedis && config.redisUrl ? await openRedis(config.redisUrl, logger) : null;
  let database;
  try {
    database = await createDataSource({
      databaseUrl: config.databaseUrl ?? undefined,
      dataDir: config.dataDir,
      acquireTimeoutMs: config.databaseAcquireTimeoutMs,
    });
  } catch (error) {
    redis?.disconnect();
    throw error;
  }
  return {
    config,
    timeBounds: new RequestTimeBounds(config.statementTimeoutMs),
    changeContexts: new ChangeContexts(),
    logger,
    database,
    redis,
    async close() {
      redis?.disconnect();
      await database.close();
    },
  };
}
