import { AsyncLocalStorage } from 'node:async_hooks';
import type { ChangeContext } from './audit-event';

/**
 * Where the composition root keeps the {@link ChangeContext} of the work in progress: a door (an HTTP request once
 * authenticated, an admin CLI command, a scheduler pass) runs its work inside `run`, and the unit of work reads
 * `current()` when it appends audit events. Backed by `AsyncLocalStorage`, so concurrent requests never see each
 * other's context. Source: decisions change-history.md#audit-trail ("from any door").
 */
export class ChangeContexts {
  private readonly storage = new AsyncLocalStorage<ChangeContext>();

  /** Runs `work` (synchronously started) with `context` as the current one, for everything it awaits. */
  run<T>(context: ChangeContext, work: () => T): T {
    return this.storage.run(context, work);
  }

  /** The context of the work in progress, or `null` outside any `run`. */
  current(): ChangeContext | null {
    return this.storage.getStore() ?? null;
  }
}
