import { Route, Routes } from 'react-router';
import { useCurrentCompany } from '../../app/current-company';
import { ProfileForm } from './ProfileForm';
import { ProfileList } from './ProfileList';

/**
 * Profiles (`users:read`; writes need `users:write`): the list at `profiles`, a new one at `profiles/new`, a custom
 * one's edit at `profiles/{id}` (docs/access.md#profiles).
 */
export function ProfilesPage() {
  const { can } = useCurrentCompany();
  return (
    <Routes>
      <Route index element={<ProfileList />} />
      {can('users:write') && <Route path="new" element={<ProfileForm />} />}
      {can('users:write') && <Route path=":id" element={<ProfileForm />} />}
    </Routes>
  );
}
