import { assertExpectedVersion, type ExpectedVersion } from '../shared/versions';
import { requirePermissionIn } from '../access/access-lookups';
import { assertNoLockOut } from '../access/lock-out';
import type { UnitOfWork } from '../shared/unit-of-work';

/** DELETE /v1/permissions/{id}. */
export interface DeletePermissionCommand extends ExpectedVersion {
  companyId: string;
  id: string;
}

/**
 * Removes a permission on the target company or below it (docs/access.md#permissions); refused when the company
 * would lose its last active holder of `users:write`.
 * @throws NotFoundError `PERMISSION.NOT_FOUND`.
 * @throws VersionMismatchError `VERSION.MISMATCH` when `expectedVersion` is not the stored version.
 * @throws StateError `ACCESS.LAST_ADMIN`.
 */
export class DeletePermission {
  constructor(private readonly uow: UnitOfWork) {}

  async execute(command: DeletePermissionCommand): Promise<void> {
    await this.uow.run(async (r) => {
      const permission = await requirePermissionIn(r, command.companyId, command.id, 'change');
      assertExpectedVersion(permission.version, command.expectedVersion);
      await assertNoLockOut(r, [permission.companyId], { removedPermissionIds: new Set([permission.id]) });
      await r.permissions.delete(permission);
      await r.audit.record({
        companyId: permission.companyId,
        action: 'permission.deleted',
        entity: 'permission',
        entityId: permission.id,
        changed: [],
      });
    });
  }
}
