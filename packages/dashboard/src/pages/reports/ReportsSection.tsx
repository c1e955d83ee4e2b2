import { useTranslation } from 'react-i18next';
import { NavLink, Route, Routes } from 'react-router';
import { CommentsPage } from './CommentsPage';
import { ReportsPage } from './ReportsPage';
import { TrendsPage } from './TrendsPage';
import { TRENDS_NS } from './trends.messages';

/**
 * The Reports page's three views (docs/dashboard.md#pages): one campaign's report (`/admin/reports`), the trends
 * across campaigns (`/admin/reports/trends`, docs/dashboard.md#trends) and the comments (`/admin/reports/comments`,
 * docs/dashboard.md#comments), with links between them above each (the current one marked `aria-current`, as NavLink
 * does).
 */
export function ReportsSection() {
  const { t } = useTranslation(TRENDS_NS);
  return (
    <>
      <nav aria-label={t('views')} className="actions view-switch screen-only">
        <NavLink to="/reports" end>
          {t('view.campaign')}
        </NavLink>
        <NavLink to="/reports/trends">{t('view.trends')}</NavLink>
        <NavLink to="/reports/comments">{t('view.comments')}</NavLink>
      </nav>
      <Routes>
        <Route index element={<ReportsPage />} />
        <Route path="trends" element={<TrendsPage />} />
        <Route path="comments" element={<CommentsPage />} />
      </Routes>
    </>
  );
}
