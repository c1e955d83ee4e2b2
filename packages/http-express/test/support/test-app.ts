import { randomUUID } from 'node:crypto';
import {
  AuthenticateApiKey,
  CheckStorage,
  CreateEmployee,
  CreateFilter,
  DeleteEmployee,
  DeleteFilter,
  GetEmployee,
  GetFilter,
  IssueApiKey,
  ListCompanies,
  ListEmployees,
  ListFilters,
  ResolveTargetCompany,
  UpdateEmployee,
  UpdateFilter,
  type ApiKeyCodec,
  type Campaign,
  type Clock,
  type Company,
  type DomainSettings,
  type Filter,
  type IdGenerator,
  type UnitOfWork,
} from '@employee/domain';
import { FixedClock, InMemoryUnitOfWork, aCampaign, aCompany, aFilter } from '@employee/domain/testing';
import { NodeApiKeyCodec, createApp, type AppDeps, type AppSettings } from '@employee/http-express';
import type { TestDatabase } from '@employee/persistence-typeorm/testing';
import type { Express } from 'express';

/** Where a test app keeps its data: in memory, or in a migrated test database (truncated first). */
export type TestStorage = 'memory' | TestDatabase;

export const SETTINGS: DomainSettings = { timeZone: 'America/Sao_Paulo', firingSettleDelaySeconds: 5 };

/** The ports a test app's use cases run on. */
export interface TestPorts {
  readonly uow: UnitOfWork;
  readonly clock: Clock;
  readonly codec: ApiKeyCodec;
  /** Default: random UUIDs. */
  readonly ids?: IdGenerator;
}

/**
 * What a test may change in a test app: the settings, the log, Redis, the unit of work the app runs on and the
 * codec it reads keys with (the test app still issues its keys with its own).
 */
export type TestAppOptions = Partial<Omit<AppSettings, 'timeZone'>> &
  Pick<AppDeps, 'redis' | 'logger'> & {
    readonly uow?: UnitOfWork;
    readonly apiKeyCodec?: ApiKeyCodec;
    /** The health probe; default: `CheckStorage` over the app's unit of work. */
    readonly health?: AppDeps['health'];
  };

/**
 * `createApp`'s dependencies built by hand over `ports`, as the server's container builds them over its
 * adapters (`packages/server/src/modules`): the use cases per router, the health probe, and the settings
 * (`SETTINGS`' time zone, 100 requests per minute unless `options` say otherwise). `options.uow` and
 * `options.apiKeyCodec` replace `ports.uow` and `ports.codec`.
 */
export function appDepsOf(ports: TestPorts, options: TestAppOptions = {}): AppDeps {
  const { uow: otherUow, apiKeyCodec, redis, logger, health, ...settings } = options;
  const uow = otherUow ?? ports.uow;
  const codec = apiKeyCodec ?? ports.codec;
  const { clock } = ports;
  const ids = ports.ids ?? { next: () => randomUUID() };
  return {
    access: { authenticate: new AuthenticateApiKey(uow, codec), resolveTarget: new ResolveTargetCompany(uow) },
    employees: {
      listEmployees: new ListEmployees(uow),
      createEmployee: new CreateEmployee(uow, clock, ids, SETTINGS),
      getEmployee: new GetEmployee(uow),
      updateEmployee: new UpdateEmployee(uow, clock, SETTINGS),
      deleteEmployee: new DeleteEmployee(uow, clock),
    },
    filters: {
      listFilters: new ListFilters(uow),
      createFilter: new CreateFilter(uow, clock, ids),
      getFilter: new GetFilter(uow),
      updateFilter: new UpdateFilter(uow, clock),
      deleteFilter: new DeleteFilter(uow, clock),
    },
    companies: { listCompanies: new ListCompanies(uow) },
    health: health ?? new CheckStorage(uow),
    settings: { timeZone: SETTINGS.timeZone, rateLimitPerMinute: 100, ...settings },
    ...(redis !== undefined ? { redis } : {}),
    ...(logger !== undefined ? { logger } : {}),
  };
}

/** An app over fresh storage, with one company (identify key `document`), its filters, a campaign and a key. */
export interface TestApp {
  readonly app: Express;
  readonly uow: UnitOfWork;
  readonly clock: FixedClock;
  readonly codec: NodeApiKeyCodec;
  /** The seeded company, its required `department` filter, its optional `site` filter (default "Matriz"). */
  readonly company: Company;
  readonly department: Filter;
  readonly site: Filter;
  readonly campaign: Campaign;
  /** A live API key of `company`. */
  readonly key: string;
  /** Stores a company (a branch when `parent` is given) and returns it with a live key of its own. */
  addCompany(options?: {
    parent?: Company;
    rateLimitPerMinute?: number;
    identifyKey?: 'document' | 'email';
  }): Promise<{ company: Company; key: string }>;
  /** Another instance of the service over the same storage and clock (a second server). */
  anotherApp(options?: TestAppOptions): Express;
}

/**
 * Builds `createApp` over `storage` with the real key codec (`sandbox` keys), a fixed clock
 * (2026-11-22T10:00:00-03:00), random UUIDs, and `options` ({@link appDepsOf}).
 */
export async function buildTestApp(storage: TestStorage, options: TestAppOptions = {}): Promise<TestApp> {
  let uow: UnitOfWork;
  if (storage === 'memory') {
    uow = new InMemoryUnitOfWork();
  } else {
    await storage.truncate();
    uow = storage.uow;
  }
  const clock = new FixedClock('2026-11-22T10:00:00-03:00');
  const ids = { next: () => randomUUID() };
  const codec = new NodeApiKeyCodec('sandbox');
  const issueKey = async (company: Company) =>
    (await new IssueApiKey(uow, clock, ids, codec).execute({ companyId: company.id })).key;

  const addCompany: TestApp['addCompany'] = async (options = {}) => {
    let builder = aCompany().identifiedBy(options.identifyKey ?? 'document');
    if (options.parent) builder = builder.branchOf(options.parent);
    const company = builder.build();
    if (options.rateLimitPerMinute !== undefined) company.setRateLimit(options.rateLimitPerMinute, clock.now());
    await uow.run((r) => r.companies.save(company));
    return { company, key: await issueKey(company) };
  };

  const { company, key } = await addCompany();
  const department = aFilter().of(company).withKey('department').required().createdAt('2026-01-01T00:00:00Z').build();
  const site = aFilter().of(company).withKey('site').withDefault('Matriz').createdAt('2026-01-02T00:00:00Z').build();
  const campaign = aCampaign().of(company).build();
  await uow.run(async (r) => {
    await r.filters.save(department);
    await r.filters.save(site);
    await r.campaigns.save(campaign);
  });

  const anotherApp = (others: TestAppOptions = {}): Express => createApp(appDepsOf({ uow, clock, codec, ids }, others));
  return {
    app: anotherApp(options),
    uow,
    clock,
    codec,
    company,
    department,
    site,
    campaign,
    key,
    addCompany,
    anotherApp,
  };
}
