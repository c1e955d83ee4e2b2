import { MAX_QUESTIONS, QUESTIONNAIRE_INVALID, Questionnaire } from '@employee/domain';
import { SequentialIdGenerator } from '@employee/domain/testing';
import { describe, expect, it } from '@jest/globals';
import { validationErrorOf, violationCodesOf } from '../kernel/validation.helper';

const TEXT = { 'pt-BR': 'Pergunta', en: 'Question', es: 'Pregunta' };
const enps = { kind: 'enps', text: TEXT };
const likert = { kind: 'likert', dimension: 'career', text: TEXT };

describe('Questionnaire', () => {
  it('keeps the questions in order, each with a fresh id, and finds them by id', () => {
    const questionnaire = Questionnaire.create(
      [enps, likert, { kind: 'open', text: TEXT }],
      new SequentialIdGenerator(),
    );
    expect(questionnaire.questions.map((q) => [q.id.slice(-1), q.kind])).toEqual([
      ['1', 'enps'],
      ['2', 'likert'],
      ['3', 'open'],
    ]);
    const second = questionnaire.questions[1];
    expect(second && questionnaire.question(second.id)).toBe(second);
    expect(questionnaire.question('00000000-0000-4000-8000-000000000009')).toBeUndefined();
  });

  it('reports the violations of every question at once', () => {
    const error = validationErrorOf(() =>
      Questionnaire.create(
        [enps, { kind: 'likert', text: TEXT }, likert, { kind: 'open' }],
        new SequentialIdGenerator(),
      ),
    );
    expect(error.code).toBe(QUESTIONNAIRE_INVALID);
    expect(Object.keys(error.violations)).toEqual(['questions[1].dimension', 'questions[3].text']);
  });

  it.each([
    ['not a list', { questions: [enps] }, 'QUESTIONNAIRE.NOT_A_LIST'],
    ['empty', [], 'QUESTIONNAIRE.SIZE'],
    [`over ${MAX_QUESTIONS} questions`, Array.from({ length: MAX_QUESTIONS + 1 }, () => enps), 'QUESTIONNAIRE.SIZE'],
  ])('refuses a list %s', (_, raw, code) => {
    expect(violationCodesOf(() => Questionnaire.create(raw, new SequentialIdGenerator()))).toEqual({
      questions: [code],
    });
  });

  it(`accepts exactly ${MAX_QUESTIONS} questions`, () => {
    const raw = Array.from({ length: MAX_QUESTIONS }, () => likert);
    expect(Questionnaire.create(raw, new SequentialIdGenerator()).questions).toHaveLength(MAX_QUESTIONS);
  });
});
