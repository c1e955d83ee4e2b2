import { useTranslation } from 'react-i18next';
import { WEBHOOKS } from './webhooks.messages';

/**
 * Webhooks (`webhooks:write`; docs/decisions/0006-webhooks.md): room for the endpoints, their secret shown once, event
 * types and the delivery log with retry. The API has no `/v1/webhook-endpoints` yet, so the page says what will be
 * here and that it is not available; it shows no data.
 */
export function WebhooksPage() {
  const { t } = useTranslation(WEBHOOKS);
  return (
    <>
      <h1>{t('title')}</h1>
      <p className="alert alert--warning">{t('notYet')}</p>
    </>
  );
}
