import type { Principal } from '../principal';
import type { Sessions } from '../sign-in/sessions';
import { sessionInvalid } from '../sign-in/sign-in.errors';
import { principalOfUser } from '../user-principal';
import type { Clock } from '../../kernel/clock';
import type { UnitOfWork } from '../../kernel/unit-of-work';
import type { TenancyRepositories } from '../../tenancy';
import type { AccessRepositories } from '../ports';

/**
 * Turns a session cookie's id into the principal who calls (kind `session`, id: the user's id): the same user,
 * company and grants as their user token would give (docs/access.md#who-calls). Using the session starts its idle
 * time again (docs/sign-in.md#sessions). The user is read on every request, so a user disabled on another
 * instance is refused on the very next one.
 * @throws UnauthenticatedError `AUTH.UNAUTHENTICATED` for a missing, unknown, ended or expired session, or a user
 *   who is no longer active.
 */
export class AuthenticateSession {
  constructor(
    private readonly uow: UnitOfWork<AccessRepositories & TenancyRepositories>,
    private readonly clock: Clock,
    private readonly sessions: Sessions,
  ) {}

  async execute(sessionId: string | undefined): Promise<Principal> {
    const session = sessionId ? await this.sessions.touch(sessionId, this.clock.now()) : null;
    if (!session) throw sessionInvalid();
    const principal = await this.uow.run(async (r) =>
      principalOfUser(r, await r.users.ofId(session.userId), { kind: 'session', id: session.userId }),
    );
    if (!principal) throw sessionInvalid();
    return principal;
  }
}
