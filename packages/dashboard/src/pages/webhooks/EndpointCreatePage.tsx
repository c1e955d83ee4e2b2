import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useCreateWebhookEndpoint } from '../../api/webhooks';
import { COMMON } from '../../i18n/common.messages';
import { EndpointForm } from './EndpointForm';
import { EndpointSecret } from './EndpointSecret';
import { WEBHOOKS } from './webhooks.messages';

/**
 * `webhooks/new`: the form of a new endpoint (`POST /v1/webhook-endpoints`); the answer's signing secret is shown
 * here once, held only in this page's memory (a reload and it is gone); Done opens the endpoint's page.
 */
export function EndpointCreatePage() {
  const { t } = useTranslation(WEBHOOKS);
  const common = useTranslation(COMMON).t;
  const navigate = useNavigate();
  const create = useCreateWebhookEndpoint();
  const created = create.data;
  return (
    <>
      <h1>{t('createTitle')}</h1>
      {created ? (
        <EndpointSecret
          secret={created.secret}
          warning={t('secretWarning')}
          doneLabel={t('openEndpoint')}
          onDone={() => void navigate(`/webhooks/${created.id}`)}
        />
      ) : (
        <EndpointForm
          title={t('endpoint')}
          pending={create.isPending}
          error={create.error}
          onSubmit={(input) => create.mutate(input)}
        >
          <Link to="/webhooks">{common('cancel')}</Link>
        </EndpointForm>
      )}
    </>
  );
}
