import { assertExpectedVersion, type ExpectedVersion } from '../../kernel/versions';
import { requireProfileOf } from '../access-lookups';
import { ProfileInUseError } from '../access.errors';
import type { UnitOfWork } from '../../kernel/unit-of-work';
import type { AccessRepositories } from '../ports';
import type { HistoryRepositories } from '../../history';

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
  constructor(private readonly uow: UnitOfWork<AccessRepositories & HistoryRepositories>) {}

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
