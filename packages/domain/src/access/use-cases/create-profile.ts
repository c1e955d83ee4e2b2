import { profileNameTaken, PROFILE_INVALID } from '../access.errors';
import { assertMayGrant } from '../grant-rules';
import type { Principal } from '../principal';
import { Profile, type ProfileInput } from '../profile';
import type { Clock } from '../../kernel/clock';
import type { IdGenerator } from '../../kernel/id-generator';
import type { UnitOfWork } from '../../kernel/unit-of-work';
import type { TenancyRepositories } from '../../tenancy';
import type { AccessRepositories } from '../ports';
import type { HistoryRepositories } from '../../history';
import { Violations, type PriorRejections } from '../../kernel/violations';
import { recordChange } from '../../history';

/** POST /v1/profiles, with what the caller already rejected ({@link PriorRejections}). */
export interface CreateProfileCommand extends ProfileInput, PriorRejections {
  /** Who calls: a profile holds only scopes its creator holds. */
  principal: Principal;
  companyId: string;
}

/**
 * Creates a custom profile of the target company (docs/access.md#profiles), holding only scopes the caller holds
 * on that company.
 * @throws ValidationError `PROFILE.INVALID` with every violation, `PROFILE.NAME_TAKEN` on `name` included.
 * @throws ScopeNotHeldError `ACCESS.SCOPE_NOT_HELD` naming the first scope the caller lacks there.
 */
export class CreateProfile {
  constructor(
    private readonly uow: UnitOfWork<AccessRepositories & TenancyRepositories & HistoryRepositories>,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
  ) {}

  async execute(command: CreateProfileCommand): Promise<Profile> {
    return this.uow.run(async (r) => {
      const violations = new Violations(command.rejected);
      const profile = violations.attempt(() =>
        Profile.create({ ...command, id: this.ids.next(), companyId: command.companyId, now: this.clock.now() }),
      );
      const name = typeof command.name === 'string' ? command.name.trim() : '';
      if (!violations.has('name') && (await r.profiles.ofName(command.companyId, name))) {
        violations.addAll(profileNameTaken());
      }
      violations.throwIfAny(PROFILE_INVALID);
      await assertMayGrant(r, command.principal, command.companyId, (profile as Profile).scopes);
      await r.profiles.save(profile as Profile);
      await recordChange(r.audit, 'profile.created', null, (profile as Profile).toProps());
      return profile as Profile;
    });
  }
}
