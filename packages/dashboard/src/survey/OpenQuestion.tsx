import type { RespondentQuestion } from './survey-api';
import type { Translate } from './survey.messages';

/** An open question: a labelled textarea of up to 2,000 characters, optional unless the API says it is required. */
export function OpenQuestion(props: {
  question: RespondentQuestion;
  number: number;
  value: string;
  missing: boolean;
  t: Translate;
  onChange: (value: string) => void;
}) {
  const { question, t } = props;
  const id = `question-${question.id}`;
  const hintId = `hint-${question.id}`;
  const missingId = `missing-${question.id}`;
  return (
    <div
      className={`survey-question${props.missing ? ' survey-question--missing' : ''}`}
      data-question-id={question.id}
    >
      <label htmlFor={id}>
        {props.number}. {question.text} {!question.required && <small>{t('optional')}</small>}
      </label>
      <textarea
        id={id}
        rows={4}
        maxLength={2000}
        value={props.value}
        aria-required={question.required}
        aria-invalid={props.missing || undefined}
        aria-describedby={props.missing ? `${hintId} ${missingId}` : hintId}
        onChange={(event) => props.onChange(event.target.value)}
      />
      <small id={hintId}>{t('upTo')}</small>
      {props.missing && (
        <p id={missingId} className="survey-missing">
          {t('unanswered')}
        </p>
      )}
    </div>
  );
}
