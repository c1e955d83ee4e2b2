import { NO_VALUE, type RespondentTable } from './respondent-table';

/**
 * A respondent table as reports may use it (docs/reports.md#anonymity): the attribute codes a query can select or
 * group by (every filter key, tenure, age, language), with some values hidden (set to `NO_VALUE`) so that every
 * *class* (respondents sharing all those released values) holds at least `minGroupSize` respondents, and the
 * respondents left out of every figure (`excluded`: those whose class stays smaller even with every value hidden).
 * Any figure a query returns is then computed over a union of whole classes, and so is any difference of two
 * figures: no combination of requests can isolate fewer than `minGroupSize` respondents.
 */
export interface ReleasedTable {
  readonly table: RespondentTable;
  readonly minGroupSize: number;
  readonly fields: ReadonlyMap<string, Int32Array>;
  readonly tenure: Int32Array;
  readonly age: Int32Array;
  readonly language: Int32Array;
  readonly excluded: Uint8Array;
}

const cache = new WeakMap<RespondentTable, Map<number, ReleasedTable>>();

/** A released column being worked on: its codes and how many distinct values it has. */
interface Column {
  readonly codes: Int32Array;
  readonly distinct: number;
}

function countsOf(codes: Int32Array): Map<number, number> {
  const counts = new Map<number, number>();
  for (const code of codes) counts.set(code, (counts.get(code) ?? 0) + 1);
  return counts;
}

/**
 * The released form of `table` for `minGroupSize` (k), worked out once per table and k:
 * 1. a value held by fewer than k respondents is hidden for all of them;
 * 2. then, attribute by attribute (language, age band, tenure band, then the filter keys, those with the most
 *    distinct values first), the respondents whose class is still smaller than k have that attribute hidden;
 * 3. the respondents whose class is still smaller than k (every attribute hidden) are excluded.
 * Respondents in classes of k or more keep every value. O(rows × attributes).
 * Source: shared/decisions/reports.md#anonymity (no differencing of two requests reveals a small group).
 */
export function releasedTable(table: RespondentTable, minGroupSize: number): ReleasedTable {
  const known = cache.get(table)?.get(minGroupSize);
  if (known) return known;
  const fieldColumns = new Map<string, Column>(
    [...table.fields].map(([key, column]) => [key, { codes: column.codes.slice(), distinct: column.values.length }]),
  );
  const tenure = { codes: table.tenure.slice(), distinct: 6 };
  const age = { codes: table.age.slice(), distinct: 5 };
  const language = { codes: table.language.slice(), distinct: 3 };
  const byDistinct = [...fieldColumns.values()].sort((a, b) => b.distinct - a.distinct);
  const hidingOrder: Column[] = [language, age, tenure, ...byDistinct];
  for (const column of hidingOrder) {
    const counts = countsOf(column.codes);
    column.codes.forEach((code, r) => {
      if ((counts.get(code) as number) < minGroupSize) column.codes[r] = NO_VALUE;
    });
  }
  const keyOf = (r: number): string => hidingOrder.map((column) => column.codes[r]).join(',');
  const keys = Array.from({ length: table.size }, (_, r) => keyOf(r));
  const classSize = new Map<string, number>();
  for (const key of keys) classSize.set(key, (classSize.get(key) ?? 0) + 1);
  const small = (r: number): boolean => (classSize.get(keys[r] as string) as number) < minGroupSize;
  for (const column of hidingOrder) {
    for (let r = 0; r < table.size; r++) {
      if (!small(r) || column.codes[r] === NO_VALUE) continue;
      const before = keys[r] as string;
      classSize.set(before, (classSize.get(before) as number) - 1);
      column.codes[r] = NO_VALUE;
      const after = keyOf(r);
      keys[r] = after;
      classSize.set(after, (classSize.get(after) ?? 0) + 1);
    }
  }
  const excluded = new Uint8Array(table.size);
  for (let r = 0; r < table.size; r++) if (small(r)) excluded[r] = 1;
  const released: ReleasedTable = {
    table,
    minGroupSize,
    fields: new Map([...fieldColumns].map(([key, column]) => [key, column.codes])),
    tenure: tenure.codes,
    age: age.codes,
    language: language.codes,
    excluded,
  };
  cache.set(table, (cache.get(table) ?? new Map<number, ReleasedTable>()).set(minGroupSize, released));
  return released;
}
