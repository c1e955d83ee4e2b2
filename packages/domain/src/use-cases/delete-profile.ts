import { assertExpectedVersion, type ExpectedVersion } from '../shared/versions';
import { requireProfileOf } from '../access/access-lookups';
import { ProfileInUseError } from '../access/access.errors';
import type { UnitOfWork } from '../shared/unit-of-work';

/** DELETE /v1/profiles/{id}. */
export interface DeleteProfileCommand extends ExpectedVersion {
  companyId: string;
  id: string;
}

/**
 * Deletes a custom profile of the target company that no permission grants (docs/access.md#profiles).
 * @throws NotFoundError `PROFILE.NOT_FOUND`.
 * @throws VersionMismatchError `VERSION.MISMATCH` when `expectedVersion` is not the stored version.
 * @throws StateError `PROFILE.BUILTIN` for a built-in profile; {@link ProfileInUseError} `PROFILE.IN_USE` with the
 *   number of permissions granting it.
 */
export class DeleteProfile {
  constructor(private readonly uow: UnitOfWork) {}

  async execute(command: DeleteProfileCommand): Promise<void> {
    await this.uow.run(async (r) => {
      const profile = await requireProfileOf(r, command.companyId, command.id, 'change');
      assertExpectedVersion(profile.version, command.expectedVersion);
      profile.assertDeletable();
      const permissions = await r.profiles.countPermissionsUsing(profile.id);
      if (permissions > 0) throw new ProfileInUseError(permissions);
      await r.profiles.delete(profile);
      await r.audit.record({
        companyId: profile.companyId,
        action: 'profile.deleted',
        entity: 'profile',
        entityId: profile.id,
        changed: [],
      });
    });
  }
}
