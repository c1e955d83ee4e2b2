import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentCompany } from '../../app/current-company';
import { useAllUsers } from '../../api/users';
import { useWebhookEndpoints } from '../../api/webhooks';
import { ErrorMessage } from '../../components/ErrorMessage';
import { COMMON } from '../../i18n/common.messages';
import { useDateTime } from '../../i18n/use-date-time';
import { HOME } from './home.messages';
import { useFailingEndpoints, useOpenCampaigns, useUndeliverableInvitations, useUnusedTokens } from './home-queries';

/**
 * What needs attention, on the home page (docs/dashboard.md#home), each from what the signed-in user may read:
 * invitations of an open `platform` campaign the platform could not deliver (`campaigns:read`), failing webhook
 * endpoints (`webhooks:write`), invited users who have not accepted yet (`users:read`), and the user's own personal
 * tokens never used (no scope: every user reads their own). A source the user may not read is
 * not asked, so it is neither shown nor an error; "nothing needs attention" in words when every read answered and
 * no item is left.
 */
export function AttentionList() {
  const { t } = useTranslation(HOME);
  const { t: common } = useTranslation(COMMON);
  const { can } = useCurrentCompany();
  const dateTime = useDateTime();
  const open = useOpenCampaigns(can('campaigns:read'));
  const undeliverable = useUndeliverableInvitations(open.data ?? []);
  const endpoints = useWebhookEndpoints(can('webhooks:write'));
  const failing = useFailingEndpoints(endpoints.data ?? []);
  const users = useAllUsers(can('users:read'));
  const invited = (users.data ?? []).filter((user) => user.status === 'invited').length;
  const tokens = useUnusedTokens();
  const reads = [open, endpoints, users, tokens];
  const pending = reads.some((read) => read.isLoading);
  const items = [
    ...undeliverable.map(({ campaign, count }) => (
      <li key={`undeliverable-${campaign.id}`}>
        <Link to={`/campaigns/${campaign.id}`}>{t('attention.undeliverable', { count, campaign: campaign.name })}</Link>
      </li>
    )),
    ...failing.map(({ endpoint, reason }) => (
      <li key={endpoint.id}>
        <Link to={`/webhooks/${endpoint.id}`}>
          {t(reason === 'disabled' ? 'attention.webhookDisabled' : 'attention.webhookFailing', { url: endpoint.url })}
        </Link>
      </li>
    )),
    ...(invited > 0
      ? [
          <li key="invited-users">
            <Link to="/users">{t('attention.invitedUsers', { count: invited })}</Link>
          </li>,
        ]
      : []),
    ...(tokens.data ?? []).map((token) => (
      <li key={token.id} data-testid="unused-token">
        {t('attention.unusedToken', { name: token.name, expires: dateTime(token.expires_at) })}
      </li>
    )),
  ];
  return (
    <section className="card" aria-labelledby="home-attention-title">
      <h2 id="home-attention-title">{t('attention.title')}</h2>
      {pending && <p role="status">{common('loading')}</p>}
      {reads.map((read, index) => (
        <ErrorMessage key={index} error={read.error} />
      ))}
      {!pending && !reads.some((read) => read.isError) && items.length === 0 && <p>{t('attention.empty')}</p>}
      {items.length > 0 && (
        <ul className="home-list" data-testid="attention">
          {items}
        </ul>
      )}
    </section>
  );
}
