import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ErrorMessage } from '../../components/ErrorMessage';
import { COMMON } from '../../i18n/common.messages';
import { PERMISSIONS } from './permissions.messages';
import { useCreatePermission, usePermissionNames } from './permissions';
import { ProfileSelect } from './ProfileSelect';

/**
 * `permissions/new`: grants a profile to a user (not disabled) on the current company or a branch below it
 * (`POST /v1/permissions`); the API's 403/409/422 are shown as it words them.
 */
export function PermissionCreate() {
  const { t } = useTranslation(PERMISSIONS);
  const common = useTranslation(COMMON).t;
  const navigate = useNavigate();
  const names = usePermissionNames();
  const create = useCreatePermission();
  const [userId, setUserId] = useState('');
  const [companyId, setCompanyId] = useState('');
  const [profileId, setProfileId] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { user_id: userId, company_id: companyId, profile_id: profileId },
      { onSuccess: () => void navigate('..') },
    );
  };
  return (
    <form onSubmit={submit} className="card" aria-labelledby="new-permission-title">
      <h1 id="new-permission-title">{t('newPermission')}</h1>
      <label>
        {t('user')}
        <select value={userId} onChange={(e) => setUserId(e.target.value)}>
          <option value="">{t('choose')}</option>
          {names.users
            .filter((user) => user.status !== 'disabled')
            .map((user) => (
              <option key={user.id} value={user.id}>
                {user.name} ({user.email})
              </option>
            ))}
        </select>
      </label>
      <label>
        {t('company')}
        <select value={companyId} onChange={(e) => setCompanyId(e.target.value)}>
          <option value="">{t('choose')}</option>
          {names.companies.map((company) => (
            <option key={company.id} value={company.id}>
              {company.name}
            </option>
          ))}
        </select>
      </label>
      <ProfileSelect profiles={names.profiles} value={profileId} onChange={setProfileId} />
      <ErrorMessage error={names.error ?? create.error} />
      <div className="actions">
        <button type="submit" className="primary" disabled={create.isPending}>
          {common('create')}
        </button>
        <Link to="..">{common('cancel')}</Link>
      </div>
    </form>
  );
}
