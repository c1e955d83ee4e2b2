import { maturityOf, reportNamed, type ReportDefinition } from '@employee/domain';
import { describe, expect, it } from '@jest/globals';
import { QUESTIONS, answering, contextOf, tallyOf, times } from './report-world';

const report = reportNamed('leadership-maturity') as ReportDefinition;
/** `favourable` of 20 leadership answers are 5, the rest 1. */
const figuresWith = (favourable: number) =>
  report.figures(
    tallyOf(QUESTIONS, [
      ...times(favourable, answering({ 'lead-1': 5 })),
      ...times(20 - favourable, answering({ 'lead-1': 1 })),
    ]),
    contextOf(QUESTIONS),
  );

describe('the leadership-maturity report', () => {
  it.each([
    [0, 1, 'initial'],
    [49.9, 1, 'initial'],
    [50, 2, 'developing'],
    [64.9, 2, 'developing'],
    [65, 3, 'established'],
    [79.9, 3, 'established'],
    [80, 4, 'reference'],
    [100, 4, 'reference'],
  ])('puts a favourability of %s %% at level %s (%s)', (favourable, level, label) => {
    expect(maturityOf(favourable)).toEqual({ level, label });
  });

  it('has no level without a favourability', () => {
    expect(maturityOf(null)).toBeNull();
  });

  it.each([
    [9, 45, 1, 'initial'], // 9/20 = 45 %
    [10, 50, 2, 'developing'], // 10/20 = 50 %
    [13, 65, 3, 'established'], // 13/20 = 65 %
    [16, 80, 4, 'reference'], // 16/20 = 80 %
  ])('gives %s favourable of 20 leadership answers %s %% and level %s', (favourable, pct, level, label) => {
    expect(figuresWith(favourable)).toMatchObject({
      favourable_pct: pct,
      maturity_level: level,
      maturity_label: label,
    });
  });

  it('gives the leadership dimension’s likert figures', () => {
    // answers 5, 4, 2: favourable 2/3 = 66.7, neutral 0, unfavourable 1/3 = 33.3, mean 11/3 = 3.7 → established
    const tally = tallyOf(
      QUESTIONS,
      [5, 4, 2].map((value) => answering({ 'lead-1': value, 'eng-1': 1 })),
    );
    expect(report.figures(tally, contextOf(QUESTIONS))).toEqual({
      respondents: 3,
      favourable_pct: 66.7,
      neutral_pct: 0,
      unfavourable_pct: 33.3,
      mean: 3.7,
      answers: 3,
      maturity_level: 3,
      maturity_label: 'established',
    });
  });

  it('gives nulls to a set without a leadership answer', () => {
    const figures = report.figures(tallyOf(QUESTIONS, [answering({ 'eng-1': 5 })]), contextOf(QUESTIONS));
    expect(figures).toMatchObject({ favourable_pct: null, maturity_level: null, maturity_label: null, answers: 0 });
  });

  it('tabulates one line per set', () => {
    const table = report.table({ ...figuresWith(13), groups: [{ group: null, ...figuresWith(16) }] });
    expect(table.header).toEqual([
      'scope',
      'group',
      'respondents',
      'favourable_pct',
      'neutral_pct',
      'unfavourable_pct',
      'mean',
      'answers',
      'maturity_level',
      'maturity_label',
    ]);
    // 13 × 5 and 7 × 1: unfavourable 7/20 = 35 %, mean (65 + 7)/20 = 3.6
    // 16 × 5 and 4 × 1: unfavourable 4/20 = 20 %, mean (80 + 4)/20 = 4.2
    expect(table.rows).toEqual([
      ['overall', null, 20, 65, 0, 35, 3.6, 20, 3, 'established'],
      ['group', null, 20, 80, 0, 20, 4.2, 20, 4, 'reference'],
    ]);
  });
});
