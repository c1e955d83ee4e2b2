/**
 * The machine's own PostgreSQL and Redis, found the way CI always found them, so that a plain `npm test`
 * and `.ci/run` run the same suites (docs/architecture.md, item 11b). The jest global setup is the one caller.
 *   - PostgreSQL: `pg_isready -q -h 127.0.0.1 -p 5432 -U postgres` exits 0 → postgres://postgres@127.0.0.1:5432/test
 *   - Redis: `redis-cli -h 127.0.0.1 -p 6379 ping` answers PONG → redis://127.0.0.1:6379
 * A missing binary, a refusal or no answer within 5 s counts as "not there".
 */
const { spawnSync } = require('node:child_process');

const MACHINE_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test';
const MACHINE_REDIS_URL = 'redis://127.0.0.1:6379';
const PROBE_TIMEOUT_MS = 5_000;

/** @typedef {{status: number | null, stdout?: string | Buffer | null}} ProbeResult */

/**
 * @param {(command: string, args: string[], options: object) => ProbeResult} run
 *   runs a command (default: `child_process.spawnSync`); a test passes a fake.
 * @returns {{postgresUrl: string | null, redisUrl: string | null}} the URL of each server that answers, else null.
 */
function detectLocalServices(run = spawnSync) {
  const probe = (command, args) =>
    run(command, args, { encoding: 'utf8', timeout: PROBE_TIMEOUT_MS, stdio: ['ignore', 'pipe', 'ignore'] });
  const postgres = probe('pg_isready', ['-q', '-h', '127.0.0.1', '-p', '5432', '-U', 'postgres']);
  const redis = probe('redis-cli', ['-h', '127.0.0.1', '-p', '6379', 'ping']);
  return {
    postgresUrl: postgres.status === 0 ? MACHINE_POSTGRES_URL : null,
    redisUrl: redis.status === 0 && String(redis.stdout ?? '').trim() === 'PONG' ? MACHINE_REDIS_URL : null,
  };
}

module.exports = { detectLocalServices, MACHINE_POSTGRES_URL, MACHINE_REDIS_URL };
