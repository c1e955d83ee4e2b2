import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentCompany } from '../../app/current-company';
import { ErrorMessage } from '../../components/ErrorMessage';
import { COMMON } from '../../i18n/common.messages';
import type { Campaign } from '../../api/campaigns';
import { useInvitationCounts, useIssueInvitationLinks } from './campaign-api';
import { CAMPAIGNS } from './campaigns.messages';
import { downloadText, invitationLinksCsv } from './invitation-links-csv';
import { TableScroll } from '../../components/TableScroll';

/**
 * A campaign's invitations (docs/surveys.md#invitations): how many are pending and answered, who delivers them
 * (docs/notifications.md), and, for a `links` campaign while it is open and the user may write, the survey links of
 * the pending ones as a CSV file (`employee_id;url`): links issued before come again unchanged, so a second
 * download never breaks links already sent.
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
        <TableScroll label={t('invitationCounts')}>
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
        </TableScroll>
      )}
      <p>{t(campaign.distribution === 'platform' ? 'platformDelivers' : 'companyDelivers')}</p>
      {campaign.delivery && campaign.status !== 'draft' && (
        <TableScroll label={t('deliveryCounts')}>
          <table className="invitation-counts" data-testid="delivery-counts">
            <caption>{t('deliveryCounts')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('deliveryPending')}</th>
                <th scope="col">{t('deliverySent')}</th>
                <th scope="col">{t('deliveryUndeliverable')}</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <td>{campaign.delivery.pending}</td>
                <td>{campaign.delivery.sent}</td>
                <td>{campaign.delivery.undeliverable}</td>
              </tr>
            </tbody>
          </table>
        </TableScroll>
      )}
      {campaign.distribution === 'links' && campaign.status === 'open' && can('campaigns:write') && (
        <button type="button" disabled={links.isPending} onClick={download}>
          {t('downloadLinks')}
        </button>
      )}
      <ErrorMessage error={links.error} />
      <p role="status">
        {downloaded === null ? '' : downloaded > 0 ? t('linksDone', { count: downloaded }) : t('linksNone')}
      </p>
    </section>
  );
}
