import { AsyncLocalStorage } from 'node:async_hooks';
import type { RequestClass, RequestClassScope } from '@employee/http-common';

/** Statement timeouts in ms per request class (`STATEMENT_TIMEOUT_{READ,SEARCH,WRITE}_MS`). */
export type StatementTimeouts = Readonly<Record<RequestClass, number>>;

/**
 * Carries a request's class from the REST adapter to the unit of work without either importing the other:
 * `scope` is the adapter's `RequestClassScope`, `statementTimeoutMs` the unit of work's bound (the class's
 * timeout; the write bound for work outside any request: the scheduler, the admin CLI, a context lost on
 * the way). Source: docs/reliability.md#time-bounds.
 */
export class RequestTimeBounds {
  private readonly current = new AsyncLocalStorage<RequestClass>();

  constructor(private readonly timeouts: StatementTimeouts) {}

  readonly scope: RequestClassScope = (requestClass, next) => this.current.run(requestClass, next);

  readonly statementTimeoutMs = (): number => this.timeouts[this.current.getStore() ?? 'write'];
}
