import { useTranslation } from 'react-i18next';
import { useCurrentCompany } from '../../app/current-company';
import { AttentionList } from './AttentionList';
import { HOME } from './home.messages';
import { LastClosedHeadline } from './LastClosedHeadline';
import { OpenCampaigns } from './OpenCampaigns';

/**
 * The home page, where a signed-in user lands (`/admin/`, docs/dashboard.md#home): the open campaigns, the last
 * closed campaign's headline and what needs attention, each section shown only when the user's scopes on the
 * current company let them read it.
 */
export function HomePage() {
  const { t } = useTranslation(HOME);
  const { can } = useCurrentCompany();
  return (
    <>
      <h1>{t('title')}</h1>
      <div className="home-grid">
        {can('campaigns:read') && <OpenCampaigns />}
        {can('campaigns:read') && can('reports:read') && <LastClosedHeadline />}
        <AttentionList />
      </div>
    </>
  );
}
