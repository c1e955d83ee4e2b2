import { randomUUID } from 'node:crypto';
import { NodeApiKeyCodec, NodeCursorSeal, NodeSecretTokenIssuer, NodeUserTokenCodec } from '@employee/security-node';
import { TypeOrmUnitOfWork } from '@employee/persistence-typeorm';
import { ContainerModule } from 'inversify';
import { TOKENS } from '../tokens';

/**
 * Adapters behind the domain's ports: the TypeORM unit of work (under each request's statement timeout:
 * docs/reliability.md#time-bounds), the system clock, random UUIDs, the key and user-token codecs of `APP_ENV`,
 * invitation tokens, the domain's settings from the configuration, and the cursor seal of `CURSOR_KEY`.
 */
export const adaptersModule = new ContainerModule(({ bind }) => {
  bind(TOKENS.unitOfWork)
    .toResolvedValue(
      ({ database, timeBounds, changeContexts }) =>
        new TypeOrmUnitOfWork(database.dataSource, timeBounds.statementTimeoutMs, () => changeContexts.current()),
      [TOKENS.infrastructure],
    )
    .inSingletonScope();
  bind(TOKENS.clock).toConstantValue({ now: () => new Date() });
  bind(TOKENS.ids).toConstantValue({ next: () => randomUUID() });
  bind(TOKENS.settings).toResolvedValue(
    ({ config }) => ({ timeZone: config.timeZone, firingSettleDelaySeconds: config.firingSettleDelaySeconds }),
    [TOKENS.infrastructure],
  );
  bind(TOKENS.apiKeyCodec)
    .toResolvedValue(({ config }) => new NodeApiKeyCodec(config.appEnv), [TOKENS.infrastructure])
    .inSingletonScope();
  bind(TOKENS.userTokenCodec)
    .toResolvedValue(({ config }) => new NodeUserTokenCodec(config.appEnv), [TOKENS.infrastructure])
    .inSingletonScope();
  bind(TOKENS.secretTokens).toConstantValue(new NodeSecretTokenIssuer());
  bind(TOKENS.cursorSeal)
    .toResolvedValue(({ config }) => new NodeCursorSeal(config.cursorKey), [TOKENS.infrastructure])
    .inSingletonScope();
});
