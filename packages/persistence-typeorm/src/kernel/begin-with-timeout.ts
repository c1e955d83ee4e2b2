import type { QueryRunner } from 'typeorm';

/** The statement TypeORM's `startTransaction` sends first (no isolation level given, so it sends no other). */
const START = 'START TRANSACTION';

/**
 * Starts `runner`'s transaction with its statement timeout in the same round trip: TypeORM's `startTransaction`
 * (which keeps the runner's own transaction state, so the entity manager's writes join this transaction) sends
 * `START TRANSACTION; SET LOCAL statement_timeout = <ms>` as one simple-protocol query, where it would send the two
 * one after the other. `timeoutMs` is whole milliseconds, > 0. Source: docs/reliability.md#time-bounds.
 * @throws whatever `startTransaction` throws (a connection error, a transaction already started).
 */
export async function beginWithStatementTimeout(runner: QueryRunner, timeoutMs: number): Promise<void> {
  const query = runner.query.bind(runner);
  const combined = `${START}; SET LOCAL statement_timeout = ${Math.floor(timeoutMs)}`;
  runner.query = ((sql: string, ...rest: unknown[]) =>
    sql === START
      ? query(combined)
      : (query as (...args: unknown[]) => Promise<unknown>)(sql, ...rest)) as typeof runner.query;
  try {
    await runner.startTransaction();
  } finally {
    runner.query = query;
  }
}
