import { Employee, type EmployeeProps } from '../../directory/employee';
import type {
  DeletedEmployeeQuery,
  EmployeeQuery,
  Employees,
  GlobalUniqueValue,
  SettledFiring,
  UniqueField,
  UniqueProbe,
  ValueHolder,
} from '../../directory/employees';
import type { FieldValueMatch } from '../../directory/field-value-filter';
import { searchDigitsOf } from '../../directory/search-digits';
import { uniqueProbeOf, uniqueValueTaken } from '../../directory/uniqueness';
import { mapPage, pageOfList, type Page } from '../../kernel/page';
import { appendChange } from './in-memory-change-feed';
import { byCreation, type InMemoryState } from './in-memory-store';

function searchableTexts(p: EmployeeProps): string[] {
  return [p.name?.value, p.socialName?.value, p.document?.value, p.email?.value, p.phone?.value, p.internalId]
    .filter((v): v is string => typeof v === 'string')
    .map((v) => v.toLowerCase());
}

/**
 * Whether `p` matches a search (`null`: every employee matches): a searched text contains the term, or the term is a
 * punctuated CPF or phone whose digits `document` or `phone` contains.
 */
function matches(p: EmployeeProps, search: string | null): boolean {
  if (search === null) return true;
  const term = search.toLowerCase();
  const digits = searchDigitsOf(search);
  return (
    searchableTexts(p).some((text) => text.includes(term)) ||
    (digits !== null && [p.document?.value, p.phone?.value].some((value) => value?.includes(digits)))
  );
}

/** Whether `p` holds every one of `wanted` (its value of each filter equals the one wanted, exactly). */
function holdsValues(p: EmployeeProps, wanted: readonly FieldValueMatch[] = []): boolean {
  return wanted.every((w) => p.fieldValues.some((held) => held.filterId === w.filterId && held.value === w.value));
}

/** When `p` was soft-deleted, in ms (0 when it was not). */
const deletedTime = (p: EmployeeProps): number => p.deletedAt?.getTime() ?? 0;

/** The order of the deleted employees' list: the most recent deletion first, then `id`. */
function byDeletion(a: EmployeeProps, b: EmployeeProps): number {
  const newer = deletedTime(b) - deletedTime(a);
  return newer || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/**
 * The unique fields of `probe` that the stored employee `p` already holds: `document`, `email` and `phone` across
 * every company, `internal_id` within the probe's company.
 */
function fieldsTakenBy(p: EmployeeProps, probe: UniqueProbe): UniqueField[] {
  const taken: UniqueField[] = [];
  for (const field of ['document', 'email', 'phone'] as const) {
    if (probe[field] !== null && p[field]?.value === probe[field]) taken.push(field);
  }
  if (probe.internalId !== null && p.companyId === probe.companyId && p.internalId === probe.internalId) {
    taken.push('internal_id');
  }
  return taken;
}

/** `Employees` kept in memory, with the unique rules of the real storage. For tests and contract suites. */
export class InMemoryEmployees implements Employees {
  constructor(private readonly state: () => InMemoryState) {}

  async ofId(id: string): Promise<Employee | null> {
    const props = this.state().employees.get(id);
    return props ? this.hydrate(props) : null;
  }

  async ofIds(ids: readonly string[]): Promise<Employee[]> {
    return ids.flatMap((id) => {
      const props = this.state().employees.get(id);
      return props ? [this.hydrate(props)] : [];
    });
  }

  /** Stores the employee and appends its version to the employees' feed (when that version is new). */
  async save(employee: Employee): Promise<void> {
    const props = employee.toProps();
    if (props.deletedAt === null) {
      const taken = await this.clashesWith(
        uniqueProbeOf({ companyId: props.companyId, exceptId: props.id, profile: props }),
      );
      if (taken.length > 0) throw uniqueValueTaken(taken);
    }
    this.state().employees.set(props.id, props);
    this.enterChange(props);
  }

  private enterChange(props: EmployeeProps): void {
    const change = props.deletedAt === null ? 'upsert' : 'delete';
    appendChange(this.state(), 'employeeChanges', {
      companyId: props.companyId,
      id: props.id,
      version: props.version,
      change,
    });
  }

  async search(companyId: string, query: EmployeeQuery): Promise<Page<Employee>> {
    const matching = [...this.state().employees.values()]
      .filter((p) => p.companyId === companyId && p.deletedAt === null && matches(p, query.search))
      .filter((p) => holdsValues(p, query.fieldValues))
      .sort(byCreation);
    return mapPage(pageOfList(matching, query), (p) => this.hydrate(p));
  }

  async searchDeleted(companyId: string, query: DeletedEmployeeQuery): Promise<Page<Employee>> {
    const matching = [...this.state().employees.values()]
      .filter((p) => p.companyId === companyId && p.deletedAt !== null && matches(p, query.search))
      .sort(byDeletion);
    return mapPage(pageOfList(matching, query), (p) => this.hydrate(p));
  }

  async clashesWith(probe: UniqueProbe): Promise<UniqueField[]> {
    const taken = new Set<UniqueField>();
    for (const p of this.state().employees.values()) {
      if (p.deletedAt !== null || p.id === probe.exceptId) continue;
      for (const field of fieldsTakenBy(p, probe)) taken.add(field);
    }
    return (['document', 'email', 'phone', 'internal_id'] as const).filter((f) => taken.has(f));
  }

  async holderOf(unique: GlobalUniqueValue): Promise<ValueHolder | null> {
    for (const p of this.state().employees.values()) {
      if (p.deletedAt === null && p[unique.field]?.value === unique.value) {
        return { employeeId: p.id, companyId: p.companyId };
      }
    }
    return null;
  }

  async settleFiringsDueBy(now: Date): Promise<SettledFiring[]> {
    const settled: SettledFiring[] = [];
    for (const props of [...this.state().employees.values()]) {
      if (props.deletedAt !== null || props.firingSettlesAt === null || props.firingSettlesAt > now) continue;
      const employee = Employee.fromProps(props);
      employee.softDelete(now);
      this.state().employees.set(props.id, employee.toProps());
      this.enterChange(employee.toProps());
      settled.push({ id: props.id, companyId: props.companyId, version: employee.version });
    }
    return settled;
  }

  async claimExpiredDeletions(before: Date, limit: number): Promise<string[]> {
    return [...this.state().employees.values()]
      .filter((p) => p.deletedAt !== null && p.deletedAt < before && p.anonymisedAt === null)
      .sort((a, b) => deletedTime(a) - deletedTime(b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
      .slice(0, limit)
      .map((p) => p.id);
  }

  /** The stored employee, its field values carrying each filter's current key (as a join would). */
  private hydrate(props: EmployeeProps): Employee {
    const filters = this.state().filters;
    const fieldValues = props.fieldValues.map((v) => ({ ...v, key: filters.get(v.filterId)?.key ?? v.key }));
    return Employee.fromProps({ ...props, fieldValues });
  }

  async removeValuesOfFilter(filterId: string): Promise<void> {
    for (const props of [...this.state().employees.values()]) {
      if (!props.fieldValues.some((v) => v.filterId === filterId)) continue;
      const fieldValues = props.fieldValues.filter((v) => v.filterId !== filterId);
      this.state().employees.set(props.id, { ...props, fieldValues });
    }
  }

  async namesOf(companyId: string): Promise<string[]> {
    return [...this.state().employees.values()]
      .filter((p) => p.companyId === companyId)
      .flatMap((p) => [p.name?.value, p.socialName?.value])
      .filter((name): name is string => name !== undefined);
  }
}
