import { reportNamed, type ReportDefinition } from '@employee/domain';
import { describe, expect, it } from '@jest/globals';
import { QUESTIONS, contextOf, tallyOf, type Respondent } from './report-world';

const report = reportNamed('participation') as ReportDefinition;
const on = (day: string): Respondent => ({ answers: { enps: 9 }, day });

describe('the participation report', () => {
  it('gives invited, responded, the rate and a cumulative daily curve from the opening day, every day present', () => {
    // opened 10/03; 1 answer on 11/03, none on 12/03, 2 on 13/03
    const tally = tallyOf(QUESTIONS, [on('11/03/2025'), on('13/03/2025'), on('13/03/2025')]);
    expect(report.figures(tally, contextOf(QUESTIONS, { invited: 8, openedOn: '10/03/2025' }))).toEqual({
      respondents: 3,
      invited: 8,
      responded: 3,
      rate_pct: 37.5, // 3/8
      curve: [
        { date: '10/03/2025', responded: 0, rate_pct: 0 },
        { date: '11/03/2025', responded: 1, rate_pct: 12.5 }, // 1/8
        { date: '12/03/2025', responded: 1, rate_pct: 12.5 },
        { date: '13/03/2025', responded: 3, rate_pct: 37.5 }, // 3/8
      ],
    });
  });

  it('runs across a month end', () => {
    const tally = tallyOf(QUESTIONS, [on('28/02/2025'), on('01/03/2025')]);
    const figures = report.figures(tally, contextOf(QUESTIONS, { invited: 3, openedOn: '27/02/2025' }));
    // 0, 1/3 = 33.3 %, 2/3 = 66.7 %
    expect(figures.curve).toEqual([
      { date: '27/02/2025', responded: 0, rate_pct: 0 },
      { date: '28/02/2025', responded: 1, rate_pct: 33.3 },
      { date: '01/03/2025', responded: 2, rate_pct: 66.7 },
    ]);
  });

  it('gives a null rate when nobody is invited, and an empty curve without a submission', () => {
    const figures = report.figures(tallyOf(QUESTIONS, []), contextOf(QUESTIONS, { invited: 0 }));
    expect(figures).toEqual({ respondents: 0, invited: 0, responded: 0, rate_pct: null, curve: [] });
  });

  it('starts the curve on the first submission when the campaign has no opening day', () => {
    const tally = tallyOf(QUESTIONS, [on('12/03/2025')]);
    const figures = report.figures(tally, contextOf(QUESTIONS, { invited: 2, openedOn: null }));
    expect(figures.curve).toEqual([{ date: '12/03/2025', responded: 1, rate_pct: 50 }]);
  });

  it('tabulates one line per set, without the curve', () => {
    const tally = tallyOf(QUESTIONS, [on('11/03/2025')]);
    const overall = report.figures(tally, contextOf(QUESTIONS, { invited: 4 }));
    const sales = report.figures(tally, contextOf(QUESTIONS, { invited: 2 }));
    expect(report.table({ ...overall, groups: [{ group: 'Sales', ...sales }] })).toEqual({
      header: ['scope', 'group', 'respondents', 'invited', 'responded', 'rate_pct'],
      rows: [
        ['overall', null, 1, 4, 1, 25],
        ['group', 'Sales', 1, 2, 1, 50],
      ],
    });
  });
});
