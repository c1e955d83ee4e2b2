import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../components/CopyButton';
import { USERS } from './users.messages';
import { useDateTime } from './use-date-time';
import type { InvitedUser } from './users';

/** An invitation link shown this once: the URL, a copy button, and that it is valid 72 hours and works once. */
export function InvitationLink({ user, onDone }: { user: InvitedUser; onDone: () => void }) {
  const { t } = useTranslation(USERS);
  const dateTime = useDateTime();
  return (
    <section className="card" aria-labelledby="invitation-title">
      <h2 id="invitation-title">{t('invitationTitle', { name: user.name })}</h2>
      <p role="alert" className="alert alert--warning">
        {t('invitationNote', { until: dateTime(user.invitation_expires_at) })}
      </p>
      <code className="secret" data-testid="invitation-url">
        {user.invitation_url}
      </code>
      <div className="actions">
        <CopyButton text={user.invitation_url} label={t('copyLink')} />
        <button type="button" onClick={onDone}>
          {t('done')}
        </button>
      </div>
    </section>
  );
}
