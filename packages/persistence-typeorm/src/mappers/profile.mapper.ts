import { Profile, type Scope } from '@employee/domain';
import { ProfileRecord } from '../records/profile.record';

/** `Profile` ↔ `profiles` row. */
export const profileMapper = {
  toDomain(record: ProfileRecord): Profile {
    return Profile.fromProps({ ...record, scopes: record.scopes as Scope[] });
  },

  toRecord(profile: Profile): ProfileRecord {
    const props = profile.toProps();
    return Object.assign(new ProfileRecord(), { ...props, scopes: [...props.scopes] });
  },
};
