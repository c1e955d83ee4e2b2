import { sessionRequired, userNotFound, USER_TOKEN_INVALID } from '../access.errors';
import type { Principal } from '../principal';
import { UserToken } from '../user-token';
import type { UserTokenCodec } from '../user-token-codec';
import type { Clock } from '../../kernel/clock';
import type { IdGenerator } from '../../kernel/id-generator';
import type { UnitOfWork } from '../../kernel/unit-of-work';
import type { AccessRepositories } from '../ports';
import type { HistoryRepositories } from '../../history';
import { Violations, type PriorRejections } from '../../kernel/violations';
import { recordChange } from '../../history';

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
    private readonly uow: UnitOfWork<AccessRepositories & HistoryRepositories>,
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
