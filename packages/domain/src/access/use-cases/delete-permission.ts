import { assertExpectedVersion, type ExpectedVersion } from '../../kernel/versions';
import { requirePermissionIn } from '../access-lookups';
import { assertNoLockOut } from '../lock-out';
import type { UnitOfWork } from '../../kernel/unit-of-work';
import type { TenancyRepositories } from '../../tenancy';
import type { AccessRepositories } from '../ports';
import type { HistoryRepositories } from '../../history';

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
  constructor(private readonly uow: UnitOfWork<AccessRepositories & TenancyRepositories & HistoryRepositories>) {}

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
