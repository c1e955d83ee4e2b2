import {
  composeReport,
  releasedTable,
  suppressedGroups,
  type CampaignMaterial,
  type ReportDefinition,
  type RespondentTable,
} from '@employee/domain';
import { describe, expect, it } from '@jest/globals';
import { people, tableOf } from './anonymity-support';

/** A report whose only figure is the engagement index (mean of the one engagement answer), to one decimal. */
const meanProud: ReportDefinition = {
  name: 'mean-proud',
  grouping: 'optional',
  figures: (tally) => ({ score: Math.round((tally.engagementSum / tally.engagementCount) * 10) / 10 }),
  table: () => ({ header: [], rows: [] }),
};

function material(table: RespondentTable, invited = 0): CampaignMaterial {
  return {
    campaignId: table.campaignId,
    released: releasedTable(table, 5),
    leavers: new Set(),
    openedOn: null,
    invited: { total: invited, groups: new Map() },
  };
}

const dept = (value: string, proud: number) => ({ fields: { dept: value }, proud });

describe('composeReport (docs/decisions/0003-reports.md#where-and-how, #anonymity)', () => {
  const table = tableOf([
    ...people(6, dept('A', 5)), // A: 6 × 5 → 5.0
    ...people(5, dept('B', 3)), // B: 5 × 3 → 3.0
    ...people(5, dept('C', 4)), // C: 5 × 4 → 4.0
  ]);

  it('gives the selection figures at the top and one entry per group, alphabetically', () => {
    const { data, respondents } = composeReport(
      meanProud,
      { kind: 'filter', key: 'dept' },
      new Map(),
      material(table),
      null,
    );
    // (6×5 + 5×3 + 5×4) / 16 = 65 / 16 = 4.0625 → 4.1
    expect(respondents).toBe(16);
    expect(data).toEqual({
      score: 4.1,
      groups: [
        { group: 'A', respondents: 6, score: 5 },
        { group: 'B', respondents: 5, score: 3 },
        { group: 'C', respondents: 5, score: 4 },
      ],
    });
  });

  it('names group null by its reason: values hidden to protect anonymity', () => {
    // X and Y (3 each, under 5) are hidden: their 6 respondents fall in group null, and X and Y are listed
    const withRare = tableOf([...people(6, dept('A', 5)), ...people(3, dept('X', 1)), ...people(3, dept('Y', 2))]);
    const { data } = composeReport(meanProud, { kind: 'filter', key: 'dept' }, new Map(), material(withRare), null);
    expect(data.groups).toEqual([
      { group: 'A', respondents: 6, score: 5 },
      { group: null, reason: 'hidden', respondents: 6, score: 1.5 },
      { group: 'X', suppressed: true },
      { group: 'Y', suppressed: true },
    ]);
  });

  it('names group null by its reason: no value given, when no value of it was hidden', () => {
    const withoutValue = tableOf([...people(6, dept('A', 5)), ...people(5, { proud: 2 })]);
    const { data } = composeReport(meanProud, { kind: 'filter', key: 'dept' }, new Map(), material(withoutValue), null);
    expect(data.groups).toEqual([
      { group: 'A', respondents: 6, score: 5 },
      { group: null, reason: 'no_value', respondents: 5, score: 2 },
    ]);
  });

  it('computes over the segment only', () => {
    const segment = new Map([['dept', new Set(['B', 'C'])]]);
    // (5×3 + 5×4) / 10 = 3.5
    expect(composeReport(meanProud, null, segment, material(table), null).data).toEqual({ score: 3.5 });
  });

  it('suppresses a selection under the minimum group size, without counts', () => {
    const segment = new Map([['dept', new Set(['nobody'])]]);
    expect(composeReport(meanProud, null, segment, material(table), null)).toEqual({
      data: { suppressed: true },
      respondents: null,
    });
  });

  it('adds the compared campaign and the difference', () => {
    const earlier = tableOf(people(5, dept('A', 2)), 'c-0');
    const { data } = composeReport(meanProud, null, new Map(), material(table), material(earlier));
    // 4.1 now, 2.0 before: +2.1
    expect(data).toEqual({ score: 4.1, compare: { campaign_id: 'c-0', score: 2 }, difference: { score: 2.1 } });
  });

  it('gives no difference when the compared campaign is suppressed', () => {
    const earlier = tableOf(people(4, dept('A', 2)), 'c-0');
    const { data } = composeReport(meanProud, null, new Map(), material(table), material(earlier));
    expect(data).toEqual({ score: 4.1, compare: { campaign_id: 'c-0', suppressed: true } });
  });
});

describe('suppressedGroups', () => {
  it('suppresses the groups under the minimum and, when only one is, the next smallest too', () => {
    expect(
      suppressedGroups(
        new Map([
          ['A', 9],
          ['B', 4],
          ['C', 6],
          ['D', 7],
        ]),
        5,
      ),
    ).toEqual(new Set(['B', 'C']));
  });

  it('suppresses nothing more when two or more groups are already suppressed', () => {
    expect(
      suppressedGroups(
        new Map([
          ['A', 9],
          ['B', 4],
          ['C', 3],
          ['D', 7],
        ]),
        5,
      ),
    ).toEqual(new Set(['B', 'C']));
  });

  it('suppresses nothing when every group reaches the minimum', () => {
    expect(
      suppressedGroups(
        new Map([
          ['A', 5],
          [null, 5],
        ]),
        5,
      ),
    ).toEqual(new Set());
  });
});
