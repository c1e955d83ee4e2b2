import { setTimeout as sleep } from 'node:timers/promises';
import type { BenchRequest } from './load';
import type { CapturedStatement, SqlCaptureProxy } from './sql-capture-proxy';

/** One request sent to both servers, and the status each must answer. */
export interface ParityProbe {
  readonly scenario: string;
  readonly expectedStatus: number;
  readonly ours: BenchRequest;
  readonly baseline: BenchRequest;
}

/** What each server sent PostgreSQL for one probe, normalised, and whether it is the same. */
export interface ParityResult {
  readonly scenario: string;
  readonly same: boolean;
  readonly status: { readonly ours: number; readonly baseline: number };
  readonly ours: string[];
  readonly baseline: string[];
}

/**
 * A statement with the parts that may differ between two equivalent requests made uniform: runs of white
 * space, the number of `$n` in an `IN (…)` list, and `LIMIT`/`OFFSET` numbers written into the text.
 */
export function normalizeStatement(sql: string): string {
  return sql
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/IN \(\$\d+(?:, \$\d+)*\)/g, 'IN ($…)')
    .replace(/LIMIT \d+ OFFSET \d+/g, 'LIMIT n OFFSET m');
}

/**
 * The statements of one request from what the proxy saw: each connection's statements are cut into
 * transactions (`START TRANSACTION` … `COMMIT`/`ROLLBACK`), put in the order they started. Our server runs
 * without its background passes in the bench (`SERVICES=api`, `servers.ts`), so every transaction is a request's.
 */
export function requestStatements(captured: readonly CapturedStatement[]): string[] {
  const open = new Map<number, { start: number; statements: string[] }>();
  const transactions: Array<{ start: number; statements: string[] }> = [];
  captured.forEach(({ connection, sql }, index) => {
    const statement = normalizeStatement(sql);
    let current = open.get(connection);
    if (!current) {
      current = { start: index, statements: [] };
      open.set(connection, current);
      transactions.push(current);
    }
    current.statements.push(statement);
    if (/^(COMMIT|ROLLBACK)$/i.test(statement)) open.delete(connection);
  });
  return transactions.sort((a, b) => a.start - b.start).flatMap((t) => t.statements);
}

async function send(origin: string, request: BenchRequest, headers: Record<string, string>): Promise<number> {
  const response = await fetch(`${origin}${request.path}`, {
    method: request.method,
    headers,
    body: request.body ?? null,
  });
  await response.arrayBuffer();
  return response.status;
}

/**
 * Sends each probe once to our server and once to the baseline, both connected to PostgreSQL through
 * `proxy`, one request at a time, and compares the statements each one caused.
 */
export async function checkSqlParity(
  proxy: SqlCaptureProxy,
  origins: { readonly ours: string; readonly baseline: string },
  probes: readonly ParityProbe[],
  headers: Record<string, string>,
): Promise<ParityResult[]> {
  const results: ParityResult[] = [];
  for (const probe of probes) {
    const captured = { ours: [] as string[], baseline: [] as string[] };
    const status = { ours: 0, baseline: 0 };
    for (const server of ['ours', 'baseline'] as const) {
      const mark = proxy.mark();
      status[server] = await send(origins[server], probe[server], headers);
      await sleep(50);
      captured[server] = requestStatements(proxy.since(mark));
    }
    const same =
      status.ours === probe.expectedStatus &&
      status.baseline === probe.expectedStatus &&
      captured.ours.length === captured.baseline.length &&
      captured.ours.every((statement, i) => statement === captured.baseline[i]);
    results.push({ scenario: probe.scenario, same, status, ...captured });
  }
  return results;
}

/** The differences of a result, for the console: statements only one server sent, by position. */
export function describeDifferences(result: ParityResult): string[] {
  const lines: string[] = [];
  if (result.status.ours !== result.status.baseline)
    lines.push(`status: ours ${result.status.ours}, baseline ${result.status.baseline}`);
  const length = Math.max(result.ours.length, result.baseline.length);
  for (let i = 0; i < length; i++) {
    if (result.ours[i] === result.baseline[i]) continue;
    lines.push(
      `#${i + 1} ours:     ${result.ours[i] ?? '(none)'}`,
      `#${i + 1} baseline: ${result.baseline[i] ?? '(none)'}`,
    );
  }
  return lines;
}
