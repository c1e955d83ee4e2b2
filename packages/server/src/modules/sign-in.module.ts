import type { SignInPorts } from '@employee/domain';
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

/** Signing in (docs/access.md#sign-in): the adapters behind `PORTS.signInPorts`, one set per process. */
export const signInModule = new ContainerModule(({ bind }) => {
  bind(TOKENS.signInPorts)
    .toDynamicValue((c) => signInPortsOf(c.get(TOKENS.infrastructure)))
    .inSingletonScope();
});
