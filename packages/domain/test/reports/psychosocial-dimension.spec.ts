import { reportNamed, riskOf, type ReportDefinition } from '@employee/domain';
import { describe, expect, it } from '@jest/globals';
import { QUESTIONS, answering, contextOf, likert, tallyOf, times } from './report-world';

const report = reportNamed('psychosocial-dimension') as ReportDefinition;

describe('the psychosocial-dimension report', () => {
  it.each([
    [0, 'low'],
    [19.9, 'low'],
    [20, 'moderate'],
    [39.9, 'moderate'],
    [40, 'high'],
    [100, 'high'],
  ])('rates %s %% unfavourable as %s risk', (unfavourable, risk) => {
    expect(riskOf(unfavourable)).toBe(risk);
  });

  it('gives each NR-1 factor of the questionnaire its unfavourable % and risk, a reversed question reversed', () => {
    // nr-workload is reversed: answers 5, 4 are unfavourable → 2 of 5 = 40 % → high
    // nr-support is straight: answer 1 is unfavourable → 1 of 5 = 20 % → moderate
    const tally = tallyOf(QUESTIONS, [
      answering({ 'nr-workload': 5, 'nr-support': 1 }),
      answering({ 'nr-workload': 4, 'nr-support': 3 }),
      answering({ 'nr-workload': 3, 'nr-support': 4 }),
      answering({ 'nr-workload': 2, 'nr-support': 5 }),
      answering({ 'nr-workload': 1, 'nr-support': 5 }),
    ]);
    expect(report.figures(tally, contextOf(QUESTIONS))).toEqual({
      respondents: 5,
      factors: [
        { factor: 'workload', unfavourable_pct: 40, risk: 'high' },
        { factor: 'support', unfavourable_pct: 20, risk: 'moderate' },
      ],
    });
  });

  it('pools a factor’s questions, and gives a factor nobody answered a null risk', () => {
    const questions = [
      likert('w1', 'psychosocial', { factor: 'workload' }),
      likert('w2', 'psychosocial', { factor: 'workload' }),
      likert('h1', 'psychosocial', { factor: 'harassment' }),
    ];
    // workload answers: 2 × (1, 5) and 3 × (5, 5) → unfavourable 2 of 10 = 20 % → moderate
    const tally = tallyOf(questions, [
      ...times(2, answering({ w1: 1, w2: 5 })),
      ...times(3, answering({ w1: 5, w2: 5 })),
    ]);
    expect(report.figures(tally, contextOf(questions)).factors).toEqual([
      { factor: 'workload', unfavourable_pct: 20, risk: 'moderate' },
      { factor: 'harassment', unfavourable_pct: null, risk: null },
    ]);
  });

  it('tabulates one line per set and factor', () => {
    const tally = tallyOf(QUESTIONS, [answering({ 'nr-workload': 5, 'nr-support': 5 })]);
    expect(report.table(report.figures(tally, contextOf(QUESTIONS)))).toEqual({
      header: ['scope', 'group', 'factor', 'unfavourable_pct', 'risk'],
      rows: [
        ['overall', null, 'workload', 100, 'high'],
        ['overall', null, 'support', 0, 'low'],
      ],
    });
  });
});
