import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canRetry, useRetryWebhookDelivery, useWebhookDeliveries, type WebhookDelivery } from '../../api/webhooks';
import { ErrorMessage } from '../../components/ErrorMessage';
import { numberedPage, Pager } from '../../components/Pager';
import { COMMON } from '../../i18n/common.messages';
import { useDateTime } from '../../i18n/use-date-time';
import { WEBHOOKS } from './webhooks.messages';
import { TableScroll } from '../../components/TableScroll';

/**
 * An endpoint's delivery log (`GET /v1/webhook-endpoints/{id}/deliveries`, newest first, a page at a time, read again
 * while a delivery is on its way): each delivery's event, status, tries, last answer, last and next try and error,
 * its attempts behind a disclosure, and Retry for a delivered or failed one (`POST …/retry`). `onNotice` gets what to
 * announce after a retry.
 */
export function DeliveriesLog({ endpointId, onNotice }: { endpointId: string; onNotice: (notice: string) => void }) {
  const { t } = useTranslation(WEBHOOKS);
  const common = useTranslation(COMMON).t;
  const [page, setPage] = useState(1);
  const deliveries = useWebhookDeliveries(endpointId, page);
  const retry = useRetryWebhookDelivery(endpointId);
  const position = deliveries.data ? numberedPage(deliveries.data.meta) : null;
  const onRetry = (delivery: WebhookDelivery) => retry.mutate(delivery, { onSuccess: () => onNotice(t('retried')) });
  return (
    <section className="card" aria-labelledby="deliveries-title">
      <h2 id="deliveries-title">{t('deliveries')}</h2>
      {deliveries.isPending && <p role="status">{common('loading')}</p>}
      <ErrorMessage error={deliveries.error ?? retry.error} />
      {deliveries.data && deliveries.data.data.length === 0 && <p>{t('noDeliveries')}</p>}
      {deliveries.data && deliveries.data.data.length > 0 && position && (
        <>
          <TableScroll labelledBy="deliveries-title">
            <table className="deliveries">
              <thead>
                <tr>
                  <th scope="col">{t('event')}</th>
                  <th scope="col">{t('status')}</th>
                  <th scope="col">{t('tries')}</th>
                  <th scope="col">{t('lastStatus')}</th>
                  <th scope="col">{t('lastAttempt')}</th>
                  <th scope="col">{t('nextAttempt')}</th>
                  <th scope="col">{t('error')}</th>
                  <th scope="col">{t('actions')}</th>
                </tr>
              </thead>
              {deliveries.data.data.map((delivery) => (
                <DeliveryRows key={delivery.id} delivery={delivery} retrying={retry.isPending} onRetry={onRetry} />
              ))}
            </table>
          </TableScroll>
          <Pager
            label={t('deliveriesPages')}
            position={t('position', position)}
            hasPrevious={page > 1}
            hasNext={page < position.last}
            onPrevious={() => setPage(page - 1)}
            onNext={() => setPage(page + 1)}
          />
        </>
      )}
    </section>
  );
}

/** A delivery's row, and below it its attempts behind a disclosure (none before the first try). */
function DeliveryRows(props: { delivery: WebhookDelivery; retrying: boolean; onRetry: (d: WebhookDelivery) => void }) {
  const { delivery } = props;
  const { t } = useTranslation(WEBHOOKS);
  const dateTime = useDateTime();
  const event = t(`type.${delivery.event_type}`, { defaultValue: delivery.event_type });
  return (
    <tbody data-testid="webhook-delivery" data-status={delivery.status}>
      <tr>
        <td>{event}</td>
        <td>
          <span className={`delivery-status delivery-status--${delivery.status}`}>
            {t(`delivery.${delivery.status}`)}
          </span>
        </td>
        <td>{delivery.tries}</td>
        <td>{delivery.last_response_status ?? t('none')}</td>
        <td>{dateTime(delivery.last_attempt_at, t('none'))}</td>
        <td>{dateTime(delivery.next_attempt_at, t('none'))}</td>
        <td>{delivery.last_error ? <code>{delivery.last_error}</code> : t('none')}</td>
        <td>
          {canRetry(delivery) && (
            <button
              type="button"
              disabled={props.retrying}
              aria-label={t('retryLabel', { event })}
              onClick={() => props.onRetry(delivery)}
            >
              {t('retry')}
            </button>
          )}
        </td>
      </tr>
      {delivery.attempts.length > 0 && (
        <tr className="attempts-row">
          <td colSpan={8}>
            <Attempts delivery={delivery} event={event} />
          </td>
        </tr>
      )}
    </tbody>
  );
}

/**
 * A delivery's attempts, oldest first, in a disclosure: the event's id (the `webhook-id` every try carried), then
 * each try's time, the answer's status, error, duration and body.
 */
function Attempts({ delivery, event }: { delivery: WebhookDelivery; event: string }) {
  const { t } = useTranslation(WEBHOOKS);
  const dateTime = useDateTime();
  return (
    <details>
      <summary>{t('attempts', { count: delivery.attempts.length })}</summary>
      <p className="muted">
        <code>webhook-id</code> <code>{delivery.event_id}</code>
      </p>
      <TableScroll label={t('attemptsOf', { event })}>
        <table className="attempts">
          <caption>{t('attemptsOf', { event })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('attemptNumber')}</th>
              <th scope="col">{t('at')}</th>
              <th scope="col">{t('responseStatus')}</th>
              <th scope="col">{t('error')}</th>
              <th scope="col">{t('duration')}</th>
              <th scope="col">{t('body')}</th>
            </tr>
          </thead>
          <tbody>
            {delivery.attempts.map((attempt) => (
              <tr key={attempt.number}>
                <td>{attempt.number}</td>
                <td>{dateTime(attempt.at)}</td>
                <td>{attempt.response_status ?? t('none')}</td>
                <td>{attempt.error ? <code>{attempt.error}</code> : t('none')}</td>
                <td>{t('durationMs', { ms: attempt.duration_ms })}</td>
                <td>
                  {attempt.response_body ? <pre className="response-body">{attempt.response_body}</pre> : t('none')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </details>
  );
}
