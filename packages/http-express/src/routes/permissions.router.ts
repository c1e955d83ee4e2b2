import type {
  CreatePermission,
  DeletePermission,
  GetPermission,
  ListPermissions,
  Permission,
  UpdatePermission,
} from '@employee/domain';
import { toPermissionView } from '@employee/wire';
import type { Router } from 'express';
import { CreatePermissionRequest, UpdatePermissionRequest } from '../dto/permission-body.request';
import { resourceRouter } from './resource.router';

/** The use cases behind `/v1/permissions`. */
export interface PermissionUseCases {
  readonly listPermissions: ListPermissions;
  readonly createPermission: CreatePermission;
  readonly getPermission: GetPermission;
  readonly updatePermission: UpdatePermission;
  readonly deletePermission: DeletePermission;
}

/**
 * `/v1/permissions`: list the permissions on the target company and below it (filters `user_id`, `company_id`),
 * grant a profile to a user on a company, get, change the profile of, and delete a permission; reads need
 * `users:read`, writes `users:write`, and a grant only the scopes the caller holds there. Versioned: `ETag`,
 * `If-Match`, `If-None-Match`. Source: docs/access.md#permissions, docs/change-history.md#versions-and-etags.
 */
export function permissionsRouter(
  useCases: PermissionUseCases,
  timeZone: string,
  publicBaseUrl: string | null,
): Router {
  return resourceRouter<Permission, CreatePermissionRequest, UpdatePermissionRequest>(
    {
      list: (companyId, { page, per_page, user_id, company_id }, after) =>
        useCases.listPermissions.execute({
          companyId,
          userId: user_id,
          filterCompanyId: company_id,
          page,
          perPage: per_page,
          after,
        }),
      create: (companyId, body, rejected, principal) =>
        useCases.createPermission.execute({
          principal,
          companyId,
          userId: body.user_id,
          grantCompanyId: body.company_id,
          profileId: body.profile_id,
          rejected,
        }),
      get: (companyId, id) => useCases.getPermission.execute({ companyId, id }),
      update: (companyId, id, body, rejected, principal, expectedVersion) =>
        useCases.updatePermission.execute({
          principal,
          companyId,
          id,
          profileId: body.profile_id,
          rejected,
          expectedVersion,
        }),
      remove: (companyId, id, expectedVersion) => useCases.deletePermission.execute({ companyId, id, expectedVersion }),
      view: (permission) => toPermissionView(permission, timeZone),
      createBody: CreatePermissionRequest,
      updateBody: UpdatePermissionRequest,
      listFilters: ['user_id', 'company_id'],
      scopes: { read: 'users:read', write: 'users:write' },
      versionOf: (permission) => permission.version,
    },
    publicBaseUrl,
  );
}
