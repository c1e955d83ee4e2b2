import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useNavigate } from 'react-router';
import { request } from '../api/http';
import { SESSION_KEY } from '../api/session';
import { useCurrentCompany } from '../app/current-company';
import { PAGES } from '../app/pages';
import { COMMON } from '../i18n/common.messages';
import { CompanySwitch } from './CompanySwitch';
import { EnvironmentBand } from './EnvironmentBand';
import { LanguageSwitch } from './LanguageSwitch';

/**
 * The signed-in shell: the environment band, the header (company, language, sign-out), the navigation (the home
 * page, then the pages the user's scopes allow), and the page.
 */
export function Layout() {
  const { t } = useTranslation(COMMON);
  const { session, company, can } = useCurrentCompany();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const signOut = useMutation({
    mutationFn: () => request<void>('/admin/api/session', { method: 'DELETE' }),
    onSettled: async () => {
      queryClient.clear();
      await queryClient.invalidateQueries({ queryKey: SESSION_KEY });
      await navigate('/sign-in');
    },
  });
  return (
    <>
      <a className="skip-link" href="#content">
        {t('skipToContent')}
      </a>
      <header className="app-top">
        <EnvironmentBand />
        <div className="app-header">
          <span className="app-name">{t('appName')}</span>
          <CompanySwitch />
          <LanguageSwitch />
          <span className="user-name">{session.user.name}</span>
          <button type="button" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
            {t('signOut')}
          </button>
        </div>
      </header>
      <div className="app-body">
        <nav aria-label={t('navigation')} className="app-nav">
          <ul>
            <li>
              <NavLink to="/" end>
                {t('nav.home')}
              </NavLink>
            </li>
            {PAGES.filter((page) => can(page.scope)).map((page) => (
              <li key={page.path}>
                <NavLink to={`/${page.path}`}>{t(page.label)}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main id="content" className="app-main" tabIndex={-1} key={company.id}>
          <Outlet />
        </main>
      </div>
    </>
  );
}
