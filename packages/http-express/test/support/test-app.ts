import { randomUUID } from 'node:crypto';
import { IssueApiKey, type Campaign, type Company, type DomainSettings, type Filter, type UnitOfWork } from '@employee/domain';
import { FixedClock, InMemoryUnitOfWork, aCampaign, aCompany, aFilter } from '@employee/domain/testing';
import { NodeApiKeyCodec, createApp, type AppDeps } from '@employee/http-express';
import type { TestDatabase } from '@employee/persistence-typeorm/testing';
import type { Express } from 'express';

/** Where a test app keeps its data: in memory, or in a migrated test database (truncated first). */
export type TestStorage = 'memory' | TestDatabase;

export const SETTINGS: DomainSettings = { timeZone: 'America/Sao_Paulo', firingSettleDelaySeconds: 5 };

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
  addCompany(options?: { parent?: Company; rateLimitPerMinute?: number; identifyKey?: 'document' | 'email' }): Promise<{ company: Company; key: string }>;
}

/**
 * Builds `createApp` over `storage` with the real key codec (`sandbox` keys), a fixed clock
 * (2026-11-22T10:00:00-03:00), random UUIDs, and `overrides` of the other dependencies.
 */
export async function buildTestApp(storage: TestStorage, overrides: Partial<AppDeps> = {}): Promise<TestApp> {
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
  const issueKey = async (company: Company) => (await new IssueApiKey(uow, clock, ids, codec).execute({ companyId: company.id })).key;

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

  const app = createApp({ uow, clock, ids, settings: SETTINGS, apiKeyCodec: codec, rateLimitPerMinute: 100, ...overrides });
  return { app, uow, clock, codec, company, department, site, campaign, key, addCompany };
}
