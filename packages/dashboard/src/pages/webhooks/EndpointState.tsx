import { useTranslation } from 'react-i18next';
import type { WebhookEndpoint } from '../../api/webhooks';
import { useDateTime } from '../../i18n/use-date-time';
import { WEBHOOKS } from './webhooks.messages';

/** The `disabled_reason` of an endpoint the service disabled for failing: this prefix, then the streak's start. */
const FAILING_SINCE = 'failing_since:';

/** When the failing streak that disabled an endpoint began (ISO 8601), or `null` for any other reason or none. */
export function failingSinceOf(reason: string | null): string | null {
  return reason?.startsWith(FAILING_SINCE) ? reason.slice(FAILING_SINCE.length) : null;
}

/**
 * Whether an endpoint is enabled, in words with a tint that repeats them, and, when the service disabled it for
 * failing, since when (docs/webhooks.md#the-api-and-the-dashboard-page).
 */
export function EndpointState({ endpoint }: { endpoint: Pick<WebhookEndpoint, 'is_enabled' | 'disabled_reason'> }) {
  const { t } = useTranslation(WEBHOOKS);
  const dateTime = useDateTime();
  const since = failingSinceOf(endpoint.disabled_reason);
  const state = endpoint.is_enabled ? 'enabled' : 'disabled';
  return (
    <>
      <span className={`endpoint-state endpoint-state--${state}`}>{t(state)}</span>
      {!endpoint.is_enabled && since && (
        <small className="endpoint-reason">{t('failingSince', { since: dateTime(since) })}</small>
      )}
    </>
  );
}
