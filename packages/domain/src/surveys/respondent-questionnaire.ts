import type { LanguageCode } from '../kernel/language';
import type { Question } from './question';
import { SCALES, type Dimension, type QuestionKind } from './question-catalogue';
import type { Questionnaire } from './questionnaire';

/** A question as the survey page shows it: the text in the respondent's language, its scale, whether required. */
export interface RespondentQuestion {
  readonly id: string;
  readonly kind: QuestionKind;
  readonly text: string;
  /** The inclusive integer range of a scale question (0–10, 1–5); `null` for an `open` question. */
  readonly scale: { readonly min: number; readonly max: number } | null;
  /** Every scale question must be answered; `open` ones may be left blank (docs/surveys.md#answers). */
  readonly required: boolean;
}

/**
 * What a section of the survey page is about: a likert question's dimension, else the question's kind (`enps`,
 * `lnps`, `open`).
 */
export type SectionKey = Dimension | Exclude<QuestionKind, 'likert'>;

/** One screen of the survey page: consecutive questions of one {@link SectionKey}, in questionnaire order. */
export interface QuestionnaireSection {
  readonly key: SectionKey;
  readonly questions: readonly RespondentQuestion[];
}

function sectionKeyOf(question: Question): SectionKey {
  return question.kind === 'likert' ? (question.dimension as Dimension) : question.kind;
}

function respondentQuestion(question: Question, language: LanguageCode): RespondentQuestion {
  return {
    id: question.id,
    kind: question.kind,
    text: question.text[language],
    scale: question.kind === 'open' ? null : SCALES[question.kind],
    required: question.kind !== 'open',
  };
}

/**
 * The questionnaire as the respondent sees it (docs/surveys.md#the-survey-page): every question in order, its
 * text in `language` (every question has all three languages, so none falls back), cut into sections where the
 * section key changes, so a campaign's own order is kept: the standard questionnaire gives `enps`, `engagement`,
 * `lnps`, `leadership`, … `relationships`, `open`. Dimensions, factors and `reversed` stay inside.
 */
export function respondentSections(questionnaire: Questionnaire, language: LanguageCode): QuestionnaireSection[] {
  const sections: Array<{ key: SectionKey; questions: RespondentQuestion[] }> = [];
  for (const question of questionnaire.questions) {
    const key = sectionKeyOf(question);
    const last = sections.at(-1);
    const section = last?.key === key ? last : { key, questions: [] };
    if (section !== last) sections.push(section);
    section.questions.push(respondentQuestion(question, language));
  }
  return sections;
}
