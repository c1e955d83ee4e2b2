import { formatTimestamp, type Permission } from '@employee/domain';

/** A permission in the API's JSON form (docs/access.md#permissions). */
export interface PermissionView {
  id: string;
  user_id: string;
  company_id: string;
  profile_id: string;
  created_at: string;
  updated_at: string;
  /** Grows by one with every change; the `ETag` is this number in quotes. */
  version: number;
}

/** The API form of `permission`, timestamps in `timeZone` with a numeric offset. */
export function toPermissionView(permission: Permission, timeZone: string): PermissionView {
  return {
    id: permission.id,
    user_id: permission.userId,
    company_id: permission.companyId,
    profile_id: permission.profileId,
    created_at: formatTimestamp(permission.createdAt, timeZone),
    updated_at: formatTimestamp(permission.updatedAt, timeZone),
    version: permission.version,
  };
}
