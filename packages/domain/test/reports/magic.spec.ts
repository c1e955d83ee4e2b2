import { reportNamed, type ReportDefinition } from '@employee/domain';
import { describe, expect, it } from '@jest/globals';
import { answering, contextOf, enps, likert, lnps, tallyOf } from './report-world';

const report = reportNamed('magic') as ReportDefinition;

// One likert question per dimension, with the dimension's name as id; nobody answers `psychological`.
const DIMENSIONS = ['engagement', 'leadership', 'recognition', 'career', 'communication', 'family', 'purpose'] as const;
const QUESTIONS = [enps(), lnps(), likert('psychological', 'psychological'), ...DIMENSIONS.map((d) => likert(d, d))];

/** A respondent answering eNPS, LNPS and then each of DIMENSIONS in order (`null`: not answered). */
const respondent = (...values: Array<number | null>) =>
  answering(
    Object.fromEntries(
      ['enps', 'lnps', ...DIMENSIONS].flatMap((id, i): Array<[string, number]> => {
        const value = values[i];
        return value == null ? [] : [[id, value]];
      }),
    ),
  );

// favourable: engagement 5, 4 → 100 %; leadership 5, 2 → 50; recognition 2, 2 → 0; career 4, 3 → 50;
// communication 5, 5 → 100; family 3, 2 → 0; purpose 4, 1 → 50
// answers in order: eNPS, LNPS, engagement, leadership, recognition, career, communication, family, purpose
const CURRENT = report.figures(
  tallyOf(QUESTIONS, [respondent(10, 9, 5, 5, 2, 4, 5, 3, 4), respondent(6, 9, 4, 2, 2, 3, 5, 2, 1)]),
  contextOf(QUESTIONS, { invited: 4 }),
);

// One respondent: favourable engagement 5 → 100, leadership 5 → 100, recognition 3 → 0, career 2 → 0,
// family 4 → 100, purpose 4 → 100; communication unanswered
const EARLIER = report.figures(
  tallyOf(QUESTIONS, [respondent(9, 3, 5, 5, 3, 2, null, 4, 4)]),
  contextOf(QUESTIONS, { invited: 4 }),
);

describe('the magic report', () => {
  it('gives the headline numbers', () => {
    expect(CURRENT).toMatchObject({
      respondents: 2,
      participation_pct: 50, // 2 of 4 invited
      engagement_index: 4.5, // (5 + 4)/2
      favourable_pct: 50, // 7 favourable of 14 likert answers
      enps: 0, // 10 promoter, 6 detractor → 50 − 50
      lnps: 100, // 9, 9
    });
  });

  it('gives every dimension’s favourability in catalogue order, null for one nobody answered', () => {
    expect(CURRENT.dimensions).toEqual([
      { dimension: 'engagement', favourable_pct: 100 },
      { dimension: 'leadership', favourable_pct: 50 },
      { dimension: 'recognition', favourable_pct: 0 },
      { dimension: 'career', favourable_pct: 50 },
      { dimension: 'communication', favourable_pct: 100 },
      { dimension: 'family', favourable_pct: 0 },
      { dimension: 'psychological', favourable_pct: null },
      { dimension: 'purpose', favourable_pct: 50 },
    ]);
  });

  it('picks the 3 strongest and 3 weakest from one ranking, ties by name, so the lists never share a dimension', () => {
    // ranking: communication 100, engagement 100, career 50, leadership 50, purpose 50, family 0, recognition 0
    expect(CURRENT.strongest).toEqual([
      { dimension: 'communication', favourable_pct: 100 },
      { dimension: 'engagement', favourable_pct: 100 },
      { dimension: 'career', favourable_pct: 50 },
    ]);
    expect(CURRENT.weakest).toEqual([
      { dimension: 'recognition', favourable_pct: 0 },
      { dimension: 'family', favourable_pct: 0 },
      { dimension: 'purpose', favourable_pct: 50 },
    ]);
  });

  it('lets the lists overlap when fewer than 6 dimensions are rated', () => {
    const questions = [likert('a', 'career'), likert('b', 'purpose')];
    // career 5 → 100 %, purpose 1 → 0 %
    const figures = report.figures(tallyOf(questions, [answering({ a: 5, b: 1 })]), contextOf(questions));
    expect(figures.strongest).toEqual([
      { dimension: 'career', favourable_pct: 100 },
      { dimension: 'purpose', favourable_pct: 0 },
    ]);
    expect(figures.weakest).toEqual([
      { dimension: 'purpose', favourable_pct: 0 },
      { dimension: 'career', favourable_pct: 100 },
    ]);
  });

  it('gives nulls to a set without answers', () => {
    const figures = report.figures(tallyOf(QUESTIONS, []), contextOf(QUESTIONS));
    expect(figures).toMatchObject({
      respondents: 0,
      participation_pct: null,
      engagement_index: null,
      favourable_pct: null,
      enps: null,
      lnps: null,
      strongest: [],
      weakest: [],
    });
  });

  it('gives the difference to an earlier campaign, per headline number and per dimension', () => {
    // earlier: 1 of 4 invited = 25 %; index 5; favourable 4 of 6 answers = 66.7 %; eNPS 9 → 100; LNPS 3 → −100
    expect(report.difference?.(CURRENT, EARLIER)).toEqual({
      respondents: 1, // 2 − 1
      participation_pct: 25, // 50 − 25
      engagement_index: -0.5, // 4.5 − 5
      favourable_pct: -16.7, // 50 − 66.7
      enps: -100, // 0 − 100
      lnps: 200, // 100 − (−100)
      strongest: [
        { dimension: 'communication', favourable_pct: null }, // nobody answered it earlier
        { dimension: 'engagement', favourable_pct: 0 }, // 100 − 100
        { dimension: 'career', favourable_pct: 50 }, // 50 − 0
      ],
      weakest: [
        { dimension: 'recognition', favourable_pct: 0 }, // 0 − 0
        { dimension: 'family', favourable_pct: -100 }, // 0 − 100
        { dimension: 'purpose', favourable_pct: -50 }, // 50 − 100
      ],
      dimensions: [
        { dimension: 'engagement', favourable_pct: 0 },
        { dimension: 'leadership', favourable_pct: -50 }, // 50 − 100
        { dimension: 'recognition', favourable_pct: 0 },
        { dimension: 'career', favourable_pct: 50 },
        { dimension: 'communication', favourable_pct: null },
        { dimension: 'family', favourable_pct: -100 },
        { dimension: 'psychological', favourable_pct: null },
        { dimension: 'purpose', favourable_pct: -50 },
      ],
    });
  });

  it('tabulates one line per set with the headline numbers and the strongest and weakest dimensions', () => {
    expect(report.table({ ...CURRENT, groups: [{ group: 'Sales', suppressed: true }] })).toEqual({
      header: [
        'scope',
        'group',
        'respondents',
        'participation_pct',
        'engagement_index',
        'favourable_pct',
        'enps',
        'lnps',
        'strongest_1',
        'strongest_2',
        'strongest_3',
        'weakest_1',
        'weakest_2',
        'weakest_3',
      ],
      rows: [
        [
          'overall',
          null,
          2,
          50,
          4.5,
          50,
          0,
          100,
          'communication',
          'engagement',
          'career',
          'recognition',
          'family',
          'purpose',
        ],
        ['group', 'Sales', ...Array.from({ length: 12 }, () => null)],
      ],
    });
  });
});
