import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../components/ConfirmButton';
import { ErrorMessage } from '../../components/ErrorMessage';
import { SecretOnce } from '../../components/SecretOnce';
import { COMMON } from '../../i18n/common.messages';
import { useDateTime } from '../../i18n/use-date-time';
import { API_KEY } from './api-key.messages';
import { useIssueApiKey, useLiveApiKey, useRevokeApiKey } from './api-key';

/**
 * API key (`keys:write`): the live key's prefix and when it was issued; issuing a new one (after confirming that the
 * old one stops working) shows the whole key once; revoking asks first. Routes `/api/v1/api-keys`
 * (docs/dashboard.md#pages).
 */
export function ApiKeyPage() {
  const { t } = useTranslation(API_KEY);
  const common = useTranslation(COMMON).t;
  const dateTime = useDateTime();
  const live = useLiveApiKey();
  const issue = useIssueApiKey();
  const revoke = useRevokeApiKey();
  const busy = issue.isPending || revoke.isPending;
  return (
    <>
      <h1>{common('nav.apiKey')}</h1>
      <p>{t('intro')}</p>
      <ErrorMessage error={live.error ?? issue.error ?? revoke.error} />
      {issue.data && (
        <SecretOnce
          title={t('newKey')}
          warning={t('shownOnce')}
          secret={issue.data.key}
          copyLabel={t('copyKey')}
          doneLabel={t('done')}
          testId="issued-key"
          onDone={() => issue.reset()}
        />
      )}
      {revoke.isSuccess && (
        <p role="status" className="alert alert--success">
          {t('revoked')}
        </p>
      )}
      {live.isPending && <p role="status">{common('loading')}</p>}
      {live.data === null && (
        <section className="card">
          <p>{t('none')}</p>
          <button type="button" className="primary" disabled={busy} onClick={() => issue.mutate()}>
            {t('issueFirst')}
          </button>
        </section>
      )}
      {live.data && (
        <section className="card" aria-labelledby="live-key-title">
          <h2 id="live-key-title">{t('live')}</h2>
          <dl>
            <dt>{t('prefix')}</dt>
            <dd>
              <code>{live.data.prefix}</code>
            </dd>
            <dt>{t('createdAt')}</dt>
            <dd>{dateTime(live.data.created_at)}</dd>
          </dl>
          <div className="actions">
            <ConfirmButton
              label={t('issue')}
              question={t('issueQuestion')}
              confirmLabel={t('issueConfirm')}
              disabled={busy}
              onConfirm={() => {
                revoke.reset();
                issue.mutate();
              }}
            />
            <ConfirmButton
              label={t('revoke')}
              question={t('revokeQuestion')}
              confirmLabel={t('revokeConfirm')}
              danger
              disabled={busy}
              onConfirm={() => {
                issue.reset();
                revoke.mutate();
              }}
            />
          </div>
        </section>
      )}
    </>
  );
}
