import { Route, Routes } from 'react-router';
import { useCurrentCompany } from '../../app/current-company';
import { PermissionCreate } from './PermissionCreate';
import { PermissionEdit } from './PermissionEdit';
import { PermissionList } from './PermissionList';

/**
 * Permissions (`users:read`; writes need `users:write`): the grants per company at `permissions`, a new one at
 * `permissions/new`, one's profile and its user's campaign access at `permissions/{id}` (docs/access.md#permissions).
 */
export function PermissionsPage() {
  const { can } = useCurrentCompany();
  return (
    <Routes>
      <Route index element={<PermissionList />} />
      {can('users:write') && <Route path="new" element={<PermissionCreate />} />}
      {can('users:write') && <Route path=":id" element={<PermissionEdit />} />}
    </Routes>
  );
}
