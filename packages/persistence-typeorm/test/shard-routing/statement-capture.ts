import pg from 'pg';

/** The SQL texts sent while a capture is on, each once, in the order first sent. */
export interface StatementCapture {
  statements(): string[];
  /** Restores `pg.Client.prototype.query`. */
  stop(): void;
}

/**
 * Records every SQL text any `pg` client of this test file sends (TypeORM's pools, the harness's own queries),
 * by wrapping `pg.Client.prototype.query`; parameters are not kept, so no personal value is held. Call `stop`
 * when done. Source: docs/scaling.md#the-schema-on-citus.
 */
export function captureStatements(): StatementCapture {
  const seen = new Set<string>();
  const prototype = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = prototype.query;
  prototype.query = function capturedQuery(this: unknown, ...args: unknown[]): unknown {
    const config = args[0] as string | { text?: unknown } | undefined;
    const text = typeof config === 'string' ? config : config?.text;
    if (typeof text === 'string') seen.add(text);
    return original.apply(this, args);
  };
  return {
    statements: () => [...seen],
    stop: () => {
      prototype.query = original;
    },
  };
}
