import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ErrorMessage } from '../../components/ErrorMessage';
import { COMMON } from '../../i18n/common.messages';
import { CampaignAccessForm } from './CampaignAccessForm';
import { PERMISSIONS } from './permissions.messages';
import { usePermissionNames, usePermissions, useUpdatePermission, type Permission } from './permissions';
import { ProfileSelect } from './ProfileSelect';

function EditForm({ permission }: { permission: Permission }) {
  const { t } = useTranslation(PERMISSIONS);
  const common = useTranslation(COMMON).t;
  const names = usePermissionNames();
  const update = useUpdatePermission(permission.id);
  const [profileId, setProfileId] = useState(permission.profile_id);
  const userName = names.user(permission.user_id) ?? t('unknown', { id: permission.user_id });
  const companyName = names.company(permission.company_id) ?? t('unknown', { id: permission.company_id });
  const user = names.users.find((u) => u.id === permission.user_id);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(profileId);
  };
  return (
    <>
      <form onSubmit={submit} className="card" aria-labelledby="permission-title">
        <h1 id="permission-title">{t('editPermission', { user: userName, company: companyName })}</h1>
        <ProfileSelect profiles={names.profiles} value={profileId} onChange={setProfileId} />
        <ErrorMessage error={names.error ?? update.error} />
        {update.isSuccess && (
          <p role="status" className="alert alert--success">
            {t('saved')}
          </p>
        )}
        <div className="actions">
          <button type="submit" className="primary" disabled={update.isPending}>
            {common('save')}
          </button>
          <Link to="..">{t('backToList')}</Link>
        </div>
      </form>
      {user ? <CampaignAccessForm key={user.id} user={user} /> : <p className="muted">{t('accessOtherCompany')}</p>}
    </>
  );
}

/**
 * `permissions/{id}`: changes the profile a permission grants (`PUT /v1/permissions/{id}`) and its user's
 * campaign access (a user's, not the permission's: `PUT /v1/users/{id}`).
 */
export function PermissionEdit() {
  const { t } = useTranslation(PERMISSIONS);
  const common = useTranslation(COMMON).t;
  const { id } = useParams();
  const permissions = usePermissions();
  if (permissions.isPending) return <p role="status">{common('loading')}</p>;
  const permission = permissions.data?.find((p) => p.id === id);
  if (!permission) {
    return (
      <>
        <h1>{common('nav.permissions')}</h1>
        <ErrorMessage error={permissions.error} />
        <p role="alert">{t('notFound')}</p>
        <Link to="..">{t('backToList')}</Link>
      </>
    );
  }
  return <EditForm permission={permission} />;
}
