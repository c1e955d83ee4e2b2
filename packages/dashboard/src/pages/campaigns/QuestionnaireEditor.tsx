import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuestionDraft } from './campaign-api';
import { CAMPAIGNS } from './campaigns.messages';
import { questionKindLabel } from './question-label';

/** A question being edited, with a key that stays with it when questions before it are removed. */
export interface EditedQuestion {
  readonly key: number;
  readonly question: QuestionDraft;
}

/** The standard questionnaire as an editable list (each question keyed by its position in the standard). */
export function editableCopy(questions: readonly QuestionDraft[]): EditedQuestion[] {
  return questions.map((question, key) => ({ key, question }));
}

/**
 * An edited copy of the standard questionnaire: each question's Portuguese text can change (1 to 500 characters,
 * docs/surveys.md#question-model) and any question can be removed; the other languages stay as they are. After a
 * removal the focus moves to the next question's remove button, so keyboard users keep their place.
 */
export function QuestionnaireEditor(props: {
  questions: readonly EditedQuestion[];
  onChange: (questions: EditedQuestion[]) => void;
  onRestore: () => void;
}) {
  const { t } = useTranslation(CAMPAIGNS);
  const list = useRef<HTMLOListElement>(null);
  // The position whose remove button takes the focus once the list without the removed question is drawn.
  const focusAfterRemoval = useRef<number | null>(null);
  useEffect(() => {
    const index = focusAfterRemoval.current;
    if (index === null) return;
    focusAfterRemoval.current = null;
    const buttons = list.current?.querySelectorAll<HTMLButtonElement>('button');
    const target = buttons?.[Math.min(index, buttons.length - 1)];
    target?.focus();
  }, [props.questions]);

  const setText = (key: number, text: string) =>
    props.onChange(
      props.questions.map((edited) =>
        edited.key === key
          ? { key, question: { ...edited.question, text: { ...edited.question.text, 'pt-BR': text } } }
          : edited,
      ),
    );
  const remove = (index: number) => {
    focusAfterRemoval.current = index;
    props.onChange(props.questions.filter((_, i) => i !== index));
  };

  return (
    <div className="questionnaire-editor">
      <p className="muted">{t('editedHint')}</p>
      <div className="actions">
        <span role="status">{t('questionCount', { count: props.questions.length })}</span>
        <button type="button" onClick={props.onRestore}>
          {t('restoreAll')}
        </button>
      </div>
      {props.questions.length === 0 && (
        <p role="alert" className="alert alert--error">
          {t('noQuestions')}
        </p>
      )}
      <ol ref={list} className="question-list">
        {props.questions.map(({ key, question }, index) => {
          const number = index + 1;
          return (
            <li key={key}>
              <label>
                {t('questionLabel', { number, kind: questionKindLabel(question, t) })}
                <input
                  required
                  maxLength={500}
                  value={question.text['pt-BR']}
                  onChange={(event) => setText(key, event.target.value)}
                />
              </label>
              <button type="button" aria-label={t('removeQuestion', { number })} onClick={() => remove(index)}>
                {t('remove')}
              </button>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
