import { formatTimestamp, type Profile, type Scope } from '@employee/domain';

/** A profile in the API's JSON form (docs/access.md#profiles). */
export interface ProfileView {
  id: string;
  company_id: string;
  name: string;
  scopes: Scope[];
  is_builtin: boolean;
  created_at: string;
  updated_at: string;
  /** Grows by one with every change; the `ETag` is this number in quotes. */
  version: number;
}

/** The API form of `profile`: its scopes in catalogue order, timestamps in `timeZone` with a numeric offset. */
export function toProfileView(profile: Profile, timeZone: string): ProfileView {
  return {
    id: profile.id,
    company_id: profile.companyId,
    name: profile.name,
    scopes: [...profile.scopes],
    is_builtin: profile.isBuiltin,
    created_at: formatTimestamp(profile.createdAt, timeZone),
    updated_at: formatTimestamp(profile.updatedAt, timeZone),
    version: profile.version,
  };
}
