import { useTranslation } from 'react-i18next';
import type { Profile } from '../../api/profiles';
import { PERMISSIONS } from './permissions.messages';

/** The labelled select of the profile a permission grants. */
export function ProfileSelect(props: { profiles: readonly Profile[]; value: string; onChange: (id: string) => void }) {
  const { t } = useTranslation(PERMISSIONS);
  return (
    <label>
      {t('profile')}
      <select required value={props.value} onChange={(e) => props.onChange(e.target.value)}>
        <option value="">{t('choose')}</option>
        {props.profiles.map((profile) => (
          <option key={profile.id} value={profile.id}>
            {profile.name}
          </option>
        ))}
      </select>
    </label>
  );
}
