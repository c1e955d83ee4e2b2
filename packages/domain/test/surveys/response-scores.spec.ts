import { Questionnaire, responseScores } from '@employee/domain';
import { SequentialIdGenerator } from '@employee/domain/testing';
import { describe, expect, it } from '@jest/globals';

const text = (t: string) => ({ 'pt-BR': t, en: t, es: t });

describe('responseScores (docs/decisions/0003-reports.md#definitions)', () => {
  const questionnaire = Questionnaire.create(
    [
      { kind: 'enps', text: text('Recommend?') },
      { kind: 'lnps', text: text('Leader?') },
      { kind: 'likert', dimension: 'engagement', text: text('Proud') },
      { kind: 'likert', dimension: 'engagement', reversed: true, text: text('Exhausted') },
      { kind: 'likert', dimension: 'career', text: text('Growth') },
      { kind: 'open', text: text('Anything?') },
    ],
    new SequentialIdGenerator(),
  );
  const [enps, lnps, proud, exhausted, growth, open] = questionnaire.questions.map((q) => q.id);

  it('takes eNPS and LNPS as answered and the engagement index as the mean, reversed questions as 6 − value', () => {
    const scores = responseScores(questionnaire, [
      { questionId: enps!, value: 6 },
      { questionId: lnps!, value: 10 },
      { questionId: proud!, value: 5 },
      { questionId: exhausted!, value: 2 },
      { questionId: growth!, value: 1 },
      { questionId: open!, value: 'texto' },
    ]);
    expect(scores).toEqual({ enps: 6, lnps: 10, engagementIndex: 4.5 });
  });

  it('is null where the questionnaire has no such question', () => {
    const careerOnly = Questionnaire.create(
      [{ kind: 'likert', dimension: 'career', text: text('Growth') }],
      new SequentialIdGenerator(),
    );
    const [id] = careerOnly.questions.map((q) => q.id);
    expect(responseScores(careerOnly, [{ questionId: id!, value: 3 }])).toEqual({
      enps: null,
      lnps: null,
      engagementIndex: null,
    });
  });
});
