import { reportNamed, type ReportDefinition } from '@employee/domain';
import { describe, expect, it } from '@jest/globals';
import { QUESTIONS, answering, contextOf, tallyOf, type Respondent } from './report-world';

const report = (name: string) => reportNamed(name) as ReportDefinition;
const figuresOf = (name: string, respondents: readonly Respondent[]) =>
  report(name).figures(tallyOf(QUESTIONS, respondents), contextOf(QUESTIONS));

describe('the engagement-clusters report', () => {
  it('puts exactly 4.0 in engaged and exactly 3.0 in neutral, reversed answers turned round', () => {
    const figures = figuresOf('engagement-clusters', [
      answering({ 'eng-1': 4, 'eng-2': 2 }), // 4 and 6 − 2 = 4 → 4.0 engaged
      answering({ 'eng-1': 5, 'eng-2': 5 }), // 5 and 1 → 3.0 neutral
      answering({ 'eng-1': 4, 'eng-2': 3 }), // 4 and 3 → 3.5 neutral
      answering({ 'eng-1': 3, 'eng-2': 4 }), // 3 and 2 → 2.5 disengaged
      answering({ enps: 9 }), // no engagement answer: in no cluster
    ]);
    // 4 respondents have an index: engaged 1/4 = 25 %, neutral 2/4 = 50 %, disengaged 1/4 = 25 %
    expect(figures).toEqual({
      respondents: 5,
      clusters: [
        { cluster: 'engaged', count: 1, pct: 25 },
        { cluster: 'neutral', count: 2, pct: 50 },
        { cluster: 'disengaged', count: 1, pct: 25 },
      ],
    });
  });

  it('lists every cluster with null percentages when nobody has an engagement index', () => {
    expect(figuresOf('engagement-clusters', [answering({ enps: 9 })]).clusters).toEqual([
      { cluster: 'engaged', count: 0, pct: null },
      { cluster: 'neutral', count: 0, pct: null },
      { cluster: 'disengaged', count: 0, pct: null },
    ]);
  });

  it('tabulates one line per set and cluster', () => {
    const figures = figuresOf('engagement-clusters', [answering({ 'eng-1': 5 })]);
    expect(report('engagement-clusters').table(figures)).toEqual({
      header: ['scope', 'group', 'cluster', 'count', 'pct'],
      rows: [
        ['overall', null, 'engaged', 1, 100],
        ['overall', null, 'neutral', 0, 0],
        ['overall', null, 'disengaged', 0, 0],
      ],
    });
  });
});

describe('the attrition-clusters report', () => {
  const respondents: Respondent[] = [
    { answers: { enps: 6, 'eng-1': 2 }, leaver: true }, // detractor, disengaged → high
    { answers: { enps: 3, 'eng-1': 1 } }, // high
    { answers: { enps: 9, 'eng-1': 2 }, leaver: true }, // disengaged only → medium
    { answers: { enps: 5, 'eng-1': 4 } }, // detractor only → medium
    { answers: { enps: 10, 'eng-1': 5 } }, // low
    { answers: { enps: 8, 'eng-1': 3 } }, // passive, neutral → low
    { answers: { enps: 7, 'eng-1': 4 } }, // low
    { answers: { 'eng-1': 1 }, leaver: true }, // no eNPS answer: no band
  ];

  it('bands respondents by cluster × eNPS category and gives each band’s observed leaver rate', () => {
    // banded: 7; high 2/7 = 28.6 %, medium 2/7 = 28.6 %, low 3/7 = 42.9 %
    // leavers: high 1 of 2 = 50 %, medium 1 of 2 = 50 %, low 0 of 3 = 0 %
    expect(figuresOf('attrition-clusters', respondents)).toEqual({
      respondents: 8,
      bands: [
        { band: 'high', count: 2, pct: 28.6, leavers: 1, leaver_rate_pct: 50 },
        { band: 'medium', count: 2, pct: 28.6, leavers: 1, leaver_rate_pct: 50 },
        { band: 'low', count: 3, pct: 42.9, leavers: 0, leaver_rate_pct: 0 },
      ],
    });
  });

  it('gives an empty band a null leaver rate', () => {
    const bands = figuresOf('attrition-clusters', respondents.slice(4)).bands;
    // only the low band has respondents: 3 of 3
    expect(bands).toEqual([
      { band: 'high', count: 0, pct: 0, leavers: 0, leaver_rate_pct: null },
      { band: 'medium', count: 0, pct: 0, leavers: 0, leaver_rate_pct: null },
      { band: 'low', count: 3, pct: 100, leavers: 0, leaver_rate_pct: 0 },
    ]);
  });

  it('tabulates one line per set and band', () => {
    const table = report('attrition-clusters').table(figuresOf('attrition-clusters', respondents));
    expect(table.header).toEqual(['scope', 'group', 'band', 'count', 'pct', 'leavers', 'leaver_rate_pct']);
    expect(table.rows[0]).toEqual(['overall', null, 'high', 2, 28.6, 1, 50]);
    expect(table.rows).toHaveLength(3);
  });
});
