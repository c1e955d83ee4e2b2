import { QUESTIONNAIRE_INVALID, Question } from '@employee/domain';
import { describe, expect, it } from '@jest/globals';
import { validationErrorOf, violationCodesOf } from '../kernel/validation.helper';

const TEXT = { 'pt-BR': 'Sinto orgulho de trabalhar aqui.', en: 'I am proud to work here.', es: 'Siento orgullo.' };
const likert = (extra: Record<string, unknown> = {}) => ({
  kind: 'likert',
  dimension: 'engagement',
  text: TEXT,
  ...extra,
});
const create = (raw: unknown) => Question.create(raw, 'q-1', 'questions[3]');

describe('Question', () => {
  it('takes a likert question with its dimension, the given id, and reversed false by default', () => {
    const question = create(likert());
    expect(question).toMatchObject({
      id: 'q-1',
      kind: 'likert',
      dimension: 'engagement',
      factor: null,
      reversed: false,
      text: TEXT,
    });
  });

  it('keeps a psychosocial question factor and a reversed flag', () => {
    const question = create(likert({ dimension: 'psychosocial', factor: 'workload', reversed: true }));
    expect([question.factor, question.reversed]).toEqual(['workload', true]);
  });

  it.each(['enps', 'lnps', 'open'])('takes a %s question without dimension, factor or reversed', (kind) => {
    const question = create({ kind, dimension: null, factor: null, reversed: false, text: TEXT });
    expect([question.kind, question.dimension, question.factor, question.reversed]).toEqual([kind, null, null, false]);
  });

  it('trims the texts and ignores an id sent by the client', () => {
    const question = create(likert({ id: 'client-id', text: { ...TEXT, en: '  I am proud.  ' } }));
    expect([question.id, question.text.en]).toEqual(['q-1', 'I am proud.']);
  });

  it('names every broken rule of the question by its API field, under QUESTIONNAIRE.INVALID', () => {
    const error = validationErrorOf(() =>
      create({ kind: 'likert', dimension: 'happiness', reversed: 'yes', text: { en: '' } }),
    );
    expect(error.code).toBe(QUESTIONNAIRE_INVALID);
    expect(
      violationCodesOf(() => create({ kind: 'likert', dimension: 'happiness', reversed: 'yes', text: { en: '' } })),
    ).toEqual({
      'questions[3].dimension': ['QUESTION.DIMENSION'],
      'questions[3].reversed': ['QUESTION.REVERSED'],
      'questions[3].text.pt-BR': ['TEXT.NOT_A_STRING'],
      'questions[3].text.en': ['QUESTION.TEXT_EMPTY'],
      'questions[3].text.es': ['TEXT.NOT_A_STRING'],
    });
  });

  it.each([
    ['not an object', 'likert', { 'questions[3]': ['QUESTION.SHAPE'] }],
    ['an unknown kind', { kind: 'nps', text: TEXT }, { 'questions[3].kind': ['QUESTION.KIND'] }],
    [
      'a likert without dimension',
      { kind: 'likert', text: TEXT },
      { 'questions[3].dimension': ['QUESTION.DIMENSION'] },
    ],
    [
      'a psychosocial question without factor',
      likert({ dimension: 'psychosocial' }),
      { 'questions[3].factor': ['QUESTION.FACTOR'] },
    ],
    [
      'an unknown factor',
      likert({ dimension: 'psychosocial', factor: 'noise' }),
      { 'questions[3].factor': ['QUESTION.FACTOR'] },
    ],
    [
      'a factor outside psychosocial',
      likert({ factor: 'workload' }),
      { 'questions[3].factor': ['QUESTION.FACTOR_NOT_ALLOWED'] },
    ],
    [
      'an eNPS with a dimension',
      { kind: 'enps', dimension: 'engagement', text: TEXT },
      { 'questions[3].dimension': ['QUESTION.DIMENSION_NOT_ALLOWED'] },
    ],
    [
      'an open question reversed',
      { kind: 'open', reversed: true, text: TEXT },
      { 'questions[3].reversed': ['QUESTION.REVERSED_NOT_ALLOWED'] },
    ],
    ['texts not an object', likert({ text: 'Orgulho' }), { 'questions[3].text': ['QUESTION.TEXT_SHAPE'] }],
    [
      'a text in an unknown language',
      likert({ text: { ...TEXT, fr: 'Fierté' } }),
      { 'questions[3].text.fr': ['QUESTION.TEXT_LANGUAGE'] },
    ],
    ['a blank text', likert({ text: { ...TEXT, es: '   ' } }), { 'questions[3].text.es': ['QUESTION.TEXT_EMPTY'] }],
    [
      'a text over 500 characters',
      likert({ text: { ...TEXT, es: 'a'.repeat(501) } }),
      { 'questions[3].text.es': ['TEXT.TOO_LONG'] },
    ],
    [
      'a text with a line break',
      likert({ text: { ...TEXT, en: 'I am\nproud' } }),
      { 'questions[3].text.en': ['TEXT.INVISIBLE'] },
    ],
  ])('refuses %s', (_, raw, expected) => {
    expect(violationCodesOf(() => create(raw))).toEqual(expected);
  });

  it('reports only the kind when the kind is unknown, not the rules that follow from it', () => {
    expect(violationCodesOf(() => create({ kind: 'stars', dimension: 'engagement', factor: 'x', text: TEXT }))).toEqual(
      {
        'questions[3].kind': ['QUESTION.KIND'],
      },
    );
  });

  it('accepts a text of exactly 500 characters, counted in code points', () => {
    expect(create(likert({ text: { ...TEXT, es: '😀'.repeat(500) } })).text.es).toHaveLength(1000);
  });
});
