import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useWebhookEndpoints, type WebhookEndpoint } from '../../api/webhooks';
import { ErrorMessage } from '../../components/ErrorMessage';
import { COMMON } from '../../i18n/common.messages';
import { EndpointState } from './EndpointState';
import { WEBHOOKS } from './webhooks.messages';
import { TableScroll } from '../../components/TableScroll';

/** What the list says after leaving an endpoint (deleted), passed in the navigation state. */
export interface WebhookNotice {
  readonly notice: string;
}

/**
 * `webhooks`: the current company's endpoints (`GET /v1/webhook-endpoints`: at most 10, one page) with their URL,
 * description, event types, branches and state, each linking to its page; a link to create one.
 */
export function EndpointList() {
  const { t } = useTranslation(WEBHOOKS);
  const common = useTranslation(COMMON).t;
  const endpoints = useWebhookEndpoints();
  const notice = (useLocation().state as WebhookNotice | null)?.notice ?? '';
  return (
    <>
      <h1>{t('title')}</h1>
      <p className="muted">{t('intro')}</p>
      <p>
        <Link to="new" className="button-link primary">
          {t('newEndpoint')}
        </Link>
      </p>
      <p role="status" className={notice ? 'alert alert--success' : undefined}>
        {notice}
      </p>
      {endpoints.isPending && <p role="status">{common('loading')}</p>}
      <ErrorMessage error={endpoints.error} />
      {endpoints.data && endpoints.data.length === 0 && <p>{t('empty')}</p>}
      {endpoints.data && endpoints.data.length > 0 && (
        <TableScroll label={t('title')}>
          <table>
            <thead>
              <tr>
                <th scope="col">{t('endpoint')}</th>
                <th scope="col">{t('eventTypes')}</th>
                <th scope="col">{t('includeBranches')}</th>
                <th scope="col">{t('state')}</th>
                <th scope="col">{t('actions')}</th>
              </tr>
            </thead>
            <tbody>
              {endpoints.data.map((endpoint) => (
                <EndpointRow key={endpoint.id} endpoint={endpoint} />
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </>
  );
}

function EndpointRow({ endpoint }: { endpoint: WebhookEndpoint }) {
  const { t } = useTranslation(WEBHOOKS);
  return (
    <tr>
      <td>
        <code className="endpoint-url">{endpoint.url}</code>
        {endpoint.description && <div className="muted">{endpoint.description}</div>}
      </td>
      <td>{endpoint.event_types ? t('someTypes', { count: endpoint.event_types.length }) : t('allTypes')}</td>
      <td>{endpoint.include_branches ? t('yes') : t('no')}</td>
      <td>
        <EndpointState endpoint={endpoint} />
      </td>
      <td>
        <Link to={endpoint.id} aria-label={t('manageLabel', { url: endpoint.url })}>
          {t('manage')}
        </Link>
      </td>
    </tr>
  );
}
