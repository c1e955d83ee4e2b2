import { useTranslation } from 'react-i18next';
import { useEnvironment } from '../api/session';
import { COMMON } from '../i18n/common.messages';

/**
 * The environment's band across the top of every page: yellow "SANDBOX", red "PRODUÇÃO" / "PRODUCTION"
 * (docs/dashboard.md#where-it-is).
 */
export function EnvironmentBand() {
  const { t } = useTranslation(COMMON);
  const environment = useEnvironment().data?.environment;
  if (!environment) return null;
  return (
    <div className={`environment-band environment-band--${environment}`} role="note" aria-label={t('environmentNote')}>
      {t(environment)}
    </div>
  );
}
