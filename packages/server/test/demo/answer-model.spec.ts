import { DateBR, type Campaign, type Employee } from '@employee/domain';
import { aCampaign, anEmployee } from '@employee/domain/testing';
import { describe, expect, it } from '@jest/globals';
import { generatedAnswers, type AnswerBody } from '../../src/demo/answer-model';

const today = DateBR.create('25/11/2026', 'today');
const campaign: Campaign = aCampaign().build();
const enpsId = campaign.questionnaire.questions.find((q) => q.kind === 'enps')!.id;

function people(count: number, hiringDate: string, department: string): Employee[] {
  return Array.from({ length: count }, () =>
    anEmployee()
      .withHiringDate(hiringDate)
      .withFieldValues([{ filterId: 'f', key: 'departamento', value: department }])
      .build(),
  );
}

const enpsOf = (body: AnswerBody | null) => body?.answers.find((a) => a.question_id === enpsId)?.value as number;
const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;

describe('generatedAnswers (docs/surveys.md#generated-data)', () => {
  const options = { seed: 7, rate: 0.7, today };

  it('gives the same employee the same answers for the same seed, and others for another seed', () => {
    const [employee] = people(1, '01/01/2020', 'Vendas');
    const answers = Array.from({ length: 5 }, () => generatedAnswers(employee!, campaign, { ...options, rate: 1 }));
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    const seeds = [1, 2, 3, 4, 5].map((seed) =>
      JSON.stringify(generatedAnswers(employee!, campaign, { ...options, seed, rate: 1 })),
    );
    expect(new Set(seeds).size).toBe(5);
  });

  it('answers about the asked share, every scale question in range', () => {
    const everyone = people(2000, '01/01/2020', 'Vendas');
    const bodies = everyone.map((e) => generatedAnswers(e, campaign, options)).filter((b) => b !== null);
    expect(bodies.length / everyone.length).toBeGreaterThan(0.66);
    expect(bodies.length / everyone.length).toBeLessThan(0.74);
    const scale = campaign.questionnaire.questions.filter((q) => q.kind !== 'open');
    for (const body of bodies.slice(0, 50)) {
      expect(body.answers.filter((a) => typeof a.value === 'number')).toHaveLength(scale.length);
      for (const { value } of body.answers)
        if (typeof value === 'number') expect(value >= 0 && value <= 10 && Number.isInteger(value)).toBe(true);
    }
  });

  it('has structure: the first months score higher than the second year, departments differ', () => {
    const score = (group: Employee[]) =>
      mean(group.map((e) => enpsOf(generatedAnswers(e, campaign, { ...options, rate: 1 }))));
    const newcomers = score(people(800, '01/10/2026', 'Vendas'));
    const secondYear = score(people(800, '01/06/2025', 'Vendas'));
    expect(newcomers - secondYear).toBeGreaterThan(0.8);
    const departments = ['Vendas', 'Financeiro', 'Tecnologia', 'Operações', 'Jurídico'].map((d) =>
      score(people(400, '01/01/2020', d)),
    );
    expect(Math.max(...departments) - Math.min(...departments)).toBeGreaterThan(0.5);
  });
});
