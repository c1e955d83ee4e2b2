import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { useSession } from '../api/session';
import { ErrorMessage } from '../components/ErrorMessage';
import { RequireScope } from '../components/RequireScope';
import { COMMON } from '../i18n/common.messages';
import { EnvironmentBand } from '../layout/EnvironmentBand';
import { LanguageSwitch } from '../layout/LanguageSwitch';
import { Layout } from '../layout/Layout';
import { HomePage } from '../pages/home/HomePage';
import { AcceptInvitationPage } from '../pages/sign-in/AcceptInvitationPage';
import { SignInPage } from '../pages/sign-in/SignInPage';
import { CurrentCompanyProvider } from './current-company';
import { PAGES } from './pages';

/** The pages before sign-in, in a plain shell with the environment band. */
function Public({ children }: { children: React.ReactNode }) {
  return (
    <>
      <header>
        <EnvironmentBand />
        <div className="public-header">
          <LanguageSwitch />
        </div>
      </header>
      <main id="content" className="public-main">
        {children}
      </main>
    </>
  );
}

/**
 * The dashboard's routes under `/admin` (docs/dashboard.md#pages): sign-in and invitation acceptance without a
 * session; every other page inside the signed-in shell, guarded by its scope; `/admin/` is the home page, where a
 * signed-in user lands.
 */
export function App() {
  const { t } = useTranslation(COMMON);
  const session = useSession();
  const location = useLocation();
  if (session.isPending) return <p role="status">{t('loading')}</p>;
  if (session.isError) return <ErrorMessage error={session.error} />;
  return (
    <Routes>
      <Route
        path="/invitations/:token"
        element={
          <Public>
            <AcceptInvitationPage />
          </Public>
        }
      />
      <Route
        path="/sign-in"
        element={
          session.data ? (
            <Navigate to="/" replace />
          ) : (
            <Public>
              <SignInPage />
            </Public>
          )
        }
      />
      <Route
        path="*"
        element={
          session.data ? (
            <CurrentCompanyProvider session={session.data} fallback={<p role="alert">{t('forbidden')}</p>}>
              <Routes>
                <Route element={<Layout />}>
                  <Route index element={<HomePage />} />
                  {PAGES.map((page) => (
                    <Route
                      key={page.path}
                      path={`${page.path}/*`}
                      element={
                        <RequireScope scope={page.scope}>
                          <Suspense fallback={<p role="status">{t('loading')}</p>}>{page.element}</Suspense>
                        </RequireScope>
                      }
                    />
                  ))}
                  <Route path="*" element={<p role="alert">{t('notFound')}</p>} />
                </Route>
              </Routes>
            </CurrentCompanyProvider>
          ) : (
            <Navigate to="/sign-in" replace state={{ from: location.pathname }} />
          )
        }
      />
    </Routes>
  );
}
