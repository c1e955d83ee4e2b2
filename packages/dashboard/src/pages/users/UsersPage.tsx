import { Route, Routes } from 'react-router';
import { useCurrentCompany } from '../../app/current-company';
import { UserForm } from './UserForm';
import { UserList } from './UserList';

/**
 * Users (`users:read`; writes need `users:write`): the list at `users`, a new user at `users/new`
 * (docs/access.md#users).
 */
export function UsersPage() {
  const { can } = useCurrentCompany();
  return (
    <Routes>
      <Route index element={<UserList />} />
      {can('users:write') && <Route path="new" element={<UserForm />} />}
    </Routes>
  );
}
