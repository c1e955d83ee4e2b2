import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import {
  useDeleteWebhookEndpoint,
  useReplaceWebhookEndpoint,
  useRotateWebhookSecret,
  useSendTestWebhook,
  useWebhookEndpoint,
  type WebhookEndpoint,
} from '../../api/webhooks';
import { ConfirmButton } from '../../components/ConfirmButton';
import { ErrorMessage } from '../../components/ErrorMessage';
import { COMMON } from '../../i18n/common.messages';
import { DeliveriesLog } from './DeliveriesLog';
import { EndpointForm } from './EndpointForm';
import { EndpointSecret } from './EndpointSecret';
import { EndpointState } from './EndpointState';
import { withEnabled } from './endpoint-form';
import type { WebhookNotice } from './EndpointList';
import { WEBHOOKS } from './webhooks.messages';

/** `webhooks/:id`: one endpoint (`GET /v1/webhook-endpoints/{id}`), or why it cannot be shown (404). */
export function EndpointPage() {
  const { t } = useTranslation(WEBHOOKS);
  const common = useTranslation(COMMON).t;
  const { id = '' } = useParams();
  const endpoint = useWebhookEndpoint(id);
  if (endpoint.isPending) return <p role="status">{common('loading')}</p>;
  if (endpoint.error) {
    return (
      <>
        <h1>{t('title')}</h1>
        <ErrorMessage error={endpoint.error} />
        <Link to="/webhooks">{t('back')}</Link>
      </>
    );
  }
  return <EndpointView endpoint={endpoint.data} />;
}

/**
 * An endpoint with its actions: send a test event, enable or disable (asking first), rotate the secret (asking
 * first; the new one shown once, in memory only), delete (asking first, then back to the list), edit it (a PUT of the
 * whole endpoint with `If-Match`), and its delivery log.
 */
function EndpointView({ endpoint }: { endpoint: WebhookEndpoint }) {
  const { t } = useTranslation(WEBHOOKS);
  const navigate = useNavigate();
  const replace = useReplaceWebhookEndpoint(endpoint);
  const rotate = useRotateWebhookSecret(endpoint.id);
  const remove = useDeleteWebhookEndpoint(endpoint);
  const test = useSendTestWebhook(endpoint.id);
  const [notice, setNotice] = useState('');
  const busy = replace.isPending || rotate.isPending || remove.isPending || test.isPending;

  return (
    <>
      <h1>
        {t('endpoint')} <code className="endpoint-url">{endpoint.url}</code>
      </h1>
      <p>
        <EndpointState endpoint={endpoint} />
        {endpoint.description && <span className="muted"> {endpoint.description}</span>}
      </p>
      <p role="status" className={notice ? 'alert alert--success' : undefined}>
        {notice}
      </p>
      <ErrorMessage error={rotate.error ?? remove.error ?? test.error} />
      {rotate.data && (
        <EndpointSecret secret={rotate.data.secret} warning={t('rotatedWarning')} onDone={() => rotate.reset()} />
      )}
      <EndpointActions
        endpoint={endpoint}
        busy={busy}
        onTest={() => test.mutate(undefined, { onSuccess: () => setNotice(t('testQueued')) })}
        onEnabled={(isEnabled) =>
          replace.mutate(withEnabled(endpoint, isEnabled), { onSuccess: () => setNotice(t('saved')) })
        }
        onRotate={() => rotate.mutate()}
        onDelete={() =>
          remove.mutate(undefined, {
            onSuccess: () => void navigate('/webhooks', { state: { notice: t('deleted') } satisfies WebhookNotice }),
          })
        }
      />
      <DeliveriesLog endpointId={endpoint.id} onNotice={setNotice} />
      <EndpointForm
        key={endpoint.version}
        title={t('editTitle')}
        endpoint={endpoint}
        pending={replace.isPending}
        error={replace.error}
        onSubmit={(input) => replace.mutate(input, { onSuccess: () => setNotice(t('saved')) })}
      >
        <Link to="/webhooks">{t('back')}</Link>
      </EndpointForm>
    </>
  );
}

/** What {@link EndpointActions} does: each callback runs its request. */
interface EndpointActionsProps {
  readonly endpoint: WebhookEndpoint;
  /** A request is running: every button waits. */
  readonly busy: boolean;
  readonly onTest: () => void;
  readonly onEnabled: (isEnabled: boolean) => void;
  readonly onRotate: () => void;
  readonly onDelete: () => void;
}

/**
 * The endpoint's buttons: send a test event (an enabled endpoint only: a disabled one delivers nothing); enable, or
 * disable asking first; rotate and delete, asking first.
 */
function EndpointActions({ endpoint, busy, onTest, onEnabled, onRotate, onDelete }: EndpointActionsProps) {
  const { t } = useTranslation(WEBHOOKS);
  return (
    <div className="actions card">
      <button type="button" className="primary" disabled={busy || !endpoint.is_enabled} onClick={onTest}>
        {t('sendTest')}
      </button>
      {endpoint.is_enabled ? (
        <ConfirmButton
          label={t('disable')}
          question={t('disableQuestion')}
          confirmLabel={t('disable')}
          disabled={busy}
          onConfirm={() => onEnabled(false)}
        />
      ) : (
        <button type="button" disabled={busy} onClick={() => onEnabled(true)}>
          {t('enable')}
        </button>
      )}
      <ConfirmButton
        label={t('rotate')}
        question={t('rotateQuestion')}
        confirmLabel={t('rotateConfirm')}
        disabled={busy}
        onConfirm={onRotate}
      />
      <ConfirmButton
        label={t('delete')}
        question={t('deleteQuestion')}
        confirmLabel={t('deleteConfirm')}
        danger
        disabled={busy}
        onConfirm={onDelete}
      />
    </div>
  );
}
