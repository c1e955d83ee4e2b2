import {
  AcceptInvitation,
  AuthenticateSession,
  DescribeSession,
  SignIn,
  SignOut,
  type SignInPorts,
} from '@employee/domain';
import {
  NodeRecoveryCodes,
  OtpauthOneTimePasswords,
  ScryptPasswordHasher,
  ZxcvbnCommonPasswords,
} from '@employee/security-node';
import { TypeOrmSessions, TypeOrmSignInFailures } from '@employee/persistence-typeorm';
import { RedisSessions, RedisSignInFailures } from '@employee/redis-adapters';
import { ContainerModule } from 'inversify';
import type { Infrastructure } from '../infrastructure';
import { TOKENS } from '../tokens';

const { unitOfWork, clock, secretTokens, signInPorts } = TOKENS;

/**
 * The sign-in adapters (docs/sign-in.md): scrypt with OWASP's parameters, the common-password list, TOTP with
 * `otpauth`, recovery codes, and sessions and failure counts in Redis when `REDIS_URL` is set, else in the
 * database, so every instance shares them.
 */
function signInPortsOf({ redis, database }: Infrastructure): SignInPorts {
  return {
    passwordHasher: new ScryptPasswordHasher(),
    commonPasswords: new ZxcvbnCommonPasswords(),
    oneTimePasswords: new OtpauthOneTimePasswords(),
    recoveryCodes: new NodeRecoveryCodes(),
    sessions: redis ? new RedisSessions(redis) : new TypeOrmSessions(database.dataSource),
    failures: redis ? new RedisSignInFailures(redis) : new TypeOrmSignInFailures(database.dataSource),
  };
}

/**
 * Signing in (docs/access.md#sign-in): the adapters behind the sign-in ports, `AuthenticateSession` (the session
 * cookie as a principal), and the use cases of `/admin/api` grouped for the REST app.
 */
export const signInModule = new ContainerModule(({ bind }) => {
  bind(signInPorts).toResolvedValue(signInPortsOf, [TOKENS.infrastructure]).inSingletonScope();
  bind(AuthenticateSession).toResolvedValue(
    (uow, now, ports) => new AuthenticateSession(uow, now, ports.sessions),
    [unitOfWork, clock, signInPorts],
  );
  bind(TOKENS.signInUseCases).toResolvedValue(
    (uow, now, tokens, ports, authenticateSession) => ({
      acceptInvitation: new AcceptInvitation(uow, now, tokens, ports),
      signIn: new SignIn(uow, now, ports),
      describeSession: new DescribeSession(uow, authenticateSession),
      signOut: new SignOut(ports.sessions),
    }),
    [unitOfWork, clock, secretTokens, signInPorts, AuthenticateSession],
  );
});
