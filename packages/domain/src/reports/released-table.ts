import { NO_VALUE, type RespondentTable } from './respondent-table';

/**
 * A respondent table as reports may use it (docs/reports.md#anonymity): the attribute codes a query can select or
 * group by (every filter key, tenure, age, language), with some values hidden (set to `NO_VALUE`) so that every
 * *class* (respondents sharing all those released values) holds at least `minGroupSize` respondents, and the
 * respondents left out of every figure (`excluded`: those whose class stays smaller even with every value hidden;
 * `leftOut`: how many they are). Any figure a query returns is then computed over a union of whole classes, and so
 * is any difference of two figures: no combination of requests can isolate fewer than `minGroupSize` respondents.
 */
export interface ReleasedTable {
  readonly table: RespondentTable;
  readonly minGroupSize: number;
  readonly fields: ReadonlyMap<string, Int32Array>;
  readonly tenure: Int32Array;
  readonly age: Int32Array;
  readonly language: Int32Array;
  readonly excluded: Uint8Array;
  readonly leftOut: number;
}

const cache = new WeakMap<RespondentTable, Map<number, ReleasedTable>>();

/** A released column being worked on: its codes and how many distinct values it has. */
interface Column {
  readonly codes: Int32Array;
  readonly distinct: number;
}

/** Step 1: hides, in `column`, every value held by fewer than `k` rows. */
function hideRareValues(column: Column, k: number): void {
  const counts = new Int32Array(column.distinct + 1);
  const { codes } = column;
  for (let r = 0; r < codes.length; r++) counts[(codes[r] as number) + 1]!++;
  for (let r = 0; r < codes.length; r++) if ((counts[(codes[r] as number) + 1] as number) < k) codes[r] = NO_VALUE;
}

/** The class of each row: rows with equal codes in every column share a class id (0 … count − 1). */
function classesOf(columns: readonly Column[], rows: number): { classOf: Int32Array; count: number } {
  const classOf = new Int32Array(rows);
  let count = 1;
  for (const { codes, distinct } of columns) {
    const ids = new Map<number, number>();
    for (let r = 0; r < rows; r++) {
      const key = (classOf[r] as number) * (distinct + 1) + (codes[r] as number) + 1;
      let id = ids.get(key);
      if (id === undefined) ids.set(key, (id = ids.size));
      classOf[r] = id;
    }
    count = ids.size;
  }
  return { classOf, count };
}

/**
 * Steps 2 and 3 on classes: attribute by attribute, each class still smaller than `k` has that attribute hidden,
 * which merges it into the class of the same codes with that attribute hidden. Returns, per initial class, the
 * final class's codes and whether it is still smaller than `k`.
 */
function mergeSmallClasses(
  columns: readonly Column[],
  classOf: Int32Array,
  count: number,
  k: number,
): { tuples: Int32Array[]; small: boolean[] } {
  const tuples: Int32Array[] = new Array<Int32Array>(count);
  const sizes: number[] = new Array<number>(count).fill(0);
  for (let r = 0; r < classOf.length; r++) {
    const c = classOf[r] as number;
    if (sizes[c] === 0) tuples[c] = Int32Array.from(columns, (column) => column.codes[r] as number);
    sizes[c] = (sizes[c] as number) + 1;
  }
  const byTuple = new Map<string, number>(tuples.map((tuple, c) => [tuple.join(','), c]));
  const forward: number[] = new Array<number>(count).fill(-1);
  columns.forEach((_, a) => {
    const existing = tuples.length;
    for (let c = 0; c < existing; c++) {
      const size = sizes[c] as number;
      const tuple = tuples[c] as Int32Array;
      if (size === 0 || size >= k || tuple[a] === NO_VALUE) continue;
      const moved = tuple.slice();
      moved[a] = NO_VALUE;
      const key = moved.join(',');
      let target = byTuple.get(key);
      if (target === undefined) {
        target = tuples.push(moved) - 1;
        sizes.push(0);
        forward.push(-1);
        byTuple.set(key, target);
      }
      sizes[target] = (sizes[target] as number) + size;
      sizes[c] = 0;
      forward[c] = target;
    }
  });
  const finalOf = (c: number): number => {
    let last = c;
    while ((forward[last] as number) >= 0) last = forward[last] as number;
    return last;
  };
  const finals = Array.from({ length: count }, (_, c) => finalOf(c));
  return {
    tuples: finals.map((f) => tuples[f] as Int32Array),
    small: finals.map((f) => (sizes[f] as number) < k),
  };
}

/**
 * The released form of `table` for `minGroupSize` (k), worked out once per table and k:
 * 1. a value held by fewer than k respondents is hidden for all of them;
 * 2. then, attribute by attribute (language, age band, tenure band, then the filter keys, those with the most
 *    distinct values first), the respondents whose class is still smaller than k have that attribute hidden;
 * 3. the respondents whose class is still smaller than k (every attribute hidden) are excluded (`leftOut` counts them).
 * Respondents in classes of k or more keep every value. O(rows × attributes), steps 2 and 3 over classes.
 * Source: docs/reports.md#anonymity (no differencing of two requests reveals a small group).
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
  for (const column of hidingOrder) hideRareValues(column, minGroupSize);
  const { classOf, count } = classesOf(hidingOrder, table.size);
  const { tuples, small } = mergeSmallClasses(hidingOrder, classOf, count, minGroupSize);
  const excluded = new Uint8Array(table.size);
  let leftOut = 0;
  for (let r = 0; r < table.size; r++) {
    const c = classOf[r] as number;
    const tuple = tuples[c] as Int32Array;
    hidingOrder.forEach((column, a) => (column.codes[r] = tuple[a] as number));
    if (small[c]) {
      excluded[r] = 1;
      leftOut += 1;
    }
  }
  const released: ReleasedTable = {
    table,
    minGroupSize,
    fields: new Map([...fieldColumns].map(([key, column]) => [key, column.codes])),
    tenure: tenure.codes,
    age: age.codes,
    language: language.codes,
    excluded,
    leftOut,
  };
  cache.set(table, (cache.get(table) ?? new Map<number, ReleasedTable>()).set(minGroupSize, released));
  return released;
}
