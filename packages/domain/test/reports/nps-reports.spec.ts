import { reportNamed, type ReportDefinition } from '@employee/domain';
import { describe, expect, it } from '@jest/globals';
import { QUESTIONS, answering, contextOf, tallyOf, times } from './report-world';

const report = (name: string) => reportNamed(name) as ReportDefinition;
const figuresOf = (name: string, respondents: Parameters<typeof tallyOf>[1]) =>
  report(name).figures(tallyOf(QUESTIONS, respondents), contextOf(QUESTIONS));

describe.each([
  ['enps', 'enps', 'lnps'],
  ['lnps', 'lnps', 'enps'],
])('the %s report', (name, own, other) => {
  it('reads its own question: promoters, passives, detractors, the score and the full distribution', () => {
    // own answers 10, 9, 9, 8, 3: promoters 3/5 = 60 %, passives 1/5 = 20 %, detractors 1/5 = 20 % → 60 − 20 = 40
    // (the other 0–10 question is answered 0 by everyone and must not count)
    const figures = figuresOf(
      name,
      [10, 9, 9, 8, 3].map((value) => answering({ [own]: value, [other]: 0 })),
    );
    expect(figures).toEqual({
      respondents: 5,
      score: 40,
      promoters_pct: 60,
      passives_pct: 20,
      detractors_pct: 20,
      distribution: [0, 0, 0, 1, 0, 0, 0, 0, 1, 2, 1].map((count, value) => ({ value, count })),
    });
  });

  it('is 100 when everyone promotes and −100 when everyone detracts', () => {
    expect(figuresOf(name, [answering({ [own]: 9 }), answering({ [own]: 10 })]).score).toBe(100);
    expect(figuresOf(name, [answering({ [own]: 0 }), answering({ [own]: 6 })]).score).toBe(-100);
  });

  it('rounds the score from the counts: 2 promoters, 1 passive, 3 detractors of 6', () => {
    // (2 − 3) / 6 = −16.67 % → −16.7; promoters 33.3, passives 16.7, detractors 50
    const figures = figuresOf(name, [
      ...times(2, answering({ [own]: 9 })),
      answering({ [own]: 7 }),
      ...times(3, answering({ [own]: 5 })),
    ]);
    expect(figures).toMatchObject({ score: -16.7, promoters_pct: 33.3, passives_pct: 16.7, detractors_pct: 50 });
  });

  it('gives nulls and an all-zero distribution when the set has no answer to its question', () => {
    const figures = figuresOf(name, [answering({ [other]: 10 })]);
    expect(figures).toMatchObject({ respondents: 1, score: null, promoters_pct: null, detractors_pct: null });
    expect(figures.distribution).toEqual(Array.from({ length: 11 }, (_, value) => ({ value, count: 0 })));
  });

  it('tabulates the overall line and each group, a suppressed group as empty cells', () => {
    const overall = figuresOf(name, [answering({ [own]: 10 }), answering({ [own]: 4 })]);
    const sales = figuresOf(name, [answering({ [own]: 10 })]);
    const table = report(name).table({
      ...overall,
      groups: [
        { group: 'Sales', ...sales },
        { group: 'Legal', suppressed: true },
      ],
    });
    expect(table.header).toEqual([
      'scope',
      'group',
      'respondents',
      'score',
      'promoters_pct',
      'passives_pct',
      'detractors_pct',
      ...Array.from({ length: 11 }, (_, value) => `answers_${value}`),
    ]);
    // overall: 10 and 4 → promoters 50 %, detractors 50 %, score 0
    expect(table.rows).toEqual([
      ['overall', null, 2, 0, 50, 0, 50, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1],
      ['group', 'Sales', 1, 100, 100, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1],
      ['group', 'Legal', ...Array.from({ length: 16 }, () => null)],
    ]);
  });
});
