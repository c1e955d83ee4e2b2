import { Questionnaire, respondentSections, standardQuestionnaire } from '@employee/domain';
import { SequentialIdGenerator } from '@employee/domain/testing';
import { describe, expect, it } from '@jest/globals';

const texts = (text: string) => ({ 'pt-BR': text, en: `${text} (en)`, es: `${text} (es)` });

describe('respondentSections', () => {
  it('cuts the standard questionnaire into screens by dimension, eNPS, LNPS and open, in order', () => {
    const questionnaire = Questionnaire.create(standardQuestionnaire(), new SequentialIdGenerator());
    const sections = respondentSections(questionnaire, 'pt-BR');

    expect(sections.map((s) => [s.key, s.questions.length])).toEqual([
      ['enps', 1],
      ['engagement', 4],
      ['lnps', 1],
      ['leadership', 4],
      ['recognition', 3],
      ['career', 3],
      ['communication', 3],
      ['family', 3],
      ['psychological', 4],
      ['psychosocial', 10],
      ['purpose', 3],
      ['relationships', 3],
      ['open', 2],
    ]);
    expect(sections.flatMap((s) => s.questions.map((q) => q.id))).toEqual(questionnaire.questions.map((q) => q.id));
    expect(sections[0]?.questions[0]?.text).toBe(
      'Em uma escala de 0 a 10, o quanto você recomendaria esta empresa como um lugar para trabalhar?',
    );
  });

  it('gives each question its text in the language, its scale and whether it is required; nothing else', () => {
    const questionnaire = Questionnaire.create(
      [
        { kind: 'likert', dimension: 'psychosocial', factor: 'workload', reversed: true, text: texts('Pressão') },
        { kind: 'enps', text: texts('Recomendaria?') },
        { kind: 'likert', dimension: 'psychosocial', factor: 'support', text: texts('Apoio') },
        { kind: 'open', text: texts('Algo mais?') },
      ],
      new SequentialIdGenerator(),
    );
    const [first, second, third, fourth] = questionnaire.questions.map((q) => q.id);

    expect(respondentSections(questionnaire, 'es')).toEqual([
      {
        key: 'psychosocial',
        questions: [{ id: first, kind: 'likert', text: 'Pressão (es)', scale: { min: 1, max: 5 }, required: true }],
      },
      {
        key: 'enps',
        questions: [
          { id: second, kind: 'enps', text: 'Recomendaria? (es)', scale: { min: 0, max: 10 }, required: true },
        ],
      },
      {
        key: 'psychosocial',
        questions: [{ id: third, kind: 'likert', text: 'Apoio (es)', scale: { min: 1, max: 5 }, required: true }],
      },
      { key: 'open', questions: [{ id: fourth, kind: 'open', text: 'Algo mais? (es)', scale: null, required: false }] },
    ]);
  });
});
