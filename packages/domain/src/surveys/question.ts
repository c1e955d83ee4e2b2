import { LANGUAGES, type LanguageCode } from '../kernel/language';
import { readText } from '../kernel/text';
import { Violations } from '../kernel/violations';
import {
  DIMENSIONS,
  type Dimension,
  PSYCHOSOCIAL_FACTORS,
  type PsychosocialFactor,
  QUESTION_KINDS,
  type QuestionKind,
} from './question-catalogue';
import { QUESTIONNAIRE_INVALID } from './survey.errors';
import { isPlainObject } from './plain-object';

/** Longest question text in each language, in characters (Unicode code points). */
export const MAX_QUESTION_TEXT = 500;

/** A question's wording in every language an employee may have: `{"pt-BR", "en", "es"}`. */
export type QuestionText = Readonly<Record<LanguageCode, string>>;

/** A question as a client sends it (`questions[i]` of a campaign), before validation; ids are not part of it. */
export interface RawQuestion {
  readonly kind: QuestionKind;
  readonly dimension?: Dimension | null;
  readonly factor?: PsychosocialFactor | null;
  readonly reversed?: boolean | null;
  readonly text: QuestionText;
}

function oneOf<T extends string>(list: readonly T[], raw: unknown): T | undefined {
  return list.find((item) => item === raw);
}

/** `true` for absent or `null`: the property is not set. */
const isUnset = (raw: unknown): boolean => raw === undefined || raw === null;

function readQuestionText(raw: unknown, field: string, violations: Violations): QuestionText | undefined {
  if (!isPlainObject(raw)) {
    violations.add(field, 'QUESTION.TEXT_SHAPE', `must be an object with the texts ${LANGUAGES.join(', ')}`);
    return undefined;
  }
  for (const language of Object.keys(raw).filter((key) => oneOf(LANGUAGES, key) === undefined)) {
    violations.add(`${field}.${language}`, 'QUESTION.TEXT_LANGUAGE', `is not a language: use ${LANGUAGES.join(', ')}`);
  }
  const texts: Partial<Record<LanguageCode, string>> = {};
  for (const language of LANGUAGES) {
    const path = `${field}.${language}`;
    const text = readText(violations, path, raw[language], { max: MAX_QUESTION_TEXT, trim: true });
    if (text === '') violations.add(path, 'QUESTION.TEXT_EMPTY', 'must not be empty');
    else if (typeof text === 'string') texts[language] = text;
  }
  return Object.keys(texts).length === LANGUAGES.length ? (texts as QuestionText) : undefined;
}

/** A question as stored: every property of {@link Question}, already valid. */
export interface StoredQuestion {
  readonly id: string;
  readonly kind: QuestionKind;
  readonly dimension: Dimension | null;
  readonly factor: PsychosocialFactor | null;
  readonly reversed: boolean;
  readonly text: QuestionText;
}

/**
 * One question of a questionnaire (docs/surveys.md#question-model): its `id` (assigned by the
 * service), `kind`, `dimension` (likert only, and required there; `null` for the other kinds), `factor`
 * (required on a `psychosocial` likert question, `null` on every other), `reversed` (likert only: agreeing is
 * unfavourable, "I often feel exhausted"; `false` unless sent, and always `false` on other kinds) and `text`
 * in the three languages, each 1 to {@link MAX_QUESTION_TEXT} characters, trimmed, on one line.
 */
export class Question {
  private constructor(
    readonly id: string,
    readonly kind: QuestionKind,
    readonly dimension: Dimension | null,
    readonly factor: PsychosocialFactor | null,
    readonly reversed: boolean,
    readonly text: QuestionText,
  ) {}

  /** Rebuilds a stored question (no validation): the parts a database keeps of it. */
  static fromStored(stored: StoredQuestion): Question {
    return new Question(stored.id, stored.kind, stored.dimension, stored.factor, stored.reversed, { ...stored.text });
  }

  /**
   * Validates a raw question and gives it `id`. An `id` member of `raw` is ignored (the service assigns ids).
   * `dimension`, `factor` and `reversed` may be absent or `null` where they do not apply, and are refused
   * with a value there.
   * @param field the API field of the question, prefix of every violation (`questions[3]` →
   *   `questions[3].dimension`, `questions[3].text.pt-BR`).
   * @throws ValidationError `QUESTIONNAIRE.INVALID` with every violation of the question: `QUESTION.SHAPE`
   *   (not an object), `QUESTION.KIND`, `QUESTION.DIMENSION`, `QUESTION.DIMENSION_NOT_ALLOWED`,
   *   `QUESTION.FACTOR`, `QUESTION.FACTOR_NOT_ALLOWED`, `QUESTION.REVERSED`, `QUESTION.REVERSED_NOT_ALLOWED`,
   *   `QUESTION.TEXT_SHAPE`, `QUESTION.TEXT_LANGUAGE`, `QUESTION.TEXT_EMPTY`, `TEXT.*` (not a string, too long,
   *   NUL byte, invisible characters).
   */
  static create(raw: unknown, id: string, field = 'question'): Question {
    const violations = new Violations();
    if (!isPlainObject(raw)) {
      violations.add(field, 'QUESTION.SHAPE', 'must be an object {kind, dimension, factor, reversed, text}');
      violations.throwIfAny(QUESTIONNAIRE_INVALID);
    }
    const r = raw as Record<string, unknown>;
    const kind = oneOf(QUESTION_KINDS, r.kind);
    if (kind === undefined)
      violations.add(`${field}.kind`, 'QUESTION.KIND', `must be one of ${QUESTION_KINDS.join(', ')}`);
    // The rules of dimension, factor and reversed follow from the kind (and factor from the dimension): after an
    // invalid kind or dimension they are skipped rather than guessed.
    const likert = kind === 'likert';
    const dimension = kind && readDimension(r.dimension, likert, `${field}.dimension`, violations);
    const psychosocial = likert && dimension === 'psychosocial';
    const factor =
      dimension === undefined ? undefined : readFactor(r.factor, psychosocial, `${field}.factor`, violations);
    const reversed = kind && readReversed(r.reversed, likert, `${field}.reversed`, violations);
    const text = readQuestionText(r.text, `${field}.text`, violations);
    violations.throwIfAny(QUESTIONNAIRE_INVALID);
    return new Question(
      id,
      kind as QuestionKind,
      dimension as Dimension | null,
      factor as PsychosocialFactor | null,
      reversed as boolean,
      text as QuestionText,
    );
  }
}

function readDimension(
  raw: unknown,
  likert: boolean,
  field: string,
  violations: Violations,
): Dimension | null | undefined {
  if (!likert) {
    if (!isUnset(raw))
      violations.add(field, 'QUESTION.DIMENSION_NOT_ALLOWED', 'must be null: only likert questions have a dimension');
    return null;
  }
  const dimension = oneOf(DIMENSIONS, raw);
  if (dimension === undefined)
    violations.add(field, 'QUESTION.DIMENSION', `is required on a likert question: one of ${DIMENSIONS.join(', ')}`);
  return dimension;
}

function readFactor(
  raw: unknown,
  psychosocial: boolean,
  field: string,
  violations: Violations,
): PsychosocialFactor | null | undefined {
  if (!psychosocial) {
    if (!isUnset(raw))
      violations.add(
        field,
        'QUESTION.FACTOR_NOT_ALLOWED',
        'must be null: only psychosocial likert questions have a factor',
      );
    return null;
  }
  const factor = oneOf(PSYCHOSOCIAL_FACTORS, raw);
  if (factor === undefined)
    violations.add(
      field,
      'QUESTION.FACTOR',
      `is required on a psychosocial question: one of ${PSYCHOSOCIAL_FACTORS.join(', ')}`,
    );
  return factor;
}

function readReversed(raw: unknown, likert: boolean, field: string, violations: Violations): boolean | undefined {
  if (isUnset(raw)) return false;
  if (typeof raw !== 'boolean') {
    violations.add(field, 'QUESTION.REVERSED', 'must be true, false or null');
    return undefined;
  }
  if (raw && !likert)
    violations.add(field, 'QUESTION.REVERSED_NOT_ALLOWED', 'must be false: only likert questions can be reversed');
  return raw;
}
