import { DEFECT_KINDS } from './defects';
import { DEFAULT_INVALID_SHARE, type ColumnNames, type GeneratedEmployee, type WorkforceOptions } from './workforce';

/**
 * One line describing a generated export: rows, defects by kind, dismissed rows, and the flags that make
 * the same file again, for example
 * `1000 rows, 30 defects (punctuated-cpf 8, landline 8, lower-case-name 7, impossible-date 7), 5 dismissed;
 * re-make with --size 1000 --seed 1 --as-of 14/05/2026 --invalid-share 0.03 --dismissed 5`
 * (and `--rename department=departamento` when `columnNames` renames columns).
 */
export function summarise(
  employees: readonly GeneratedEmployee[],
  options: WorkforceOptions,
  columnNames: ColumnNames = {},
): string {
  const byKind = new Map(DEFECT_KINDS.map((kind) => [kind, 0]));
  let dismissed = 0;
  for (const { defect, dismissed: isDismissed } of employees) {
    if (defect) byKind.set(defect.kind, (byKind.get(defect.kind) ?? 0) + 1);
    if (isDismissed) dismissed += 1;
  }
  const defects = [...byKind.values()].reduce((sum, n) => sum + n, 0);
  const renamed = Object.entries(columnNames)
    .map(([column, name]) => `${column}=${name}`)
    .join(',');
  const kinds = [...byKind].map(([kind, n]) => `${kind} ${n}`).join(', ');
  return (
    `${employees.length} rows, ${defects} defects (${kinds}), ${dismissed} dismissed; ` +
    `re-make with --size ${options.size} --seed ${options.seed} --as-of ${options.asOf} ` +
    `--invalid-share ${options.invalidShare ?? DEFAULT_INVALID_SHARE} --dismissed ${dismissed}` +
    (renamed === '' ? '' : ` --rename ${renamed}`)
  );
}
