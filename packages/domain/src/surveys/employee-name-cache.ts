import type { DirectoryRepositories } from '../directory';
import { employeeNameIndex, type EmployeeNameIndex } from './open-text-masking';

/** A company's name index and the head of its employees' changes feed when the names were read. */
interface Entry {
  readonly head: number;
  readonly index: EmployeeNameIndex;
}

/**
 * The index of a company's employees' names that open answers are masked with (docs/reports.md#comments), kept in
 * memory between submissions. Reading every name of a company for each answered survey took the ingestion from
 * over 500 to 25 responses a second (docs/performance.md#survey-responses); now each submission reads the head of the
 * company's employees' changes feed (one index step) and reads the names again only when it moved: any create,
 * rename, deletion or anonymisation enters that feed in its own transaction, so a cached index is never older than
 * the head it was read under. Holds the `maxCompanies` companies used last, and none of more than `maxNames` names
 * (the index of a million names would take ~150 MB); those read their names on every submission, as before.
 * One instance per process (the wiring binds it as a singleton); each instance checks the feed, so several agree.
 */
export class EmployeeNameCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly maxCompanies = 16,
    private readonly maxNames = 100_000,
  ) {}

  /** The name index of `companyId`, read through `r` (the submission's unit of work) when the cached one is stale. */
  async indexOf(companyId: string, r: Pick<DirectoryRepositories, 'employees' | 'employeeChanges'>) {
    const head = await r.employeeChanges.headOf(companyId);
    const cached = this.entries.get(companyId);
    this.entries.delete(companyId);
    if (cached?.head === head) {
      this.entries.set(companyId, cached);
      return cached.index;
    }
    const names = await r.employees.namesOf(companyId);
    const index = employeeNameIndex(names);
    if (names.length <= this.maxNames) this.entries.set(companyId, { head, index });
    const oldest = this.entries.keys().next().value;
    if (this.entries.size > this.maxCompanies && oldest !== undefined) this.entries.delete(oldest);
    return index;
  }
}
