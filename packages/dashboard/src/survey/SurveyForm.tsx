import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { OpenQuestion } from './OpenQuestion';
import { ScaleQuestion } from './ScaleQuestion';
import {
  submitAnswers,
  SurveyRequestError,
  type Answers,
  type RespondentQuestion,
  type SurveyQuestionnaire,
} from './survey-api';
import { sectionTitle, type Translate } from './survey.messages';

/** How answering ended: recorded now, recorded before (409), or the link stopped working (401, 410). */
export type SurveyOutcome = 'thanks' | 'already' | 'invalid';

function isBlank(value: number | string | undefined): boolean {
  return value === undefined || (typeof value === 'string' && value.trim() === '');
}

/** The campaign's name, the anonymity promise and "Section n of N" with a progress bar. */
function SurveyHeader(props: { questionnaire: SurveyQuestionnaire; index: number; t: Translate }) {
  const { questionnaire, index, t } = props;
  const sections = questionnaire.sections;
  return (
    <header className="survey-header">
      <h1>{questionnaire.campaign.name}</h1>
      <p className="survey-anonymity">{t('anonymity', { n: questionnaire.min_group_size })}</p>
      <div className="survey-progress">
        <span id="survey-progress-label">{t('sectionOf', { current: index + 1, total: sections.length })}</span>
        <progress max={sections.length} value={index + 1} aria-labelledby="survey-progress-label" />
      </div>
    </header>
  );
}

/** A section's questions, numbered on from `offset`, each with its answer and whether it is marked missing. */
function SectionQuestions(props: {
  questions: readonly RespondentQuestion[];
  offset: number;
  answers: Answers;
  missing: ReadonlySet<string>;
  t: Translate;
  onAnswer: (id: string, value: number | string) => void;
}) {
  return props.questions.map((question, i) =>
    question.kind === 'open' ? (
      <OpenQuestion
        key={question.id}
        question={question}
        number={props.offset + i + 1}
        value={typeof props.answers[question.id] === 'string' ? String(props.answers[question.id]) : ''}
        missing={props.missing.has(question.id)}
        t={props.t}
        onChange={(value) => props.onAnswer(question.id, value)}
      />
    ) : (
      <ScaleQuestion
        key={question.id}
        question={question}
        number={props.offset + i + 1}
        value={typeof props.answers[question.id] === 'number' ? Number(props.answers[question.id]) : undefined}
        missing={props.missing.has(question.id)}
        t={props.t}
        onChange={(value) => props.onAnswer(question.id, value)}
      />
    ),
  );
}

/** A ref for the screen's heading, which takes the focus (the page scrolled to the top) when `index` changes. */
function useScreenFocus(index: number) {
  const heading = useRef<HTMLHeadingElement>(null);
  const shownIndex = useRef(index);
  useEffect(() => {
    if (shownIndex.current === index) return;
    shownIndex.current = index;
    window.scrollTo(0, 0);
    heading.current?.focus();
  }, [index]);
  return heading;
}

/**
 * Sends `answers` (`POST /survey/v1/responses`): success ends as `thanks`, 409 as `already`, 401 and 410 as
 * `invalid`; any other failure stays on the form.
 */
function useSubmission(token: string, answers: Answers, onDone: (outcome: SurveyOutcome) => void) {
  return useMutation({
    mutationFn: () => submitAnswers(token, answers),
    onSuccess: () => onDone('thanks'),
    onError: (error) => {
      const status = error instanceof SurveyRequestError ? error.status : 0;
      if (status === 409) onDone('already');
      else if (status === 401 || status === 410) onDone('invalid');
    },
  });
}

/**
 * The questionnaire, one section a screen (docs/surveys.md, "The survey page"): the campaign's name, the anonymity
 * promise, "Section n of N" with a progress bar, the section's questions, Previous and Next, and on the last screen
 * "Submit answers", sent once (`POST /survey/v1/responses`). Going on with a required question unanswered marks it
 * and moves the focus to it; a new screen moves the focus to its heading.
 */
export function SurveyForm(props: {
  questionnaire: SurveyQuestionnaire;
  token: string;
  t: Translate;
  onDone: (outcome: SurveyOutcome) => void;
}) {
  const { questionnaire, t } = props;
  const sections = questionnaire.sections;
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<Answers>({});
  const [missing, setMissing] = useState<ReadonlySet<string>>(new Set());
  const heading = useScreenFocus(index);

  const submit = useSubmission(props.token, answers, props.onDone);

  const section = sections[index];
  if (!section) return null;
  const offset = sections.slice(0, index).reduce((count, s) => count + s.questions.length, 0);
  const last = index === sections.length - 1;
  const answer = (id: string, value: number | string) => {
    setAnswers((current) => ({ ...current, [id]: value }));
    if (!isBlank(value)) setMissing((current) => new Set([...current].filter((missingId) => missingId !== id)));
  };
  const goOn = (event: FormEvent) => {
    event.preventDefault();
    if (submit.isPending || submit.isSuccess) return;
    const gaps = section.questions.filter((q) => q.required && isBlank(answers[q.id])).map((q) => q.id);
    setMissing(new Set(gaps));
    if (gaps.length > 0) {
      document.querySelector<HTMLElement>(`[data-question-id="${gaps[0]}"] :is(input, textarea)`)?.focus();
      return;
    }
    if (last) submit.mutate();
    else setIndex(index + 1);
  };
  const failure = submit.error instanceof SurveyRequestError ? submit.error.status : submit.error ? 0 : null;

  return (
    <>
      <SurveyHeader questionnaire={questionnaire} index={index} t={t} />
      <form noValidate onSubmit={goOn} aria-labelledby="survey-section-title">
        <h2 id="survey-section-title" ref={heading} tabIndex={-1}>
          {sectionTitle(t, section.key)}
        </h2>
        {index === 0 && <p className="muted">{t('requiredNote')}</p>}
        {missing.size > 0 && (
          <p role="alert" className="alert alert--error">
            {t('missing')}
          </p>
        )}
        <SectionQuestions
          questions={section.questions}
          offset={offset}
          answers={answers}
          missing={missing}
          t={t}
          onAnswer={answer}
        />
        {failure !== null && failure !== 409 && failure !== 401 && failure !== 410 && (
          <p role="alert" className="alert alert--error">
            {failure === 429 ? t('tooMany') : t('failed')}
          </p>
        )}
        <p role="status" className="survey-sending">
          {submit.isPending ? t('sending') : ''}
        </p>
        <div className="survey-nav">
          {index > 0 && (
            <button type="button" disabled={submit.isPending} onClick={() => setIndex(index - 1)}>
              {t('previous')}
            </button>
          )}
          <button type="submit" className="primary" disabled={submit.isPending || submit.isSuccess}>
            {last ? t('submit') : t('next')}
          </button>
        </div>
      </form>
    </>
  );
}
