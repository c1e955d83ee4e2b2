import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentCompany } from '../../app/current-company';
import { ConfirmButton } from '../../components/ConfirmButton';
import { ErrorMessage } from '../../components/ErrorMessage';
import { COMMON } from '../../i18n/common.messages';
import { PERMISSIONS } from './permissions.messages';
import { useDeletePermission, usePermissionNames, usePermissions } from './permissions';
import { TableScroll } from '../../components/TableScroll';

/**
 * `permissions`: the grants on the current company and each branch below it, one table per company (user,
 * profile); with `users:write`, a new grant, editing and deleting one (confirmed; the API's 409 when a company
 * would lose its last `users:write` holder).
 */
export function PermissionList() {
  const { t } = useTranslation(PERMISSIONS);
  const common = useTranslation(COMMON).t;
  const { can } = useCurrentCompany();
  const permissions = usePermissions();
  const names = usePermissionNames();
  const remove = useDeletePermission();
  const writes = can('users:write');
  const unknown = (id: string) => t('unknown', { id: id.slice(0, 8) });
  return (
    <>
      <h1>{common('nav.permissions')}</h1>
      <p>{t('intro')}</p>
      {writes && (
        <p>
          <Link to="new">{t('newPermission')}</Link>
        </p>
      )}
      {remove.isSuccess && (
        <p role="status" className="alert alert--success">
          {t('deleted')}
        </p>
      )}
      <ErrorMessage error={permissions.error ?? names.error ?? remove.error} />
      {permissions.isPending && <p role="status">{common('loading')}</p>}
      {permissions.data &&
        names.companies.map((company) => {
          const grants = permissions.data.filter((p) => p.company_id === company.id);
          return (
            <section key={company.id} aria-labelledby={`grants-${company.id}`}>
              <h2 id={`grants-${company.id}`}>{company.name}</h2>
              {grants.length === 0 ? (
                <p className="muted">{t('none')}</p>
              ) : (
                <TableScroll labelledBy={`grants-${company.id}`}>
                  <table>
                    <thead>
                      <tr>
                        <th scope="col">{t('user')}</th>
                        <th scope="col">{t('profile')}</th>
                        {writes && <th scope="col">{t('actions')}</th>}
                      </tr>
                    </thead>
                    <tbody>
                      {grants.map((grant) => {
                        const user = names.user(grant.user_id) ?? unknown(grant.user_id);
                        const profile = names.profile(grant.profile_id) ?? unknown(grant.profile_id);
                        const which = { user, company: company.name, profile };
                        return (
                          <tr key={grant.id}>
                            <th scope="row">{user}</th>
                            <td>{profile}</td>
                            {writes && (
                              <GrantActions id={grant.id} which={which} onDelete={() => remove.mutate(grant.id)} />
                            )}
                          </tr>
                        );
                      })}
                    </tbody>
                  </table>
                </TableScroll>
              )}
            </section>
          );
        })}
    </>
  );
}

/** The actions cell of one grant's row: edit, and delete after confirming. `which` names the user, company, profile. */
function GrantActions(props: {
  id: string;
  which: Record<'user' | 'company' | 'profile', string>;
  onDelete: () => void;
}) {
  const { id, which, onDelete } = props;
  const { t } = useTranslation(PERMISSIONS);
  const common = useTranslation(COMMON).t;
  return (
    <td>
      <div className="actions">
        <Link to={id} aria-label={t('editName', which)}>
          {common('edit')}
        </Link>
        <ConfirmButton
          label={common('delete')}
          ariaLabel={t('deleteName', which)}
          question={t('deleteQuestion', which)}
          confirmLabel={common('delete')}
          danger
          onConfirm={onDelete}
        />
      </div>
    </td>
  );
}
