import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentCompany } from '../app/current-company';
import { COMMON } from '../i18n/common.messages';

/** Shows `children` when the user holds `scope` on the current company; else says their profile does not allow it. */
export function RequireScope({ scope, children }: { scope: string; children: ReactNode }) {
  const { t } = useTranslation(COMMON);
  const { can } = useCurrentCompany();
  if (!can(scope)) {
    return (
      <p role="alert" className="alert alert--error" data-testid="forbidden">
        {t('forbidden')}
      </p>
    );
  }
  return <>{children}</>;
}
