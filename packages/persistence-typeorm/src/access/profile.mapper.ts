import { Profile, type Scope } from '@employee/domain';
import { ProfileRecord } from './profile.record';

/** `Profile` ↔ `profiles` row; the row's `name_key` is the profile's `nameKey` (derived from the name). */
export const profileMapper = {
  toDomain(record: ProfileRecord): Profile {
    const { nameKey: _derived, ...props } = record;
    return Profile.fromProps({ ...props, scopes: record.scopes as Scope[] });
  },

  toRecord(profile: Profile): ProfileRecord {
    const props = profile.toProps();
    return Object.assign(new ProfileRecord(), { ...props, scopes: [...props.scopes], nameKey: profile.nameKey });
  },
};
