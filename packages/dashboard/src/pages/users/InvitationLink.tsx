import { useTranslation } from 'react-i18next';
import { SecretOnce } from '../../components/SecretOnce';
import { USERS } from './users.messages';
import { useDateTime } from '../../i18n/use-date-time';
import type { InvitedUser } from './users';

/** An invitation link shown this once: the URL, a copy button, and that it is valid 72 hours and works once. */
export function InvitationLink({ user, onDone }: { user: InvitedUser; onDone: () => void }) {
  const { t } = useTranslation(USERS);
  const dateTime = useDateTime();
  return (
    <SecretOnce
      title={t('invitationTitle', { name: user.name })}
      warning={t('invitationNote', { until: dateTime(user.invitation_expires_at) })}
      secret={user.invitation_url}
      copyLabel={t('copyLink')}
      doneLabel={t('done')}
      testId="invitation-url"
      onDone={onDone}
    />
  );
}
