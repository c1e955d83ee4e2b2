import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../components/ConfirmButton';
import { CopyButton } from '../../components/CopyButton';
import { ErrorMessage } from '../../components/ErrorMessage';
import { COMMON } from '../../i18n/common.messages';
import { useDateTime } from '../users/use-date-time';
import { API_KEY } from './api-key.messages';
import { useIssueApiKey, useLiveApiKey, useRevokeApiKey, type IssuedApiKey } from './api-key';

/** The key just issued, shown this once with a copy button and the warning that it will not be shown again. */
function IssuedKey({ issued, onDone }: { issued: IssuedApiKey; onDone: () => void }) {
  const { t } = useTranslation(API_KEY);
  return (
    <section className="card" aria-labelledby="new-key-title">
      <h2 id="new-key-title">{t('newKey')}</h2>
      <p role="alert" className="alert alert--warning">
        {t('shownOnce')}
      </p>
      <code className="secret" data-testid="issued-key">
        {issued.key}
      </code>
      <div className="actions">
        <CopyButton text={issued.key} label={t('copyKey')} />
        <button type="button" onClick={onDone}>
          {t('done')}
        </button>
      </div>
    </section>
  );
}

/**
 * API key (`keys:write`): the live key's prefix and dates; issuing a new one (after confirming that the old one stops
 * working) shows the whole key once; revoking asks first. Routes `/api/v1/api-keys` (shared/decisions/dashboard.md).
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
      {issue.data && <IssuedKey issued={issue.data} onDone={() => issue.reset()} />}
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
            <dt>{t('lastUsedAt')}</dt>
            <dd>{dateTime(live.data.last_used_at, t('never'))}</dd>
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
