import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentCompany } from '../../app/current-company';
import { ErrorMessage } from '../../components/ErrorMessage';
import { COMMON } from '../../i18n/common.messages';
import type { Campaign } from '../../api/campaigns';
import { useInvitationCounts, useIssueInvitationLinks } from './campaign-api';
import { CAMPAIGNS } from './campaigns.messages';
import { ConfirmButton } from '../../components/ConfirmButton';
import { downloadText, invitationLinksCsv } from './invitation-links-csv';

/**
 * A campaign's invitations (docs/surveys.md#invitations): how many are pending and answered, and, while the campaign
 * is open and the user may write, the survey links of the pending ones as a CSV file (`employee_id;url`). Issuing
 * links replaces the earlier links of those invitations, so the button warns and asks first.
 */
export function InvitationsPanel({ campaign }: { campaign: Campaign }) {
  const { t } = useTranslation(CAMPAIGNS);
  const { t: common } = useTranslation(COMMON);
  const { can } = useCurrentCompany();
  const counts = useInvitationCounts(campaign.id, campaign.status !== 'draft');
  const links = useIssueInvitationLinks(campaign.id);
  const [downloaded, setDownloaded] = useState<number | null>(null);

  const download = () =>
    links.mutate(undefined, {
      onSuccess: (issued) => {
        if (issued.length > 0) downloadText(invitationLinksCsv(issued), `invitation-links-${campaign.id}.csv`);
        setDownloaded(issued.length);
      },
    });

  return (
    <section className="card" aria-labelledby="invitations-title">
      <h2 id="invitations-title">{t('invitations')}</h2>
      {campaign.status === 'draft' && <p>{t('noInvitationsDraft')}</p>}
      {counts.isLoading && <p role="status">{common('loading')}</p>}
      <ErrorMessage error={counts.error} />
      {counts.data && (
        <table className="invitation-counts">
          <caption>{t('invitationCounts')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('pending')}</th>
              <th scope="col">{t('answered')}</th>
              <th scope="col">{t('total')}</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>{counts.data.pending}</td>
              <td>{counts.data.answered}</td>
              <td>{counts.data.pending + counts.data.answered}</td>
            </tr>
          </tbody>
        </table>
      )}
      {campaign.status === 'open' && can('campaigns:write') && (
        <ConfirmButton
          label={t('downloadLinks')}
          question={t('linksWarning')}
          confirmLabel={t('linksConfirm')}
          disabled={links.isPending}
          onConfirm={download}
        />
      )}
      <ErrorMessage error={links.error} />
      <p role="status">
        {downloaded === null ? '' : downloaded > 0 ? t('linksDone', { count: downloaded }) : t('linksNone')}
      </p>
    </section>
  );
}
