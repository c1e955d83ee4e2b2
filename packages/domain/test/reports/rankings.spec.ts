import { reportNamed, type Figures, type ReportDefinition } from '@employee/domain';
import { describe, expect, it } from '@jest/globals';
import { QUESTIONS, answering, contextOf, tallyOf } from './report-world';

const report = (name: string) => reportNamed(name) as ReportDefinition;

describe('the ranking-questions report', () => {
  // Two respondents; eng-2, fam-2 and nr-workload are reversed; nobody answers nr-support.
  const tally = tallyOf(QUESTIONS, [
    answering({ 'eng-1': 5, 'eng-2': 1, 'lead-1': 4, 'fam-1': 5, 'fam-2': 5, 'psy-1': 3, 'nr-workload': 1 }),
    answering({ 'eng-1': 5, 'eng-2': 3, 'lead-1': 2, 'fam-1': 4, 'fam-2': 5, 'psy-1': 4, 'nr-workload': 2 }),
  ]);
  const ranking = () => report('ranking-questions').figures(tally, contextOf(QUESTIONS));

  it('ranks the likert questions by favourability, ties sharing a rank in questionnaire order, unanswered last', () => {
    // favourable: eng-1 5, 5 → 100; eng-2 scored 5, 3 → 50; lead-1 4, 2 → 50; fam-1 5, 4 → 100;
    // fam-2 scored 1, 1 → 0; psy-1 3, 4 → 50; nr-workload scored 5, 4 → 100; nr-support no answer
    const questions = ranking().questions as Array<Record<string, unknown>>;
    expect(questions.map((q) => [q.rank, q.question_id, q.dimension, q.favourable_pct])).toEqual([
      [1, 'eng-1', 'engagement', 100],
      [1, 'fam-1', 'family', 100],
      [1, 'nr-workload', 'psychosocial', 100],
      [4, 'eng-2', 'engagement', 50],
      [4, 'lead-1', 'leadership', 50],
      [4, 'psy-1', 'psychological', 50],
      [7, 'fam-2', 'family', 0],
      [null, 'nr-support', 'psychosocial', null],
    ]);
  });

  it('gives each question its full likert figures', () => {
    // lead-1 4, 2: favourable 1/2, unfavourable 1/2, mean 3
    expect((ranking().questions as unknown[])[4]).toEqual({
      rank: 4,
      question_id: 'lead-1',
      dimension: 'leadership',
      favourable_pct: 50,
      neutral_pct: 0,
      unfavourable_pct: 50,
      mean: 3,
      answers: 2,
    });
  });

  it('tabulates one line per set and question in rank order', () => {
    const table = report('ranking-questions').table(ranking());
    expect(table.header.slice(2)).toEqual([
      'rank',
      'question_id',
      'dimension',
      'favourable_pct',
      'neutral_pct',
      'unfavourable_pct',
      'mean',
      'answers',
    ]);
    expect(table.rows[0]).toEqual(['overall', null, 1, 'eng-1', 'engagement', 100, 0, 0, 5, 2]);
    expect(table.rows).toHaveLength(8);
  });
});

describe('the ranking-filters report', () => {
  it('requires a group_by', () => {
    expect(report('ranking-filters').grouping).toBe('required');
  });

  it('gives each set its engagement index, overall favourability and eNPS', () => {
    const tally = tallyOf(QUESTIONS, [
      answering({ enps: 10, 'eng-1': 5, 'eng-2': 2, 'lead-1': 3 }),
      answering({ enps: 6, 'eng-1': 3, 'lead-1': 2 }),
    ]);
    // engagement indexes (5 + 4)/2 = 4.5 and 3 → 3.75 → 3.8
    // likert answers 5, 2 (reversed → 4), 3, 3, 2: favourable 2/5 = 40 %
    // eNPS: one promoter, one detractor → 0
    expect(report('ranking-filters').figures(tally, contextOf(QUESTIONS))).toEqual({
      respondents: 2,
      engagement_index: 3.8,
      favourable_pct: 40,
      enps: 0,
    });
  });

  it('ranks groups by engagement index, best first; ties by label (pt-BR), no value last; no index last', () => {
    const group = (label: string | null, index: number | null) => ({
      group: label,
      figures: { engagement_index: index } as Figures,
    });
    const sorted = report('ranking-filters').sortGroups?.([
      group('Compras', 3.5),
      group('Zeta', null),
      group(null, 3.5),
      group('Vendas', 4.2),
      group('Ápice', 3.5),
    ]);
    expect(sorted?.map((g) => g.group)).toEqual(['Vendas', 'Ápice', 'Compras', null, 'Zeta']);
  });
});
