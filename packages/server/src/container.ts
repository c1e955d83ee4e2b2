import { randomUUID } from 'node:crypto';
import {
  CreateCampaign,
  CreateCompany,
  CreateFilter,
  InspectEmployee,
  IssueApiKey,
  ListCampaignMembers,
  RestoreEmployee,
  RevokeApiKey,
  SetCompanyRateLimit,
  SettleDueFirings,
} from '@employee/domain';
import { NodeApiKeyCodec, createApp } from '@employee/http-express';
import { TypeOrmUnitOfWork } from '@employee/persistence-typeorm';
import { FiringScheduler } from '@employee/scheduler';
import type { Express } from 'express';
import { Container, ContainerModule, type ServiceIdentifier } from 'inversify';
import type { Infrastructure } from './infrastructure';
import { TOKENS } from './tokens';

/** The REST app, bound by the container. */
export const HTTP_APP = Symbol('HttpApp') as ServiceIdentifier<Express>;

/** Adapters behind the domain's ports: the TypeORM unit of work, the system clock, random UUIDs, key codec. */
const adapters = new ContainerModule(({ bind }) => {
  bind(TOKENS.unitOfWork).toDynamicValue((c) => new TypeOrmUnitOfWork(c.get(TOKENS.infrastructure).database.dataSource)).inSingletonScope();
  bind(TOKENS.clock).toConstantValue({ now: () => new Date() });
  bind(TOKENS.ids).toConstantValue({ next: () => randomUUID() });
  bind(TOKENS.settings).toDynamicValue((c) => {
    const { config } = c.get(TOKENS.infrastructure);
    return { timeZone: config.timeZone, firingSettleDelaySeconds: config.firingSettleDelaySeconds };
  });
  bind(TOKENS.apiKeyCodec).toDynamicValue((c) => new NodeApiKeyCodec(c.get(TOKENS.infrastructure).config.appEnv)).inSingletonScope();
});

/** The administrative use cases (admin CLI, first-start seed) and the settlement the scheduler runs. */
const useCases = new ContainerModule(({ bind }) => {
  bind(CreateCompany).toDynamicValue((c) => new CreateCompany(c.get(TOKENS.unitOfWork), c.get(TOKENS.clock), c.get(TOKENS.ids)));
  bind(SetCompanyRateLimit).toDynamicValue((c) => new SetCompanyRateLimit(c.get(TOKENS.unitOfWork), c.get(TOKENS.clock)));
  bind(IssueApiKey).toDynamicValue(
    (c) => new IssueApiKey(c.get(TOKENS.unitOfWork), c.get(TOKENS.clock), c.get(TOKENS.ids), c.get(TOKENS.apiKeyCodec)),
  );
  bind(RevokeApiKey).toDynamicValue((c) => new RevokeApiKey(c.get(TOKENS.unitOfWork), c.get(TOKENS.clock)));
  bind(CreateFilter).toDynamicValue((c) => new CreateFilter(c.get(TOKENS.unitOfWork), c.get(TOKENS.clock), c.get(TOKENS.ids)));
  bind(CreateCampaign).toDynamicValue((c) => new CreateCampaign(c.get(TOKENS.unitOfWork), c.get(TOKENS.clock), c.get(TOKENS.ids)));
  bind(ListCampaignMembers).toDynamicValue((c) => new ListCampaignMembers(c.get(TOKENS.unitOfWork)));
  bind(InspectEmployee).toDynamicValue((c) => new InspectEmployee(c.get(TOKENS.unitOfWork)));
  bind(RestoreEmployee).toDynamicValue((c) => new RestoreEmployee(c.get(TOKENS.unitOfWork), c.get(TOKENS.clock)));
  bind(SettleDueFirings).toDynamicValue((c) => new SettleDueFirings(c.get(TOKENS.unitOfWork), c.get(TOKENS.clock)));
});

/** The running parts: the REST app and the firing scheduler. */
const runtime = new ContainerModule(({ bind }) => {
  bind(HTTP_APP)
    .toDynamicValue((c) => {
      const { config, logger, redis } = c.get(TOKENS.infrastructure);
      return createApp({
        uow: c.get(TOKENS.unitOfWork),
        clock: c.get(TOKENS.clock),
        ids: c.get(TOKENS.ids),
        settings: c.get(TOKENS.settings),
        apiKeyCodec: c.get(TOKENS.apiKeyCodec),
        rateLimitPerMinute: config.rateLimitPerMinute,
        redis,
        publicBaseUrl: config.publicBaseUrl,
        logger,
        ...(config.trustProxy !== null ? { trustProxy: config.trustProxy } : {}),
      });
    })
    .inSingletonScope();
  bind(FiringScheduler)
    .toDynamicValue((c) => {
      const { config, logger } = c.get(TOKENS.infrastructure);
      return new FiringScheduler(c.get(SettleDueFirings), config.firingSettleIntervalMs, logger);
    })
    .inSingletonScope();
});

/**
 * The composition root's container: binds `infrastructure` and loads the adapter, use-case and runtime
 * modules (factories, no decorators in the domain, symbols or classes as ids). Source: architecture.md (DI).
 */
export async function buildContainer(infrastructure: Infrastructure): Promise<Container> {
  const container = new Container();
  container.bind(TOKENS.infrastructure).toConstantValue(infrastructure);
  await container.load(adapters, useCases, runtime);
  return container;
}
