import { Questionnaire, RESPONSE_INVALID, validateAnswers } from '@employee/domain';
import { SequentialIdGenerator } from '@employee/domain/testing';
import { describe, expect, it } from '@jest/globals';
import { validationErrorOf, violationCodesOf } from '../kernel/validation.helper';

const TEXT = { 'pt-BR': 'P', en: 'Q', es: 'P' };
const questionnaire = Questionnaire.create(
  [
    { kind: 'enps', text: TEXT },
    { kind: 'likert', dimension: 'engagement', text: TEXT },
    { kind: 'lnps', text: TEXT },
    { kind: 'open', text: TEXT },
  ],
  new SequentialIdGenerator('a'),
);
const [ENPS, LIKERT, LNPS, OPEN] = questionnaire.questions.map((q) => q.id) as [string, string, string, string];
const UNKNOWN = '0000000a-0000-4000-8000-000000000099';

interface Entry {
  question_id: unknown;
  value: unknown;
}
const answer = (question_id: unknown, value: unknown): Entry => ({ question_id, value });
const complete = (...extra: Entry[]) => [answer(LNPS, 10), answer(ENPS, 0), answer(LIKERT, 5), ...extra];
const validate = (answers: unknown) => validateAnswers(questionnaire, { answers });
const codesOf = (answers: unknown) => violationCodesOf(() => validate(answers));

describe('validateAnswers', () => {
  it('returns the answers in questionnaire order, an open answer trimmed', () => {
    expect(validate(complete(answer(OPEN, '  Mais home office.\nE café.  ')))).toEqual([
      { questionId: ENPS, value: 0 },
      { questionId: LIKERT, value: 5 },
      { questionId: LNPS, value: 10 },
      { questionId: OPEN, value: 'Mais home office.\nE café.' },
    ]);
  });

  it.each([
    ['left out', complete()],
    ['null', complete(answer(OPEN, null))],
    ['blank', complete(answer(OPEN, '   '))],
  ])('treats an open answer %s as not answered', (_, answers) => {
    expect(validate(answers).map((a) => a.questionId)).toEqual([ENPS, LIKERT, LNPS]);
  });

  it('accepts an open answer of exactly 2,000 characters and refuses 2,001', () => {
    expect(validate(complete(answer(OPEN, 'x'.repeat(2000))))).toHaveLength(4);
    expect(codesOf(complete(answer(OPEN, 'x'.repeat(2001))))).toEqual({ 'answers[3].value': ['TEXT.TOO_LONG'] });
  });

  it.each([
    [ENPS, 11],
    [ENPS, -1],
    [LNPS, 11],
    [LIKERT, 0],
    [LIKERT, 6],
    [LIKERT, 4.5],
    [LIKERT, '4'],
    [LIKERT, null],
    [ENPS, true],
  ])('refuses %s = %p as out of range', (id, value) => {
    const answers = complete().map((a) => (a.question_id === id ? answer(id, value) : a));
    const index = answers.findIndex((a) => a.question_id === id);
    expect(codesOf(answers)).toEqual({ [`answers[${index}].value`]: ['ANSWER.OUT_OF_RANGE'] });
  });

  it('accepts the ends of each scale', () => {
    expect(validate([answer(ENPS, 10), answer(LIKERT, 1), answer(LNPS, 0)]).map((a) => a.value)).toEqual([10, 1, 0]);
  });

  it('refuses an open answer that is not a string', () => {
    expect(codesOf(complete(answer(OPEN, 7)))).toEqual({ 'answers[3].value': ['TEXT.NOT_A_STRING'] });
  });

  it('names every unanswered non-open question', () => {
    const error = validationErrorOf(() => validate([answer(LIKERT, 3)]));
    expect(error.code).toBe(RESPONSE_INVALID);
    expect(error.errors).toEqual({ answers: [`must answer question ${ENPS}`, `must answer question ${LNPS}`] });
  });

  it('reports every broken rule at once: unknown id, duplicate, id not a string, missing question', () => {
    expect(codesOf([answer(ENPS, 9), answer(UNKNOWN, 3), answer(ENPS, 7), answer(42, 5)])).toEqual({
      'answers[1].question_id': ['ANSWER.UNKNOWN_QUESTION'],
      'answers[2].question_id': ['ANSWER.DUPLICATE'],
      'answers[3].question_id': ['ANSWER.QUESTION_ID'],
      answers: ['ANSWERS.MISSING', 'ANSWERS.MISSING'],
    });
  });

  it('refuses an entry that is not an object', () => {
    expect(codesOf([answer(ENPS, 9), answer(LIKERT, 3), 'LNPS=8'])).toEqual({
      'answers[2]': ['ANSWER.SHAPE'],
      answers: ['ANSWERS.MISSING'],
    });
  });

  it('refuses a second answer to an open question too', () => {
    expect(codesOf([answer(ENPS, 0), answer(LIKERT, 5), answer(OPEN, 'a'), answer(OPEN, 'b')])).toEqual({
      'answers[3].question_id': ['ANSWER.DUPLICATE'],
      answers: ['ANSWERS.MISSING'],
    });
  });

  it.each([
    ['a body that is not an object', 'answers', 'ANSWERS.NOT_A_LIST'],
    ['answers that are not a list', { answers: { [ENPS]: 9 } }, 'ANSWERS.NOT_A_LIST'],
    ['more entries than questions', { answers: complete(answer(OPEN, 'a'), answer(OPEN, 'b')) }, 'ANSWERS.TOO_MANY'],
  ])('refuses %s', (_, body, code) => {
    expect(violationCodesOf(() => validateAnswers(questionnaire, body))).toEqual({ answers: [code] });
  });
});
