import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../api/session';
import { useCurrentCompany } from '../../app/current-company';
import { ConfirmButton } from '../../components/ConfirmButton';
import { ErrorMessage } from '../../components/ErrorMessage';
import { COMMON } from '../../i18n/common.messages';
import { InvitationLink } from './InvitationLink';
import { numberedPage, Pager } from '../../components/Pager';
import { USERS } from './users.messages';
import type { User } from '../../api/users';
import { useDateTime } from '../../i18n/use-date-time';
import { useDisableUser, useReissueInvitation, useUsers } from './users';
import { TableScroll } from '../../components/TableScroll';

/**
 * The write buttons of one user's row: a new invitation (invited only) and disable (not yet disabled, and never the
 * signed-in user themself, whose row says why instead: who wants to leave signs out, and another administrator
 * disables them; the API refuses it too, docs/access.md#users).
 */
function UserActions(props: {
  user: User;
  self: boolean;
  onReissue: (user: User) => void;
  onDisable: (user: User) => void;
}) {
  const { t } = useTranslation(USERS);
  const { user } = props;
  return (
    <div className="actions">
      {user.status === 'invited' && (
        <button type="button" aria-label={t('reissueName', { name: user.name })} onClick={() => props.onReissue(user)}>
          {t('reissue')}
        </button>
      )}
      {user.status !== 'disabled' && !props.self && (
        <ConfirmButton
          label={t('disable')}
          ariaLabel={t('disableName', { name: user.name })}
          question={t('disableQuestion', { name: user.name })}
          confirmLabel={t('disable')}
          danger
          onConfirm={() => props.onDisable(user)}
        />
      )}
      {user.status !== 'disabled' && props.self && <span className="muted">{t('selfNoDisable')}</span>}
    </div>
  );
}

/** One user of the list; with `users:write` (`writes`), the actions on them. */
function UserRow(props: {
  user: User;
  dateTime: ReturnType<typeof useDateTime>;
  writes: boolean;
  self: boolean;
  onReissue: (user: User) => void;
  onDisable: (user: User) => void;
}) {
  const { t } = useTranslation(USERS);
  const { user } = props;
  return (
    <tr>
      <th scope="row">{user.name}</th>
      <td>{user.email}</td>
      <td>
        {t(`status.${user.status}`)}
        {user.otp_enabled && <small> ({t('otp')})</small>}
      </td>
      <td>{props.dateTime(user.last_sign_in_at)}</td>
      {props.writes && (
        <td>
          <UserActions user={user} self={props.self} onReissue={props.onReissue} onDisable={props.onDisable} />
        </td>
      )}
    </tr>
  );
}

/**
 * `users`: one page of the current company's users (name, e-mail, status, last sign-in); with `users:write`, a new
 * user, a new invitation for an invited one (its link shown once) and disabling (confirmed).
 */
export function UserList() {
  const { t } = useTranslation(USERS);
  const common = useTranslation(COMMON).t;
  const { can } = useCurrentCompany();
  const dateTime = useDateTime();
  const [page, setPage] = useState(1);
  const users = useUsers(page);
  const reissue = useReissueInvitation();
  const disable = useDisableUser();
  const me = useSession().data?.user.id;
  const writes = can('users:write');
  const lastPage = users.data ? numberedPage(users.data.meta).last : 1;
  return (
    <>
      <h1>{common('nav.users')}</h1>
      <p>{t('intro')}</p>
      {writes && (
        <p>
          <Link to="new">{t('newUser')}</Link>
        </p>
      )}
      {reissue.data && <InvitationLink user={reissue.data} onDone={() => reissue.reset()} />}
      {disable.isSuccess && (
        <p role="status" className="alert alert--success">
          {t('disabled', { name: disable.data.name })}
        </p>
      )}
      <ErrorMessage error={users.error ?? reissue.error ?? disable.error} />
      {users.isPending && <p role="status">{common('loading')}</p>}
      {users.data && users.data.data.length === 0 && <p>{t('empty')}</p>}
      {users.data && users.data.data.length > 0 && (
        <TableScroll label={common('nav.users')}>
          <table>
            <thead>
              <tr>
                <th scope="col">{t('name')}</th>
                <th scope="col">{t('email')}</th>
                <th scope="col">{t('status')}</th>
                <th scope="col">{t('lastSignIn')}</th>
                {writes && <th scope="col">{t('actions')}</th>}
              </tr>
            </thead>
            <tbody>
              {users.data.data.map((user) => (
                <UserRow
                  key={user.id}
                  user={user}
                  dateTime={dateTime}
                  writes={writes}
                  self={user.id === me}
                  onReissue={(u) => {
                    disable.reset();
                    reissue.mutate(u.id);
                  }}
                  onDisable={(u) => {
                    reissue.reset();
                    disable.mutate(u);
                  }}
                />
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      {lastPage > 1 && (
        <Pager
          label={t('pages')}
          position={t('pageOf', { page, last: lastPage })}
          hasPrevious={page > 1}
          hasNext={page < lastPage}
          onPrevious={() => setPage(page - 1)}
          onNext={() => setPage(page + 1)}
        />
      )}
    </>
  );
}
