import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router';
import { RequireScope } from '../../components/RequireScope';
import { COMMON } from '../../i18n/common.messages';
import { CampaignList } from './CampaignList';
import { CampaignView } from './CampaignView';
import { CreateCampaign } from './CreateCampaign';

/**
 * The campaigns page (docs/dashboard.md#pages; docs/surveys.md): the list at `campaigns`, the
 * create form at `campaigns/new` (`campaigns:write`), one campaign at `campaigns/{id}`.
 */
export function CampaignsPage() {
  const { t } = useTranslation(COMMON);
  return (
    <Routes>
      <Route index element={<CampaignList />} />
      <Route
        path="new"
        element={
          <RequireScope scope="campaigns:write">
            <CreateCampaign />
          </RequireScope>
        }
      />
      <Route path=":id" element={<CampaignView />} />
      <Route path="*" element={<p role="alert">{t('notFound')}</p>} />
    </Routes>
  );
}
