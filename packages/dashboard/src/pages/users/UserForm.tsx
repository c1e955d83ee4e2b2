import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorMessage } from '../../components/ErrorMessage';
import { COMMON } from '../../i18n/common.messages';
import { useProfiles } from '../../api/profiles';
import { InvitationLink } from './InvitationLink';
import { USERS } from './users.messages';
import { useCreateUser } from './users';

/**
 * `users/new`: name, e-mail and the profile granted on the current company (`POST /v1/users`); the answer's
 * invitation link is shown once. A 422 shows the API's messages per field.
 */
export function UserForm() {
  const { t } = useTranslation(USERS);
  const common = useTranslation(COMMON).t;
  const profiles = useProfiles();
  const create = useCreateUser();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [profileId, setProfileId] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate({ name, email, profile_id: profileId });
  };
  if (create.data) {
    return (
      <>
        <h1>{t('newUser')}</h1>
        <InvitationLink user={create.data} onDone={() => create.reset()} />
        <Link to="..">{t('backToList')}</Link>
      </>
    );
  }
  return (
    <form onSubmit={submit} className="card" aria-labelledby="new-user-title">
      <h1 id="new-user-title">{t('newUser')}</h1>
      <label>
        {t('name')}
        <input required autoComplete="off" value={name} onChange={(e) => setName(e.target.value)} />
      </label>
      <label>
        {t('email')}
        <input type="email" required autoComplete="off" value={email} onChange={(e) => setEmail(e.target.value)} />
      </label>
      <label>
        {t('profile')}
        <select required value={profileId} onChange={(e) => setProfileId(e.target.value)}>
          <option value="">{t('choose')}</option>
          {profiles.data?.map((profile) => (
            <option key={profile.id} value={profile.id}>
              {profile.name}
            </option>
          ))}
        </select>
      </label>
      <ErrorMessage error={profiles.error ?? create.error} />
      <div className="actions">
        <button type="submit" className="primary" disabled={create.isPending}>
          {common('create')}
        </button>
        <Link to="..">{common('cancel')}</Link>
      </div>
    </form>
  );
}
