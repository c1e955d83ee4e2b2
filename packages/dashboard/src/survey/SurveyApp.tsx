import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Notice } from './Notice';
import { fetchQuestionnaire, SurveyRequestError } from './survey-api';
import { SurveyForm, type SurveyOutcome } from './SurveyForm';
import { browserLanguage, translator } from './survey.messages';

/** Statuses that mean the link itself cannot be used: unknown, used or expired all answer the same. */
const UNUSABLE = new Set([401, 403, 404, 410]);

/**
 * The survey page at `/survey/{token}` (docs/dashboard.md#the-survey-page): no sign-in, the token is
 * the credential. Reads the questionnaire (`GET /survey/v1/questionnaire`) in the respondent's language, shows it
 * a section a screen, and ends on a thank-you screen. Any link that cannot be answered (unknown, used, expired)
 * shows one plain message, the same for all three. Before the questionnaire says the respondent's language, the
 * browser's is used.
 */
export function SurveyApp({ token }: { token: string }) {
  const questionnaire = useQuery({
    queryKey: ['survey-questionnaire', token],
    queryFn: () => fetchQuestionnaire(token),
    retry: (count, error) =>
      error instanceof SurveyRequestError && (error.status === 0 || error.status >= 500) && count < 2,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  const [outcome, setOutcome] = useState<SurveyOutcome | null>(null);
  const language = questionnaire.data?.language ?? browserLanguage();
  const t = useMemo(() => translator(language), [language]);
  const campaignName = questionnaire.data?.campaign.name;
  useEffect(() => {
    document.documentElement.lang = language;
    document.title = campaignName ? `${campaignName} · ${t('title')}` : t('title');
  }, [language, campaignName, t]);

  const status = questionnaire.error instanceof SurveyRequestError ? questionnaire.error.status : 0;
  let content;
  if (outcome === 'thanks') {
    content = (
      <Notice title={t('thanksTitle')}>
        <p>{t('thanksBody')}</p>
      </Notice>
    );
  } else if (outcome === 'already') {
    content = (
      <Notice title={t('alreadyTitle')}>
        <p>{t('alreadyBody')}</p>
      </Notice>
    );
  } else if (outcome === 'invalid' || (questionnaire.isError && UNUSABLE.has(status))) {
    content = (
      <Notice title={t('invalidTitle')}>
        <p>{t('invalidBody')}</p>
      </Notice>
    );
  } else if (questionnaire.isError) {
    content = (
      <Notice title={t('title')}>
        <p role="alert" className="alert alert--error">
          {status === 429 ? t('tooMany') : t('failed')}
        </p>
        <button type="button" onClick={() => void questionnaire.refetch()}>
          {t('retry')}
        </button>
      </Notice>
    );
  } else if (questionnaire.data) {
    content = <SurveyForm questionnaire={questionnaire.data} token={token} t={t} onDone={setOutcome} />;
  } else {
    content = <p role="status">{t('loading')}</p>;
  }
  return <main className="survey">{content}</main>;
}
