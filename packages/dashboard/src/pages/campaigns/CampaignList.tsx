import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../components/Pager';
import { Link } from 'react-router';
import { useCurrentCompany } from '../../app/current-company';
import { ErrorMessage } from '../../components/ErrorMessage';
import { COMMON } from '../../i18n/common.messages';
import { useCampaigns } from './campaign-api';
import { CAMPAIGNS } from './campaigns.messages';
import { StatusLabel } from './StatusLabel';
import { TableScroll } from '../../components/TableScroll';

/** The current company's campaigns, newest first, 20 a page: name (a link to the campaign), status, dates, answers. */
export function CampaignList() {
  const { t } = useTranslation(CAMPAIGNS);
  const { t: common } = useTranslation(COMMON);
  const { can } = useCurrentCompany();
  const [page, setPage] = useState(1);
  const campaigns = useCampaigns(page);
  const meta = campaigns.data?.meta;
  return (
    <>
      <h1>{t('title')}</h1>
      {can('campaigns:write') && (
        <p>
          <Link to="/campaigns/new" className="button-link primary">
            {t('newCampaign')}
          </Link>
        </p>
      )}
      {campaigns.isPending && <p role="status">{common('loading')}</p>}
      <ErrorMessage error={campaigns.error} />
      {campaigns.data && campaigns.data.data.length === 0 && <p>{t('empty')}</p>}
      {campaigns.data && campaigns.data.data.length > 0 && (
        <TableScroll label={t('title')}>
          <table>
            <thead>
              <tr>
                <th scope="col">{t('name')}</th>
                <th scope="col">{t('status')}</th>
                <th scope="col">{t('startsOn')}</th>
                <th scope="col">{t('endsOn')}</th>
                <th scope="col">{t('responded')}</th>
              </tr>
            </thead>
            <tbody>
              {campaigns.data.data.map((campaign) => (
                <tr key={campaign.id}>
                  <td>
                    <Link to={`/campaigns/${campaign.id}`}>{campaign.name}</Link>
                  </td>
                  <td>
                    <StatusLabel status={campaign.status} />
                  </td>
                  <td>{campaign.starts_on ?? t('noDate')}</td>
                  <td>{campaign.ends_on ?? t('noDate')}</td>
                  <td>{t('respondedOf', { responded: campaign.responded, invited: campaign.invited })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      {meta && meta.last_page > 1 && (
        <Pager
          label={t('pages')}
          position={t('pageOf', { page: meta.current_page, last: meta.last_page })}
          hasPrevious={page > 1}
          hasNext={page < meta.last_page}
          onPrevious={() => setPage(page - 1)}
          onNext={() => setPage(page + 1)}
        />
      )}
    </>
  );
}
