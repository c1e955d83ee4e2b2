import type { RespondentQuestion } from './survey-api';
import type { Translate } from './survey.messages';

/** The words at a scale's two ends: how likely (eNPS, LNPS, 0–10) or how much one agrees (likert, 1–5). */
function anchors(question: RespondentQuestion, t: Translate): [string, string] {
  return question.kind === 'likert'
    ? [t('anchor.agreeLow'), t('anchor.agreeHigh')]
    : [t('anchor.likelyLow'), t('anchor.likelyHigh')];
}

/**
 * A scale question as a real radio group (a fieldset whose legend is the question) drawn as a row of buttons: the
 * arrow keys move within the group, Tab to the next one, and a phone wraps the row. The ends' words describe the
 * group; an unanswered required question says so in words once the respondent tried to go on.
 */
export function ScaleQuestion(props: {
  question: RespondentQuestion;
  number: number;
  value: number | undefined;
  missing: boolean;
  t: Translate;
  onChange: (value: number) => void;
}) {
  const { question, t } = props;
  const scale = question.scale ?? { min: 1, max: 5 };
  const values = Array.from({ length: scale.max - scale.min + 1 }, (_, i) => scale.min + i);
  const [low, high] = anchors(question, t);
  const anchorsId = `anchors-${question.id}`;
  const missingId = `missing-${question.id}`;
  return (
    <fieldset
      role="radiogroup"
      className={`survey-question${props.missing ? ' survey-question--missing' : ''}`}
      aria-describedby={props.missing ? `${anchorsId} ${missingId}` : anchorsId}
      data-question-id={question.id}
    >
      <legend>
        {props.number}. {question.text}
      </legend>
      <div className="scale">
        {values.map((value) => (
          <label key={value} className="scale-option">
            <input
              type="radio"
              name={question.id}
              value={value}
              checked={props.value === value}
              onChange={() => props.onChange(value)}
            />
            <span>{value}</span>
          </label>
        ))}
      </div>
      <p id={anchorsId} className="scale-anchors">
        <span>
          {scale.min} = {low}
        </span>
        <span>
          {scale.max} = {high}
        </span>
      </p>
      {props.missing && (
        <p id={missingId} className="survey-missing">
          {t('unanswered')}
        </p>
      )}
    </fieldset>
  );
}
