import { REPORTS, reportNamed } from '@employee/domain';
import { describe, expect, it } from '@jest/globals';
import { QUESTIONS, answering, contextOf, tallyOf } from './report-world';

describe('the report catalogue', () => {
  it('holds the fifteen reports in the order of the decision page', () => {
    expect(REPORTS.map((report) => report.name)).toEqual([
      'magic',
      'engagement-clusters',
      'attrition-clusters',
      'leadership-maturity',
      'lnps',
      'dimensions',
      'engagement-dimensions',
      'employee-journey',
      'family-dimension',
      'psychological-dimension',
      'psychosocial-dimension',
      'ranking-questions',
      'ranking-filters',
      'participation',
      'enps',
    ]);
  });

  it('finds a report by its path segment, and nothing by another name', () => {
    expect(reportNamed('participation')?.name).toBe('participation');
    expect(reportNamed('Magic')).toBeUndefined();
    expect(reportNamed('toString')).toBeUndefined();
  });

  it('lets every report but two take any group_by', () => {
    expect(REPORTS.filter((report) => report.grouping !== 'optional').map((r) => [r.name, r.grouping])).toEqual([
      ['employee-journey', { kind: 'tenure' }],
      ['ranking-filters', 'required'],
    ]);
  });

  it.each(REPORTS.map((report) => [report.name, report] as const))(
    '%s: counts the respondents, never lists the open question, and tabulates a suppressed selection as one blank line',
    (_, report) => {
      const tally = tallyOf(QUESTIONS, [answering({ enps: 9, 'eng-1': 4 })]);
      const figures = report.figures(tally, contextOf(QUESTIONS, { invited: 2 }));
      expect(figures.respondents).toBe(1);
      expect(JSON.stringify(figures)).not.toContain('"open"');
      const table = report.table({ suppressed: true });
      expect(table.header.slice(0, 2)).toEqual(['scope', 'group']);
      expect(table.rows).toEqual([['overall', null, ...table.header.slice(2).map(() => null)]]);
    },
  );
});
