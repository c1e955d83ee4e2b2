/**
 * Port: a transaction over the repositories `R` of the contexts a use case reaches. `run` gives `work` repositories
 * bound to one transaction; when `work` resolves, its writes commit together; when it rejects, none of them is kept
 * and the rejection propagates. Every use case runs its reads and writes inside one `run`
 * (docs/house-rules.md#ports: every multi-row write is one transaction), and declares in its constructor the slice
 * it uses, e.g. `UnitOfWork<DirectoryRepositories & TenancyRepositories>`; the adapters implement
 * `UnitOfWork<Repositories>` (every context's repositories), which fits every slice.
 */
export interface UnitOfWork<R> {
  run<T>(work: (repositories: R) => Promise<T>): Promise<T>;
}

/**
 * The unit of work of a transaction already open: `run` hands `work` that transaction's `repositories`, so that a use
 * case runs inside another's transaction, its writes committed or rolled back with the others (the retention pass
 * anonymises each employee it claimed with `AnonymiseEmployee`, in the transaction that holds the claim).
 */
export function joinedUnitOfWork<R>(repositories: R): UnitOfWork<R> {
  return { run: (work) => work(repositories) };
}
