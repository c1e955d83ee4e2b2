import { NO_VALUE, releasedTable } from '@employee/domain';
import { describe, expect, it } from '@jest/globals';
import { people, tableOf } from './anonymity-support';

const dept = (value: string) => ({ fields: { dept: value } });

describe('releasedTable (docs/reports.md#anonymity)', () => {
  it('keeps every value of respondents whose class reaches the minimum group size', () => {
    const table = tableOf([...people(6, dept('A')), ...people(5, dept('B'))]);
    const released = releasedTable(table, 5);
    expect([...(released.fields.get('dept') ?? [])]).toEqual([...table.fields.get('dept')!.codes]);
    expect([...released.excluded].every((x) => x === 0)).toBe(true);
    expect(released.leftOut).toBe(0);
  });

  it('excludes a group of 4 that nothing else can hide among, and counts them', () => {
    const table = tableOf([...people(6, dept('A')), ...people(7, dept('B')), ...people(4, dept('D'))]);
    const released = releasedTable(table, 5);
    // rows 13..16 are D: their department is hidden, and with it their class (4 people) is still under 5
    expect([...released.excluded].slice(13)).toEqual([1, 1, 1, 1]);
    expect([...released.excluded].slice(0, 13).every((x) => x === 0)).toBe(true);
    expect(released.leftOut).toBe(4);
  });

  it('hides a rare value but keeps its respondents when they then share a class of 5 or more', () => {
    // 4 in D and 3 without a department: D is hidden, and the 7 share the "no value" class
    const table = tableOf([...people(6, dept('A')), ...people(4, dept('D')), ...people(3, {})]);
    const released = releasedTable(table, 5);
    expect([...released.fields.get('dept')!].slice(6, 10)).toEqual([NO_VALUE, NO_VALUE, NO_VALUE, NO_VALUE]);
    expect([...released.excluded].every((x) => x === 0)).toBe(true);
  });

  it('hides only the attribute that makes a class small, for its members only', () => {
    // dept A: 8 people; their tenure splits 5 (1-2y) and 3 (2-5y). The 3 lose their tenure band, not their dept
    // (then they are A with no tenure: a class of 3, still small, so their department goes too, and they are
    // excluded); the 5 keep both.
    const table = tableOf([
      ...people(5, { ...dept('A'), tenure: '1-2y' }),
      ...people(3, { ...dept('A'), tenure: '2-5y' }),
      ...people(5, { ...dept('B'), tenure: '2-5y' }),
    ]);
    const released = releasedTable(table, 5);
    expect([...released.tenure].slice(0, 5)).toEqual([3, 3, 3, 3, 3]);
    expect([...released.fields.get('dept')!].slice(0, 5)).toEqual([0, 0, 0, 0, 0]);
    expect([...released.excluded].slice(5, 8)).toEqual([1, 1, 1]);
    // B (2-5y, 5 people) is a class of its own: kept whole
    expect([...released.tenure].slice(8)).toEqual([4, 4, 4, 4, 4]);
  });

  it('lets a company lower the threshold to 3', () => {
    const table = tableOf([...people(6, dept('A')), ...people(3, dept('D'))]);
    expect([...releasedTable(table, 3).excluded].every((x) => x === 0)).toBe(true);
    expect([...releasedTable(table, 5).excluded].slice(6)).toEqual([1, 1, 1]);
  });
});
