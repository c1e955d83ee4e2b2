import { quadrantOf, reportNamed, type ReportDefinition } from '@employee/domain';
import { describe, expect, it } from '@jest/globals';
import { answering, contextOf, likert, tallyOf, times } from './report-world';

const report = reportNamed('engagement-dimensions') as ReportDefinition;

describe('the engagement-dimensions report', () => {
  it.each([
    [0.5, 64.9, 'priority'],
    [0.49, 64.9, 'monitor'],
    [0.5, 65, 'leverage'],
    [0.49, 65, 'maintain'],
    [-0.8, 20, 'monitor'],
    [null, 50, null],
    [0.7, null, null],
  ])('puts driver strength %s with %s %% favourable in quadrant %s', (strength, favourable, quadrant) => {
    expect(quadrantOf(strength, favourable)).toBe(quadrant);
  });

  // 30 respondents in four kinds with engagement answers y: A (10 × y = 1), B (10 × y = 5), C (5 × y = 5),
  // D (5 × y = 1). Each dimension's single question is answered per kind as below; D's last respondent skips
  // `communication`, so only 29 answered it.
  const questions = [
    likert('e', 'engagement'),
    likert('lead', 'leadership'),
    likert('career', 'career'),
    likert('comm', 'communication'),
    likert('fam', 'family'),
    likert('psy', 'psychological'),
    likert('purpose', 'purpose'),
  ];
  const kind = (y: number, lead: number, career: number, fam: number, purpose: number) =>
    answering({ e: y, lead, career, comm: y, fam, purpose });
  const respondents = [
    ...times(10, kind(1, 1, 4, 1, 5)), // A
    ...times(10, kind(5, 5, 5, 5, 4)), // B
    ...times(5, kind(5, 5, 5, 1, 4)), // C
    ...times(4, kind(1, 1, 4, 5, 5)), // D
    answering({ e: 1, lead: 1, career: 4, fam: 5, purpose: 5 }), // D, without communication
  ];
  const figures = () => report.figures(tallyOf(questions, respondents), contextOf(questions));

  it('sorts dimensions by driver strength, ties by name, nulls last, each with favourability and quadrant', () => {
    expect(figures()).toEqual({
      respondents: 30,
      // (10 × 1 + 10 × 5 + 5 × 5 + 5 × 1) / 30 = 90 / 30 = 3.0
      engagement_index: 3,
      dimensions: [
        // career: 4 where y = 1, 5 where y = 5 → a straight line, r = 1.00; all favourable (100 %) → leverage
        { dimension: 'career', favourable_pct: 100, driver_strength: 1, quadrant: 'leverage' },
        // leadership = y → r = 1.00 (tied with career: by name); favourable B + C = 15/30 = 50 % → priority
        { dimension: 'leadership', favourable_pct: 50, driver_strength: 1, quadrant: 'priority' },
        // family: A (1, 1), B (5, 5), C (1, 5), D (5, 1); means 3, deviations ±2: covariance sum
        // 10 × 4 + 10 × 4 − 5 × 4 − 5 × 4 = 40, variance sums 30 × 4 = 120 → r = 0.33; favourable 15/30 = 50 %
        { dimension: 'family', favourable_pct: 50, driver_strength: 0.33, quadrant: 'monitor' },
        // purpose: 5 where y = 1, 4 where y = 5 → r = −1.00; all favourable → maintain
        { dimension: 'purpose', favourable_pct: 100, driver_strength: -1, quadrant: 'maintain' },
        // communication: only 29 respondents → no strength; favourable B + C = 15/29 = 51.7 %
        { dimension: 'communication', favourable_pct: 51.7, driver_strength: null, quadrant: null },
        // psychological: nobody answered
        { dimension: 'psychological', favourable_pct: null, driver_strength: null, quadrant: null },
      ],
    });
  });

  it('tabulates one line per set and dimension', () => {
    const table = report.table(figures());
    expect(table.header).toEqual(['scope', 'group', 'dimension', 'favourable_pct', 'driver_strength', 'quadrant']);
    expect(table.rows[1]).toEqual(['overall', null, 'leadership', 50, 1, 'priority']);
    expect(table.rows[5]).toEqual(['overall', null, 'psychological', null, null, null]);
  });
});
