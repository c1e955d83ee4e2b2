import type { IdGenerator } from '../kernel/id-generator';
import { Violations } from '../kernel/violations';
import { Question, type StoredQuestion } from './question';
import { QUESTIONNAIRE_INVALID } from './survey.errors';

/** Most questions a questionnaire may hold (docs/surveys.md#question-model). */
export const MAX_QUESTIONS = 100;

/**
 * The ordered questions of a campaign, 1 to {@link MAX_QUESTIONS}, each with its own id.
 * Source: docs/surveys.md#question-model.
 */
export class Questionnaire {
  private readonly byId: ReadonlyMap<string, Question>;

  private constructor(readonly questions: readonly Question[]) {
    this.byId = new Map(questions.map((question) => [question.id, question]));
  }

  /**
   * Validates a campaign's `questions` (a list of raw questions, see `Question.create`) and gives each a
   * fresh id from `ids`, in list order.
   * @throws ValidationError `QUESTIONNAIRE.INVALID` with every violation at once: on `questions`,
   *   `QUESTIONNAIRE.NOT_A_LIST` or `QUESTIONNAIRE.SIZE` (empty, or over {@link MAX_QUESTIONS}: the questions
   *   are then not read); on `questions[i]…`, each question's own violations.
   */
  static create(rawQuestions: unknown, ids: IdGenerator): Questionnaire {
    const violations = new Violations();
    if (!Array.isArray(rawQuestions)) {
      violations.add('questions', 'QUESTIONNAIRE.NOT_A_LIST', 'must be a list of questions');
    } else if (rawQuestions.length < 1 || rawQuestions.length > MAX_QUESTIONS) {
      violations.add('questions', 'QUESTIONNAIRE.SIZE', `must hold 1 to ${MAX_QUESTIONS} questions`);
    }
    violations.throwIfAny(QUESTIONNAIRE_INVALID);
    const questions = (rawQuestions as unknown[]).map((raw, index) =>
      violations.attempt(() => Question.create(raw, ids.next(), `questions[${index}]`)),
    );
    violations.throwIfAny(QUESTIONNAIRE_INVALID);
    return new Questionnaire(questions as Question[]);
  }

  /** Rebuilds a stored questionnaire (no validation), questions in their stored order. */
  static fromStored(questions: readonly StoredQuestion[]): Questionnaire {
    return new Questionnaire(questions.map((question) => Question.fromStored(question)));
  }

  /** The question with this id, or `undefined` when the questionnaire has none. */
  question(id: string): Question | undefined {
    return this.byId.get(id);
  }
}
