import type { Repositories, UnitOfWork } from '@employee/domain';

/** Raised by a {@link TrialUnitOfWork} run whose work completed: it was rolled back all the same. */
export class TrialRolledBack extends Error {
  constructor() {
    super('trial run rolled back');
    this.name = 'TrialRolledBack';
  }
}

/**
 * A unit of work whose every run is rolled back: the work runs (reads, rules, writes) inside a transaction
 * of `inner` that is then undone, and the run rejects with the work's own error or {@link TrialRolledBack}.
 * Lets the API collect the domain's violations of a body without ever keeping a write.
 */
export class TrialUnitOfWork implements UnitOfWork {
  constructor(private readonly inner: UnitOfWork) {}

  async run<T>(work: (repositories: Repositories) => Promise<T>): Promise<T> {
    await this.inner.run(async (repositories) => {
      await work(repositories);
      throw new TrialRolledBack();
    });
    throw new TrialRolledBack();
  }
}
