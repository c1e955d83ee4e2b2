/**
 * Error codes of a database that cannot be reached or did not answer within its time bound (Node socket
 * errors, PostgreSQL connection classes 08/57P, and 57014: a statement cancelled by `statement_timeout`).
 */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EPIPE',
  '57014',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);
/** Messages of the same: `pg`'s closed or timed-out connection, `pg-pool`'s connection-acquire timeout. */
const UNREACHABLE_MESSAGES = new RegExp(
  [
    'connection terminated',
    'connection timeout',
    'connect ECONNREFUSED',
    'Connection is not established',
    'timeout exceeded when trying to connect',
    'not queryable',
  ].join('|'),
  'i',
);

/**
 * True when `error` (or an error it wraps) says the database is unreachable: the API answers 503 then, not
 * 500 (docs/contract.md#errors), also when a time bound was hit (docs/reliability.md#time-bounds).
 * Recognised by error codes and messages, so this adapter needs no knowledge of the persistence library.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Object && depth < 5; depth += 1) {
    const candidate = current as { code?: unknown; message?: unknown; driverError?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && UNREACHABLE_CODES.has(candidate.code)) return true;
    if (typeof candidate.message === 'string' && UNREACHABLE_MESSAGES.test(candidate.message)) return true;
    current = candidate.driverError ?? candidate.cause;
  }
  return false;
}
