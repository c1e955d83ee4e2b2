import { readText } from '../kernel/text';
import { Violations, type ViolationMap } from '../kernel/violations';
import type { Question } from './question';
import { MAX_OPEN_ANSWER, SCALES } from './question-catalogue';
import type { Questionnaire } from './questionnaire';
import { RESPONSE_INVALID } from './survey.errors';
import { isPlainObject } from './plain-object';

/**
 * One validated answer: `value` is an integer on the question's scale (`enps`, `lnps` 0–10, `likert` 1–5), or
 * the text of an `open` question (trimmed, 1 to 2,000 characters).
 */
export interface Answer {
  readonly questionId: string;
  readonly value: number | string;
}

/** The entry's value as its question asks, `null` for a blank or `null` open answer (not answered). */
function readValue(
  question: Question,
  raw: unknown,
  field: string,
  violations: Violations,
): number | string | null | undefined {
  if (question.kind === 'open') {
    const text = readText(violations, field, raw, {
      max: MAX_OPEN_ANSWER,
      nullable: true,
      trim: true,
      layout: 'multi-line',
    });
    return text === '' ? null : text;
  }
  const { min, max } = SCALES[question.kind];
  if (typeof raw !== 'number' || !Number.isInteger(raw) || raw < min || raw > max) {
    violations.add(field, 'ANSWER.OUT_OF_RANGE', `must be an integer from ${min} to ${max}`);
    return undefined;
  }
  return raw;
}

/**
 * Checks a respondent's `{answers: [{question_id, value}]}` against the campaign's questionnaire
 * (docs/surveys.md#answers): every question but the `open` ones answered exactly
 * once; a scale value an integer in the question's range (a JSON number with no fraction: `"5"` and `4.5`
 * are refused); an open answer optional, a string of at most 2,000 characters (line breaks allowed; trimmed;
 * blank or `null` counts as not answered); at most one entry per question of the questionnaire. Members of
 * an entry other than `question_id` and `value` are ignored. `rejected` holds the caller's refusals of entries'
 * fields (`answers[i].value` written `1e1` or `10.0`, which `JSON.parse` makes an integer): reported with the
 * others, in place of this check's own for that field (`PriorRejections`).
 * @returns the answers in questionnaire order, open questions left unanswered left out.
 * @throws ValidationError `RESPONSE.INVALID` with every violation at once: on `answers`, `ANSWERS.NOT_A_LIST`
 *   (also when the body is not an object), `ANSWERS.TOO_MANY` (more entries than questions: the entries are then
 *   not read), `ANSWERS.MISSING` (one message per unanswered question, naming its id); on `answers[i]`,
 *   `ANSWER.SHAPE`; on `answers[i].question_id`, `ANSWER.QUESTION_ID` (not a string), `ANSWER.UNKNOWN_QUESTION`,
 *   `ANSWER.DUPLICATE` (a question answered again; the first entry counts); on `answers[i].value`,
 *   `ANSWER.OUT_OF_RANGE` or `TEXT.*`.
 */
export function validateAnswers(
  questionnaire: Questionnaire,
  rawAnswers: unknown,
  rejected: ViolationMap = {},
): Answer[] {
  const list = new Violations();
  const entries = isPlainObject(rawAnswers) ? rawAnswers.answers : undefined;
  if (!Array.isArray(entries)) {
    list.add('answers', 'ANSWERS.NOT_A_LIST', 'must be a list of {question_id, value}');
  } else if (entries.length > questionnaire.questions.length) {
    list.add(
      'answers',
      'ANSWERS.TOO_MANY',
      `must hold at most ${questionnaire.questions.length} answers, one per question`,
    );
  }
  list.throwIfAny(RESPONSE_INVALID);
  const violations = new Violations(rejected);
  const seen = new Set<string>();
  const values = new Map<string, number | string | null>();
  (entries as unknown[]).forEach((entry, index) => {
    const field = `answers[${index}]`;
    if (!isPlainObject(entry)) {
      violations.add(field, 'ANSWER.SHAPE', 'must be an object {question_id, value}');
      return;
    }
    const id = entry.question_id;
    const question = typeof id === 'string' ? questionnaire.question(id) : undefined;
    if (typeof id !== 'string') violations.add(`${field}.question_id`, 'ANSWER.QUESTION_ID', 'must be a string');
    else if (!question)
      violations.add(`${field}.question_id`, 'ANSWER.UNKNOWN_QUESTION', 'is not a question of this campaign');
    else if (seen.has(id)) violations.add(`${field}.question_id`, 'ANSWER.DUPLICATE', 'is answered more than once');
    if (!question || seen.has(question.id)) return;
    seen.add(question.id);
    const value = readValue(question, entry.value, `${field}.value`, violations);
    if (value !== undefined) values.set(question.id, value);
  });
  for (const question of questionnaire.questions) {
    if (question.kind !== 'open' && !seen.has(question.id))
      violations.add('answers', 'ANSWERS.MISSING', `must answer question ${question.id}`);
  }
  violations.throwIfAny(RESPONSE_INVALID);
  return questionnaire.questions.flatMap((question) => {
    const value = values.get(question.id);
    return value === undefined || value === null ? [] : [{ questionId: question.id, value }];
  });
}
