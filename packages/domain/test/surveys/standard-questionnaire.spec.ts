import { DIMENSIONS, LANGUAGES, PSYCHOSOCIAL_FACTORS, Questionnaire, standardQuestionnaire } from '@employee/domain';
import { SequentialIdGenerator } from '@employee/domain/testing';
import { describe, expect, it } from '@jest/globals';

const questions = Questionnaire.create(standardQuestionnaire(), new SequentialIdGenerator()).questions;
const countOf = (predicate: (q: (typeof questions)[number]) => boolean): number => questions.filter(predicate).length;

describe('standardQuestionnaire', () => {
  it('is a valid questionnaire of at most 60 questions', () => {
    expect(questions.length).toBeGreaterThan(0);
    expect(questions.length).toBeLessThanOrEqual(60);
  });

  it('has one eNPS, one LNPS and two open questions', () => {
    expect([
      countOf((q) => q.kind === 'enps'),
      countOf((q) => q.kind === 'lnps'),
      countOf((q) => q.kind === 'open'),
    ]).toEqual([1, 1, 2]);
  });

  it.each(DIMENSIONS)('has at least 3 likert questions in %s', (dimension) => {
    expect(countOf((q) => q.dimension === dimension)).toBeGreaterThanOrEqual(3);
  });

  it.each(PSYCHOSOCIAL_FACTORS)('has a psychosocial question on the factor %s', (factor) => {
    expect(countOf((q) => q.dimension === 'psychosocial' && q.factor === factor)).toBeGreaterThanOrEqual(1);
  });

  it('has reversed questions, among them the exhaustion one, all likert', () => {
    const reversed = questions.filter((q) => q.reversed);
    expect(reversed.length).toBeGreaterThanOrEqual(3);
    expect(reversed.every((q) => q.kind === 'likert')).toBe(true);
    expect(reversed.map((q) => q.text.en)).toContain('I often feel exhausted at the end of the working day.');
  });

  it.each(LANGUAGES)('has no empty or duplicated text in %s', (language) => {
    const texts = questions.map((q) => q.text[language]);
    expect(texts.every((t) => t.trim().length > 0)).toBe(true);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('asks the eNPS in the wording of a real engagement survey, first', () => {
    expect(questions[0]?.text['pt-BR']).toBe(
      'Em uma escala de 0 a 10, o quanto você recomendaria esta empresa como um lugar para trabalhar?',
    );
  });

  it('returns a fresh copy on every call', () => {
    const first = standardQuestionnaire();
    first.pop();
    expect(standardQuestionnaire()).toHaveLength(questions.length);
  });
});
