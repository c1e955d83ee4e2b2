import { userNotFound } from '../access.errors';
import type { User } from '../user';
import type { UnitOfWork } from '../../kernel/unit-of-work';
import type { AccessRepositories } from '../ports';
import type { DisableUser } from './disable-user';

/**
 * The admin CLI's `user disable --id ID`: disables the user of any company by id, as {@link DisableUser} does for
 * its company (status `disabled`, every token revoked at once; refused when the company would lose its last
 * active holder of `users:write`). Source: docs/access.md#users.
 * @throws NotFoundError `USER.NOT_FOUND` for an unknown id.
 * @throws StateError `ACCESS.LAST_ADMIN` as `DisableUser`.
 */
export class DisableUserAsOperator {
  constructor(
    private readonly uow: UnitOfWork<AccessRepositories>,
    private readonly disableUser: DisableUser,
  ) {}

  async execute(command: { id: string }): Promise<User> {
    const user = await this.uow.run((r) => r.users.ofId(command.id));
    if (!user) throw userNotFound();
    return this.disableUser.execute({ companyId: user.companyId, id: user.id });
  }
}
