import { reportNamed, type ReportDefinition } from '@employee/domain';
import { describe, expect, it } from '@jest/globals';
import { QUESTIONS, answering, contextOf, tallyOf } from './report-world';

const report = reportNamed('employee-journey') as ReportDefinition;

describe('the employee-journey report', () => {
  it('is always grouped by tenure band', () => {
    expect(report.grouping).toEqual({ kind: 'tenure' });
  });

  it('gives a band its engagement index, eNPS and participation', () => {
    const tally = tallyOf(QUESTIONS, [
      { answers: { enps: 9, 'eng-1': 5, 'eng-2': 1 }, tenure: '1-2y' }, // index (5 + 5)/2 = 5
      { answers: { enps: 10, 'eng-1': 4 }, tenure: '1-2y' }, // index 4
      { answers: { enps: 2, 'eng-1': 2, 'eng-2': 4 }, tenure: '1-2y' }, // index (2 + 2)/2 = 2
    ]);
    // index (5 + 4 + 2)/3 = 3.67 → 3.7; eNPS 2 promoters, 1 detractor of 3 → 33.3; participation 3/4 = 75 %
    expect(report.figures(tally, contextOf(QUESTIONS, { invited: 4 }))).toEqual({
      respondents: 3,
      invited: 4,
      participation_pct: 75,
      engagement_index: 3.7,
      enps: 33.3,
    });
  });

  it('gives nulls to a band nobody was invited to or answered in', () => {
    const figures = report.figures(tallyOf(QUESTIONS, [answering({ lnps: 9 })]), contextOf(QUESTIONS));
    expect(figures).toEqual({
      respondents: 1,
      invited: 0,
      participation_pct: null,
      engagement_index: null,
      enps: null,
    });
  });

  it('tabulates the overall line, then the bands in the order given', () => {
    const set = (respondents: number, invited: number) => ({
      respondents,
      invited,
      participation_pct: (100 * respondents) / invited,
      engagement_index: 4,
      enps: 10,
    });
    const table = report.table({
      ...set(10, 20),
      groups: [
        { group: '<3m', suppressed: true },
        { group: '3-6m', ...set(5, 10) },
      ],
    });
    expect(table).toEqual({
      header: ['scope', 'group', 'respondents', 'invited', 'participation_pct', 'engagement_index', 'enps'],
      rows: [
        ['overall', null, 10, 20, 50, 4, 10],
        ['group', '<3m', null, null, null, null, null],
        ['group', '3-6m', 5, 10, 50, 4, 10],
      ],
    });
  });
});
