import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentCompany } from '../../app/current-company';
import { ConfirmButton } from '../../components/ConfirmButton';
import { ErrorMessage } from '../../components/ErrorMessage';
import { COMMON } from '../../i18n/common.messages';
import { NO_NS, PROFILES } from './profiles.messages';
import { useProfiles, type Profile } from '../../api/profiles';
import { useDeleteProfile } from './profiles';
import { TableScroll } from '../../components/TableScroll';

/**
 * `profiles`: the current company's profiles with their scopes; with `users:write`, a new profile, editing and
 * deleting a custom one (a profile still granted answers 409, shown as the API's message).
 */
export function ProfileList() {
  const { t } = useTranslation(PROFILES);
  const common = useTranslation(COMMON).t;
  const { can } = useCurrentCompany();
  const profiles = useProfiles();
  const remove = useDeleteProfile();
  const writes = can('users:write');
  return (
    <>
      <h1>{common('nav.profiles')}</h1>
      <p>{t('intro')}</p>
      {writes && (
        <p>
          <Link to="new">{t('newProfile')}</Link>
        </p>
      )}
      {remove.isSuccess && (
        <p role="status" className="alert alert--success">
          {t('deleted', { name: remove.data.name })}
        </p>
      )}
      <ErrorMessage error={profiles.error ?? remove.error} />
      {profiles.isPending && <p role="status">{common('loading')}</p>}
      {profiles.data && (
        <TableScroll label={common('nav.profiles')}>
          <table>
            <thead>
              <tr>
                <th scope="col">{t('name')}</th>
                <th scope="col">{t('scopes')}</th>
                {writes && <th scope="col">{t('actions')}</th>}
              </tr>
            </thead>
            <tbody>
              {profiles.data.map((profile) => (
                <tr key={profile.id}>
                  <th scope="row">
                    {profile.name}
                    {profile.is_builtin && <small> ({t('builtin')})</small>}
                  </th>
                  <td>
                    <details>
                      <summary>{t('scopeCount', { count: profile.scopes.length })}</summary>
                      <ul>
                        {profile.scopes.map((scope) => (
                          <li key={scope}>
                            <code>{scope}</code> — {t(`scope.${scope}`, NO_NS)}
                          </li>
                        ))}
                      </ul>
                    </details>
                  </td>
                  {writes && <ProfileActions profile={profile} onDelete={() => remove.mutate(profile)} />}
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </>
  );
}

/** The actions cell of one profile's row: a note for a built-in profile, else edit and delete (after confirming). */
function ProfileActions({ profile, onDelete }: { profile: Profile; onDelete: () => void }) {
  const { t } = useTranslation(PROFILES);
  const common = useTranslation(COMMON).t;
  return (
    <td>
      {profile.is_builtin ? (
        <small>{t('builtinNote')}</small>
      ) : (
        <div className="actions">
          <Link to={profile.id} aria-label={t('editName', { name: profile.name })}>
            {common('edit')}
          </Link>
          <ConfirmButton
            label={common('delete')}
            ariaLabel={t('deleteName', { name: profile.name })}
            question={t('deleteQuestion', { name: profile.name })}
            confirmLabel={common('delete')}
            danger
            onConfirm={onDelete}
          />
        </div>
      )}
    </td>
  );
}
