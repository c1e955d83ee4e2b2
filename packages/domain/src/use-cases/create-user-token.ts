import { sessionRequired, userNotFound, USER_TOKEN_INVALID } from '../access/access.errors';
import type { Principal } from '../access/principal';
import { UserToken } from '../access/user-token';
import type { UserTokenCodec } from '../access/user-token-codec';
import type { Clock } from '../shared/clock';
import type { IdGenerator } from '../shared/id-generator';
import type { UnitOfWork } from '../shared/unit-of-work';
import { Violations, type PriorRejections } from '../shared/violations';
import { recordChange } from '../history/record-change';

/** POST /v1/users/me/tokens `{name, expires_in_days}`, with what the caller already rejected. */
export interface CreateUserTokenCommand extends PriorRejections {
  /** The calling user's principal: a dashboard session, the only credential that creates tokens. */
  principal: Principal;
  name?: unknown;
  expiresInDays?: unknown;
}

/** A new token and its plaintext, shown this once. */
export interface CreatedUserToken {
  token: UserToken;
  /** `usr_<env>_<identifier>_<secret><crc>`; only the identifier and the secret's hash are stored. */
  plaintext: string;
}

/**
 * Creates a personal token for the calling user (docs/access.md#user-tokens), from a signed-in dashboard session
 * only: a token made with a token could outlive it (a 1-day token minting a 90-day one).
 * @throws AccessRefusedError `USER_TOKEN.SESSION_REQUIRED` for a user token or an API key, before the input is read.
 * @throws NotFoundError `USER.NOT_FOUND` when the session's user is no longer active.
 * @throws ValidationError `USER_TOKEN.INVALID` on `name` and/or `expires_in_days`.
 */
export class CreateUserToken {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
    private readonly codec: UserTokenCodec,
  ) {}

  async execute(command: CreateUserTokenCommand): Promise<CreatedUserToken> {
    if (command.principal.kind !== 'session') throw sessionRequired();
    return this.uow.run(async (r) => {
      const userId = command.principal.userId;
      const user = userId === null ? null : await r.users.ofId(userId);
      if (!user || !user.isActive) throw userNotFound();
      const generated = this.codec.generate();
      const violations = new Violations(command.rejected);
      const token = violations.attempt(() =>
        UserToken.create({ ...command, id: this.ids.next(), userId: user.id, generated, now: this.clock.now() }),
      );
      violations.throwIfAny(USER_TOKEN_INVALID);
      await r.userTokens.save(token as UserToken);
      await recordChange(r.audit, 'user_token.created', null, {
        ...(token as UserToken).toProps(),
        companyId: user.companyId,
      });
      return { token: token as UserToken, plaintext: generated.plaintext };
    });
  }
}
