import { randomUUID } from 'node:crypto';
import {
  NodeApiKeyCodec,
  NodeCursorSeal,
  NodeSecretBox,
  NodeSecretTokenIssuer,
  NodeUserTokenCodec,
} from '@employee/security-node';
import { TypeOrmUnitOfWork } from '@employee/persistence-typeorm';
import { ContainerModule, type ResolutionContext } from 'inversify';
import type { ServerConfig } from '../config';
import { TOKENS } from '../tokens';

const configOf = (c: ResolutionContext): ServerConfig => c.get(TOKENS.infrastructure).config;

/**
 * Adapters behind the contexts' ports (`PORTS`): the TypeORM unit of work (under each request's statement timeout:
 * docs/reliability.md#time-bounds), the system clock, random UUIDs, the key and user-token codecs of `APP_ENV`, one
 * issuer of invitation and survey tokens, the box of campaigns' survey tokens and the box of users' invitation tokens
 * waiting to be e-mailed (each under `WEBHOOK_SECRET_KEY`, its own derived key), the domain's settings,
 * `REPORT_MIN_GROUP_SIZE`, `AUDIT_RETENTION_DAYS`, `RETENTION_DAYS_AFTER_DELETION` (a retention pass starts
 * anonymisations for half of `STATEMENT_TIMEOUT_WRITE_MS`, the bound of its transaction), and the cursor seal of
 * `CURSOR_KEY`.
 */
export const adaptersModule = new ContainerModule(({ bind }) => {
  bind(TOKENS.unitOfWork)
    .toDynamicValue((c) => {
      const { database, timeBounds, changeContexts } = c.get(TOKENS.infrastructure);
      return new TypeOrmUnitOfWork(database.dataSource, timeBounds.statementTimeoutMs, () => changeContexts.current());
    })
    .inSingletonScope();
  bind(TOKENS.clock).toConstantValue({ now: () => new Date() });
  bind(TOKENS.ids).toConstantValue({ next: () => randomUUID() });
  bind(TOKENS.settings).toDynamicValue((c) => {
    const { timeZone, firingSettleDelaySeconds } = configOf(c);
    return { timeZone, firingSettleDelaySeconds };
  });
  bind(TOKENS.reportSettings).toDynamicValue((c) => ({ minGroupSize: configOf(c).reportMinGroupSize }));
  bind(TOKENS.auditRetentionDays).toDynamicValue((c) => configOf(c).auditRetentionDays);
  bind(TOKENS.deletionRetention).toDynamicValue((c) => ({
    retentionDays: configOf(c).retentionDaysAfterDeletion,
    passBudgetMs: configOf(c).statementTimeoutMs.write / 2,
  }));
  bind(TOKENS.apiKeyCodec)
    .toDynamicValue((c) => new NodeApiKeyCodec(configOf(c).appEnv))
    .inSingletonScope();
  bind(TOKENS.userTokenCodec)
    .toDynamicValue((c) => new NodeUserTokenCodec(configOf(c).appEnv))
    .inSingletonScope();
  const secretTokens = new NodeSecretTokenIssuer();
  bind(TOKENS.invitationTokens).toConstantValue(secretTokens);
  bind(TOKENS.surveyTokens).toConstantValue(secretTokens);
  bind(TOKENS.surveyLinkBox)
    .toDynamicValue((c) => new NodeSecretBox(configOf(c).webhooks.secretKey, 'surveyLinks'))
    .inSingletonScope();
  bind(TOKENS.userInvitationBox)
    .toDynamicValue((c) => new NodeSecretBox(configOf(c).webhooks.secretKey, 'userInvitations'))
    .inSingletonScope();
  bind(TOKENS.cursorSeal)
    .toDynamicValue((c) => new NodeCursorSeal(configOf(c).cursorKey))
    .inSingletonScope();
});
