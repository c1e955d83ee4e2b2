import { Principal } from '../principal';
import { companyNotFound } from '../../tenancy';
import { Violations } from '../../kernel/violations';
import { USER_INVALID } from '../access.errors';
import type { UnitOfWork } from '../../kernel/unit-of-work';
import type { AccessRepositories } from '../ports';
import type { TenancyRepositories } from '../../tenancy';
import type { CreatedUser, CreateUser } from './create-user';

/** The admin CLI's `user create`: a user of `companyId` with the company's profile named `profileName`. */
export interface InviteUserAsOperatorCommand {
  companyId: string;
  name: unknown;
  email: unknown;
  /** A profile of the company by name, compared case-insensitively (`Administrador` for a first administrator). */
  profileName: string;
}

/**
 * Creates an invited user as an operator of the platform (docs/access.md#who-calls): the way the first
 * administrator of a new company is made, before anyone of the company can sign in. The operator holds every
 * scope on the company ({@link Principal.ofOperator}); the rest is {@link CreateUser}: the user, their first
 * permission and the invitation's e-mail in one transaction, and the invitation token shown once.
 * @throws NotFoundError `COMPANY.NOT_FOUND` for an unknown company.
 * @throws ValidationError `USER.INVALID` as `CreateUser`, and on `profile` when the company has no profile of
 *   that name.
 */
export class InviteUserAsOperator {
  constructor(
    private readonly uow: UnitOfWork<AccessRepositories & TenancyRepositories>,
    private readonly createUser: CreateUser,
  ) {}

  async execute(command: InviteUserAsOperatorCommand): Promise<CreatedUser> {
    const { company, profile } = await this.uow.run(async (r) => {
      const found = await r.companies.ofId(command.companyId);
      if (!found) throw companyNotFound();
      return { company: found, profile: await r.profiles.ofName(found.id, command.profileName) };
    });
    if (!profile) {
      const violations = new Violations();
      violations.add('profile', 'USER.PROFILE_UNKNOWN', `the company has no profile named "${command.profileName}"`);
      violations.throwIfAny(USER_INVALID);
    }
    return this.createUser.execute({
      principal: Principal.ofOperator(company),
      companyId: company.id,
      name: command.name,
      email: command.email,
      profileId: profile?.id,
    });
  }
}
