import { reportNamed, type ReportDefinition } from '@employee/domain';
import { describe, expect, it } from '@jest/globals';
import { QUESTIONS, answering, contextOf, tallyOf } from './report-world';

const report = (name: string) => reportNamed(name) as ReportDefinition;

// Three respondents; fam-2 and eng-2 are reversed.
const TALLY = tallyOf(QUESTIONS, [
  answering({ 'eng-1': 5, 'eng-2': 1, 'lead-1': 4, 'fam-1': 5, 'fam-2': 1, 'psy-1': 2 }),
  answering({ 'eng-1': 4, 'eng-2': 3, 'lead-1': 4, 'fam-1': 3, 'fam-2': 2, 'psy-1': 2 }),
  answering({ 'eng-1': 2, 'eng-2': 5, 'fam-1': 1, 'fam-2': 5 }),
]);

describe('the dimensions report', () => {
  it('gives every dimension of the questionnaire, in catalogue order, its pooled likert figures', () => {
    expect(report('dimensions').figures(TALLY, contextOf(QUESTIONS))).toEqual({
      respondents: 3,
      dimensions: [
        // eng-1 5, 4, 2 and eng-2 1, 3, 5 (scored 5, 3, 1): favourable 5, 4, 5 → 3/6 = 50; neutral 3 → 1/6 = 16.7;
        // unfavourable 2, 1 → 2/6 = 33.3; mean (5 + 4 + 2 + 5 + 3 + 1)/6 = 20/6 = 3.3
        {
          dimension: 'engagement',
          favourable_pct: 50,
          neutral_pct: 16.7,
          unfavourable_pct: 33.3,
          mean: 3.3,
          answers: 6,
        },
        // 4, 4: all favourable; mean 4
        { dimension: 'leadership', favourable_pct: 100, neutral_pct: 0, unfavourable_pct: 0, mean: 4, answers: 2 },
        // fam-1 5, 3, 1 and fam-2 1, 2, 5 (scored 5, 4, 1): favourable 5, 5, 4 → 3/6 = 50; neutral 1/6 = 16.7;
        // unfavourable 1, 1 → 2/6 = 33.3; mean (5 + 3 + 1 + 5 + 4 + 1)/6 = 19/6 = 3.17 → 3.2
        { dimension: 'family', favourable_pct: 50, neutral_pct: 16.7, unfavourable_pct: 33.3, mean: 3.2, answers: 6 },
        // 2, 2: unfavourable; mean 2
        { dimension: 'psychological', favourable_pct: 0, neutral_pct: 0, unfavourable_pct: 100, mean: 2, answers: 2 },
        // nobody answered the psychosocial questions
        {
          dimension: 'psychosocial',
          favourable_pct: null,
          neutral_pct: null,
          unfavourable_pct: null,
          mean: null,
          answers: 0,
        },
      ],
    });
  });

  it('tabulates one line per set and dimension', () => {
    const table = report('dimensions').table(report('dimensions').figures(TALLY, contextOf(QUESTIONS)));
    expect(table.header).toEqual([
      'scope',
      'group',
      'dimension',
      'favourable_pct',
      'neutral_pct',
      'unfavourable_pct',
      'mean',
      'answers',
    ]);
    expect(table.rows.map((row) => row[2])).toEqual([
      'engagement',
      'leadership',
      'family',
      'psychological',
      'psychosocial',
    ]);
    expect(table.rows[4]).toEqual(['overall', null, 'psychosocial', null, null, null, null, 0]);
  });
});

describe('the family-dimension and psychological-dimension reports', () => {
  it('give the family dimension question by question, a reversed one turned round, with its totals', () => {
    expect(report('family-dimension').figures(TALLY, contextOf(QUESTIONS))).toEqual({
      respondents: 3,
      // totals as in the dimensions report
      favourable_pct: 50,
      neutral_pct: 16.7,
      unfavourable_pct: 33.3,
      mean: 3.2,
      answers: 6,
      questions: [
        // fam-1 5, 3, 1: 1/3 each; mean 9/3 = 3
        {
          question_id: 'fam-1',
          dimension: 'family',
          favourable_pct: 33.3,
          neutral_pct: 33.3,
          unfavourable_pct: 33.3,
          mean: 3,
          answers: 3,
        },
        // fam-2 reversed 1, 2, 5 → scored 5, 4, 1: favourable 2/3 = 66.7, unfavourable 1/3; mean 10/3 = 3.3
        {
          question_id: 'fam-2',
          dimension: 'family',
          favourable_pct: 66.7,
          neutral_pct: 0,
          unfavourable_pct: 33.3,
          mean: 3.3,
          answers: 3,
        },
      ],
    });
  });

  it('give the psychological dimension the same way', () => {
    const figures = report('psychological-dimension').figures(TALLY, contextOf(QUESTIONS));
    expect(figures).toMatchObject({ favourable_pct: 0, unfavourable_pct: 100, mean: 2, answers: 2 });
    expect(figures.questions).toEqual([
      {
        question_id: 'psy-1',
        dimension: 'psychological',
        favourable_pct: 0,
        neutral_pct: 0,
        unfavourable_pct: 100,
        mean: 2,
        answers: 2,
      },
    ]);
  });

  it('give nulls to a set that did not answer the dimension', () => {
    const tally = tallyOf(QUESTIONS, [answering({ enps: 7 })]);
    const figures = report('family-dimension').figures(tally, contextOf(QUESTIONS));
    expect(figures).toMatchObject({ favourable_pct: null, mean: null, answers: 0 });
    expect(figures.questions).toEqual([
      expect.objectContaining({ question_id: 'fam-1', favourable_pct: null, mean: null, answers: 0 }),
      expect.objectContaining({ question_id: 'fam-2', favourable_pct: null, mean: null, answers: 0 }),
    ]);
  });

  it('tabulate the dimension’s line (no question id) and then one line per question', () => {
    const table = report('family-dimension').table(report('family-dimension').figures(TALLY, contextOf(QUESTIONS)));
    expect(table.header).toEqual([
      'scope',
      'group',
      'question_id',
      'favourable_pct',
      'neutral_pct',
      'unfavourable_pct',
      'mean',
      'answers',
    ]);
    expect(table.rows).toEqual([
      ['overall', null, null, 50, 16.7, 33.3, 3.2, 6],
      ['overall', null, 'fam-1', 33.3, 33.3, 33.3, 3, 3],
      ['overall', null, 'fam-2', 66.7, 0, 33.3, 3.3, 3],
    ]);
  });
});
