import type { Employee, EmployeeCreate, EmployeeUpdate, Filter } from '@employee/client';
import { canonical } from './cell-values';
import { createBody, updateBody } from './employee-changes';
import type { WorkforceFile, WorkforceRecord } from './workforce-file';

/** What the sync does with one row. Rejections found locally use the API's 422 shape (field → messages). */
export type SyncAction =
  | { readonly kind: 'create'; readonly row: number; readonly body: EmployeeCreate }
  | { readonly kind: 'update'; readonly row: number; readonly id: string; readonly body: EmployeeUpdate }
  | { readonly kind: 'unchanged'; readonly row: number }
  | { readonly kind: 'skip'; readonly row: number }
  | { readonly kind: 'reject'; readonly row: number; readonly errors: Readonly<Record<string, string[]>> };

/** The plan of a sync: one action per row, in file order, and how many employees no row matched. */
export interface SyncPlan {
  readonly actions: readonly SyncAction[];
  readonly notInFile: number;
}

/** The columns employees are matched by, in order (docs/workforce-sync.md: internal_id, then document, then e-mail). */
const MATCH_COLUMNS = ['internal_id', 'document', 'email'] as const;
type MatchColumn = (typeof MATCH_COLUMNS)[number];
/** Values no two rows may share (unique in the company or the service): a repeat is rejected locally. */
const UNIQUE_COLUMNS = [...MATCH_COLUMNS, 'phone'] as const;
type UniqueColumn = (typeof UNIQUE_COLUMNS)[number];

/** Employees by the canonical value of each match column. */
function indexEmployees(employees: readonly Employee[]): Map<MatchColumn, Map<string, Employee>> {
  const index = new Map(MATCH_COLUMNS.map((c) => [c, new Map<string, Employee>()]));
  for (const employee of employees) {
    for (const column of MATCH_COLUMNS) {
      const key = canonical(column, employee[column]);
      if (key !== '') index.get(column)?.set(key, employee);
    }
  }
  return index;
}

/**
 * Decides, row by row and without any request, what the sync does (docs/workforce-sync.md):
 * - a row whose internal_id, document, e-mail or phone repeats an earlier row's is rejected (`the same … as
 *   row N`): the service would refuse one of them, and which one would depend on request timing;
 * - a row is matched to an employee by internal_id, then document, then e-mail; two rows matching one
 *   employee: the later one is rejected;
 * - matched: `update` with only what differs, or `unchanged`;
 * - not matched: `create`, except a row carrying a `firing_date`, which is skipped: that person is dismissed
 *   and not (or no longer) in the service, and creating them would only soft-delete them again.
 */
export function planSync(
  file: WorkforceFile,
  employees: readonly Employee[],
  filters: ReadonlyMap<string, Filter>,
  includeCampaign: boolean,
): SyncPlan {
  const index = indexEmployees(employees);
  const rowOfKey = new Map<UniqueColumn, Map<string, number>>(
    UNIQUE_COLUMNS.map((c) => [c, new Map<string, number>()]),
  );
  const rowOfEmployee = new Map<string, number>();
  const actions = file.records.map((record): SyncAction => {
    const keys = UNIQUE_COLUMNS.map((column) => [column, canonical(column, record.cells[column])] as const).filter(
      ([, key]) => key !== '',
    );
    const repeated = keys.find(([column, key]) => rowOfKey.get(column)?.has(key));
    if (repeated) {
      const [column, key] = repeated;
      return {
        kind: 'reject',
        row: record.row,
        errors: { [column]: [`the same ${column} as row ${rowOfKey.get(column)?.get(key)}`] },
      };
    }
    for (const [column, key] of keys) rowOfKey.get(column)?.set(key, record.row);

    const keyOf = new Map<UniqueColumn, string>(keys);
    const found = MATCH_COLUMNS.map(
      (column) => [column, index.get(column)?.get(keyOf.get(column) ?? '')] as const,
    ).find(([, employee]) => employee !== undefined);
    if (!found) return unmatched(record, file, filters, includeCampaign);
    const [column, employee] = found as readonly [MatchColumn, Employee];
    const earlier = rowOfEmployee.get(employee.id);
    if (earlier !== undefined)
      return { kind: 'reject', row: record.row, errors: { [column]: [`matches the same employee as row ${earlier}`] } };
    rowOfEmployee.set(employee.id, record.row);
    const body = updateBody(record, file, employee, filters);
    return body === null
      ? { kind: 'unchanged', row: record.row }
      : { kind: 'update', row: record.row, id: employee.id, body };
  });
  return { actions, notInFile: employees.length - rowOfEmployee.size };
}

function unmatched(
  record: WorkforceRecord,
  file: WorkforceFile,
  filters: ReadonlyMap<string, Filter>,
  includeCampaign: boolean,
): SyncAction {
  if ((record.cells.firing_date ?? '') !== '') return { kind: 'skip', row: record.row };
  return { kind: 'create', row: record.row, body: createBody(record, file, filters, includeCampaign) };
}
