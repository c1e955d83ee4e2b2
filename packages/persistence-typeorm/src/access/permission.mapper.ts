import { Permission } from '@employee/domain';
import { PermissionRecord } from './permission.record';

/** `Permission` ↔ `permissions` row. */
export const permissionMapper = {
  toDomain(record: PermissionRecord): Permission {
    return Permission.fromProps({ ...record });
  },

  toRecord(permission: Permission): PermissionRecord {
    return Object.assign(new PermissionRecord(), permission.toProps());
  },
};
