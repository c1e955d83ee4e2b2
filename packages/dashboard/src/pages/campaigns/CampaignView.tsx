import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../api/api-error';
import { useCurrentCompany } from '../../app/current-company';
import { ErrorMessage } from '../../components/ErrorMessage';
import { COMMON } from '../../i18n/common.messages';
import { useCampaign, type CampaignWithQuestions } from '../../api/campaigns';
import { useCampaignTransition } from './campaign-api';
import { CAMPAIGNS } from './campaigns.messages';
import { ConfirmButton } from '../../components/ConfirmButton';
import { InvitationsPanel } from './InvitationsPanel';
import { QuestionTable } from './QuestionTable';
import { StatusLabel } from './StatusLabel';

/** `campaigns/{id}`: one campaign, its Open or Close action, its invitations and its questions. */
export function CampaignView() {
  const { t } = useTranslation(CAMPAIGNS);
  const { t: common } = useTranslation(COMMON);
  const { id = '' } = useParams();
  const campaign = useCampaign(id);
  return (
    <>
      <p>
        <Link to="/campaigns">{t('backToList')}</Link>
      </p>
      {campaign.isPending && <p role="status">{common('loading')}</p>}
      <ErrorMessage error={campaign.error} />
      {campaign.data && <CampaignDetails campaign={campaign.data} />}
    </>
  );
}

/**
 * The campaign's heading, status, dates and answers; Open (a draft) or Close (an open one) for `campaigns:write`,
 * each confirmed first and sent with `If-Match` (a `412` says the campaign changed and shows it read again).
 */
function CampaignDetails({ campaign }: { campaign: CampaignWithQuestions }) {
  const { t } = useTranslation(CAMPAIGNS);
  const { can } = useCurrentCompany();
  const transition = useCampaignTransition(campaign);
  const [done, setDone] = useState<'opened' | 'closed' | null>(null);
  const run = (action: 'open' | 'close') =>
    transition.mutate(action, { onSuccess: () => setDone(action === 'open' ? 'opened' : 'closed') });
  const stale = transition.error instanceof ApiError && transition.error.status === 412;

  return (
    <>
      <h1>{campaign.name}</h1>
      <section className="card" aria-label={t('status')}>
        <dl className="campaign-facts">
          <dt>{t('status')}</dt>
          <dd>
            <StatusLabel status={campaign.status} />
          </dd>
          <dt>{t('startsOn')}</dt>
          <dd>{campaign.starts_on ?? t('noDate')}</dd>
          <dt>{t('endsOn')}</dt>
          <dd>{campaign.ends_on ?? t('noDate')}</dd>
          <dt>{t('responded')}</dt>
          <dd>{t('respondedOf', { responded: campaign.responded, invited: campaign.invited })}</dd>
        </dl>
        {can('campaigns:write') && campaign.status === 'draft' && (
          <ConfirmButton
            label={t('open')}
            question={t('openConfirm')}
            confirmLabel={t('confirm')}
            disabled={transition.isPending}
            onConfirm={() => run('open')}
          />
        )}
        {can('campaigns:write') && campaign.status === 'open' && (
          <ConfirmButton
            label={t('close')}
            question={t('closeConfirm')}
            confirmLabel={t('confirm')}
            danger
            disabled={transition.isPending}
            onConfirm={() => run('close')}
          />
        )}
        {stale ? (
          <p role="alert" className="alert alert--error">
            {t('stale')}
          </p>
        ) : (
          <ErrorMessage error={transition.error} />
        )}
        <p role="status">{done ? t(done) : ''}</p>
      </section>
      <InvitationsPanel campaign={campaign} />
      <QuestionTable questions={campaign.questions} />
    </>
  );
}
