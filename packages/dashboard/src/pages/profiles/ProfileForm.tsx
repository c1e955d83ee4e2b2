import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ErrorMessage } from '../../components/ErrorMessage';
import { COMMON } from '../../i18n/common.messages';
import { NO_NS, PROFILES } from './profiles.messages';
import { useProfiles, type Profile } from '../../api/profiles';
import { useSaveProfile, useScopes, type ProfileInput } from './profiles';

/** The form of one profile: its name and one checkbox per scope of the catalogue, with the scope's description. */
function ProfileFields({ profile }: { profile: Profile | undefined }) {
  const { t } = useTranslation(PROFILES);
  const common = useTranslation(COMMON).t;
  const navigate = useNavigate();
  const scopes = useScopes();
  const save = useSaveProfile(profile?.id);
  const [name, setName] = useState(profile?.name ?? '');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set(profile?.scopes ?? []));
  const toggle = (scope: string, on: boolean) =>
    setChosen((previous) => {
      const next = new Set(previous);
      if (on) next.add(scope);
      else next.delete(scope);
      return next;
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ name, scopes: [...chosen] as ProfileInput['scopes'] }, { onSuccess: () => void navigate('..') });
  };
  const title = profile ? t('editProfile', { name: profile.name }) : t('newProfile');
  return (
    <form onSubmit={submit} className="card" aria-labelledby="profile-title">
      <h1 id="profile-title">{title}</h1>
      <label>
        {t('name')}
        <input autoComplete="off" maxLength={100} value={name} onChange={(e) => setName(e.target.value)} />
      </label>
      <fieldset>
        <legend>{t('scopes')}</legend>
        {scopes.isPending && <p role="status">{common('loading')}</p>}
        {scopes.data?.map((entry) => (
          <label key={entry.scope} className="checkbox">
            <input
              type="checkbox"
              checked={chosen.has(entry.scope)}
              onChange={(e) => toggle(entry.scope, e.target.checked)}
            />
            <span>
              <code>{entry.scope}</code> — {t(`scope.${entry.scope}`, NO_NS)}
            </span>
          </label>
        ))}
      </fieldset>
      <ErrorMessage error={scopes.error ?? save.error} />
      <div className="actions">
        <button type="submit" className="primary" disabled={save.isPending}>
          {profile ? common('save') : common('create')}
        </button>
        <Link to="..">{common('cancel')}</Link>
      </div>
    </form>
  );
}

/** `profiles/new` (no id) or `profiles/{id}`: creates or edits a custom profile (`POST`/`PUT /v1/profiles`). */
export function ProfileForm() {
  const { t } = useTranslation(PROFILES);
  const common = useTranslation(COMMON).t;
  const { id } = useParams();
  const profiles = useProfiles();
  if (!id) return <ProfileFields profile={undefined} />;
  if (profiles.isPending) return <p role="status">{common('loading')}</p>;
  const profile = profiles.data?.find((p) => p.id === id);
  if (!profile || profile.is_builtin) {
    return (
      <>
        <h1>{common('nav.profiles')}</h1>
        <ErrorMessage error={profiles.error} />
        <p role="alert">{profile ? t('builtinNote') : t('notFound')}</p>
        <Link to="..">{t('backToList')}</Link>
      </>
    );
  }
  return <ProfileFields key={profile.id} profile={profile} />;
}
