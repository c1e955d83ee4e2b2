import { randomUUID } from 'node:crypto';
import {
  ChangeContexts,
  IssueApiKey,
  builtinProfilesOf,
  type ApiKeyCodec,
  type Campaign,
  type Company,
  type DomainSettings,
  type Filter,
  type IdempotencyKeys,
  type Permission,
  type Profile,
  type Scope,
  type SignInPorts,
  type UnitOfWork,
  type User,
} from '@employee/domain';
import {
  FixedClock,
  FixedRandomSource,
  HttpWebhookUrlPolicy,
  InMemoryIdempotencyKeys,
  InMemorySessions,
  InMemorySignInFailures,
  InMemoryUnitOfWork,
  PlainPasswordHasher,
  PlainRecoveryCodes,
  PlainSecretTokenIssuer,
  aCampaign,
  aCompany,
  aFilter,
  aPermission,
  aProfile,
  aUser,
  aUserToken,
} from '@employee/domain/testing';
import { bulkheadsOf } from '@employee/http-common';
import {
  DASHBOARD_BACKEND_USE_CASES,
  dashboardBackend,
  dashboardBackendModule,
  type DashboardBackendSettings,
} from '@employee/http-dashboard';
import { createApp, REST_USE_CASES, restApiModule, type AppDeps, type AppSettings } from '@employee/http-express';
import { TypeOrmUnitOfWork } from '@employee/persistence-typeorm';
import type { TestDatabase } from '@employee/persistence-typeorm/testing';
import {
  NodeApiKeyCodec,
  NodeCursorSeal,
  NodeSecretBox,
  NodeSecretTokenIssuer,
  NodeSigningSecretGenerator,
  NodeUserTokenCodec,
  OtpauthOneTimePasswords,
  ZxcvbnCommonPasswords,
} from '@employee/security-node';
import { containerOver, type PortValues } from '@employee/wiring';
import type { Express } from 'express';
import { openApiDocument } from './openapi';

/** Where a test app keeps its data: in memory, or in a migrated test database (truncated first). */
export type TestStorage = 'memory' | TestDatabase;

export const SETTINGS: DomainSettings = { timeZone: 'America/Sao_Paulo', firingSettleDelaySeconds: 5 };

/** The cursor seal of every test app (a `CURSOR_KEY` of tests): apps over one storage read each other's cursors. */
export const CURSOR_SEAL = new NodeCursorSeal('test cursor secret of the http-express suites');

/** The box every test app seals its webhook signing secrets in (a `WEBHOOK_SECRET_KEY` of tests). */
export const WEBHOOK_SECRET_BOX = new NodeSecretBox('test webhook secret key of the http-express suites');

/** The box every test app keeps `links` campaigns' survey tokens in (same key, its own purpose). */
export const SURVEY_LINK_BOX = new NodeSecretBox('test webhook secret key of the http-express suites', 'surveyLinks');

/** The box users' invitation tokens wait in for their e-mail (same key, its own purpose). */
export const USER_INVITATION_BOX = new NodeSecretBox(
  'test webhook secret key of the http-express suites',
  'userInvitations',
);

/** The issuer of every test app's survey links: the service's own (43-character tokens, SHA-256 hashes). */
export const SURVEY_TOKENS = new NodeSecretTokenIssuer();

/** The service's minimum group size of the reports in a test app (`REPORT_MIN_GROUP_SIZE`'s default). */
export const REPORT_MIN_GROUP_SIZE = 5;

/**
 * Sign-in adapters for tests: the plain password hasher and recovery codes (fast, readable), the service's TOTP
 * adapter (`OtpauthOneTimePasswords`), the service's common-password list, and sessions and failure counts in memory.
 */
export function testSignInPorts(): SignInPorts {
  return {
    passwordHasher: new PlainPasswordHasher(),
    commonPasswords: new ZxcvbnCommonPasswords(),
    oneTimePasswords: new OtpauthOneTimePasswords(),
    recoveryCodes: new PlainRecoveryCodes(),
    sessions: new InMemorySessions(),
    failures: new InMemorySignInFailures(),
  };
}

/**
 * What a test may change in a test app: the settings (the REST API's and the dashboard backend's), the log, Redis,
 * the unit of work the app runs on and the codec it reads keys with (the test app still issues its keys with its own).
 */
export type TestAppOptions = Partial<Omit<AppSettings & DashboardBackendSettings, 'timeZone'>> &
  Pick<AppDeps, 'redis' | 'logger'> & {
    readonly uow?: UnitOfWork;
    readonly apiKeyCodec?: ApiKeyCodec;
    /** The health probe; default: `CheckStorage` over the app's unit of work. */
    readonly health?: AppDeps['health'];
    /** The sign-in adapters; default: {@link testSignInPorts} (shared by every instance of a test app). */
    readonly signIn?: SignInPorts;
    /** Default: new in-memory keys (shared by every instance of a test app). */
    readonly idempotencyKeys?: IdempotencyKeys;
  };

/**
 * `createApp`'s dependencies over `ports`, wired as the server wires them: `@employee/wiring`'s context modules,
 * the REST module and the dashboard backend's module in a container whose ports are bound to the test app's
 * (invitation tokens `token1`, `token2`, … of each instance, survey links from `SURVEY_TOKENS`, cursors sealed with
 * `CURSOR_SEAL`, `SETTINGS`, `REPORT_MIN_GROUP_SIZE`, webhook secrets sealed in `WEBHOOK_SECRET_BOX`, any http(s)
 * webhook URL, no jitter); then the settings (`SETTINGS`' time zone, 100 requests per minute unless `options` say
 * otherwise), and the dashboard's backend with the same authentication, per-company bulkheads, change contexts,
 * settings and Redis as the API. `options.uow` and `options.apiKeyCodec` replace `ports.unitOfWork` and
 * `ports.apiKeyCodec`.
 */
function appDepsOver(ports: TestPorts, options: TestAppOptions): AppDeps {
  const { uow, apiKeyCodec, redis, logger, health, signIn, idempotencyKeys, ...given } = options;
  const container = containerOver(
    {
      ...ports.values,
      invitationTokens: new PlainSecretTokenIssuer(),
      ...(uow ? { unitOfWork: uow } : {}),
      ...(apiKeyCodec ? { apiKeyCodec } : {}),
      ...(signIn ? { signInPorts: signIn } : {}),
    },
    restApiModule,
    dashboardBackendModule,
  );
  const useCases = container.get(REST_USE_CASES);
  const settings = { timeZone: SETTINGS.timeZone, rateLimitPerMinute: 100, ...given };
  const shared = {
    access: useCases.access,
    bulkheads: bulkheadsOf(settings.companyConcurrency),
    changeContexts: ports.changeContexts,
    settings,
    ...(redis !== undefined ? { redis } : {}),
  };
  return {
    ...useCases,
    ...(health ? { health } : {}),
    idempotencyKeys: idempotencyKeys ?? ports.idempotencyKeys,
    ...shared,
    dashboardBackend: dashboardBackend({ ...container.get(DASHBOARD_BACKEND_USE_CASES), ...shared }),
    ...(logger !== undefined ? { logger } : {}),
    // docs/openapi.yaml as the answers' checker read it (openapi.ts), rather than parsed again by every test app.
    openApiDocument: openApiDocument(),
  };
}

/** What every instance of a test app shares: the ports its use cases run on, its change contexts and keys. */
interface TestPorts {
  readonly values: Partial<PortValues>;
  readonly changeContexts: ChangeContexts;
  readonly idempotencyKeys: IdempotencyKeys;
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
  /** `createApp`'s dependencies of {@link anotherApp}, for a suite that swaps a use case before `createApp`. */
  appDeps(options?: TestAppOptions): AppDeps;
  /** The codec the app reads user tokens with (`usr_sandbox_…`). */
  readonly userTokenCodec: NodeUserTokenCodec;
  /**
   * Stores an active user of `company` (default: the seeded company) and a permission granting `scopes` (default:
   * every scope, through a new custom profile of `on`) on `on` (default: the user's company), and returns them with
   * a live user token of theirs (30 days from the clock's now). `campaignAccess` is the API shape
   * (docs/access.md#campaignaccess; default: every campaign, no segment).
   */
  addUser(options?: {
    company?: Company;
    on?: Company;
    scopes?: readonly Scope[];
    email?: string;
    campaignAccess?: unknown;
  }): Promise<TestUser>;
  /** Stores the three built-in profiles of `company` (as `CreateCompany` does) and returns them. */
  addBuiltinProfiles(company: Company): Promise<Profile[]>;
  /** The sign-in adapters every instance of this app shares (sessions, failure counts, the password hasher). */
  readonly signIn: SignInPorts;
}

/** A user stored by {@link TestApp.addUser}, with their first permission, its profile and a live token. */
export interface TestUser {
  readonly user: User;
  readonly profile: Profile;
  readonly permission: Permission;
  readonly token: string;
  /** The id of the token (what `DELETE /v1/users/me/tokens/{id}` takes). */
  readonly tokenId: string;
}

/**
 * Builds `createApp` over `storage` with the real key codec (`sandbox` keys), a fixed clock
 * (2026-11-22T10:00:00-03:00), random UUIDs, and `options` ({@link appDepsOver}).
 */
export async function buildTestApp(storage: TestStorage, options: TestAppOptions = {}): Promise<TestApp> {
  const changeContexts = new ChangeContexts();
  const changeContext = () => changeContexts.current();
  let uow: UnitOfWork;
  if (storage === 'memory') {
    uow = new InMemoryUnitOfWork(changeContext);
  } else {
    await storage.truncate();
    uow = new TypeOrmUnitOfWork(storage.dataSource, undefined, changeContext);
  }
  const clock = new FixedClock('2026-11-22T10:00:00-03:00');
  const ids = { next: () => randomUUID() };
  const codec = new NodeApiKeyCodec('sandbox');
  const userTokenCodec = new NodeUserTokenCodec('sandbox');
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
  // Distributed by the company's links: the suites issue links and answer through them.
  const campaign = aCampaign().of(company).distributedBy('links').build();
  await uow.run(async (r) => {
    await r.filters.save(department);
    await r.filters.save(site);
    await r.campaigns.save(campaign);
  });

  const addUser: TestApp['addUser'] = async (options = {}) => {
    const home = options.company ?? company;
    let builder = aUser().of(home).createdAt(clock.now());
    if (options.email) builder = builder.withEmail(options.email);
    if (options.campaignAccess !== undefined) builder = builder.withCampaignAccess(options.campaignAccess);
    const user = builder.build();
    let profileBuilder = aProfile()
      .of(options.on ?? home)
      .createdAt(clock.now());
    if (options.scopes) profileBuilder = profileBuilder.withScopes(...options.scopes);
    const profile = profileBuilder.build();
    const permission = aPermission()
      .of(user)
      .on(options.on ?? home)
      .granting(profile)
      .createdAt(clock.now())
      .build();
    const generated = userTokenCodec.generate();
    const token = aUserToken().of(user).issuedAs(generated).createdAt(clock.now()).build();
    await uow.run(async (r) => {
      await r.users.save(user);
      await r.profiles.save(profile);
      await r.permissions.save(permission);
      await r.userTokens.save(token);
    });
    return { user, profile, permission, token: generated.plaintext, tokenId: token.id };
  };
  const addBuiltinProfiles: TestApp['addBuiltinProfiles'] = async (of) => {
    const profiles = builtinProfilesOf(of.id, ids, clock.now());
    await uow.run(async (r) => {
      for (const profile of profiles) await r.profiles.save(profile);
    });
    return profiles;
  };

  const signIn = options.signIn ?? testSignInPorts();
  // In memory, the keys of the store, so that an anonymisation scrubs their answers as the database's does.
  const idempotencyKeys =
    options.idempotencyKeys ??
    (uow instanceof InMemoryUnitOfWork ? uow.idempotencyKeys : new InMemoryIdempotencyKeys());
  const ports: TestPorts = {
    values: {
      unitOfWork: uow,
      clock,
      ids,
      settings: SETTINGS,
      apiKeyCodec: codec,
      userTokenCodec,
      cursorSeal: CURSOR_SEAL,
      surveyTokens: SURVEY_TOKENS,
      surveyLinkBox: SURVEY_LINK_BOX,
      userInvitationBox: USER_INVITATION_BOX,
      signInPorts: signIn,
      reportSettings: { minGroupSize: REPORT_MIN_GROUP_SIZE },
      secretBox: WEBHOOK_SECRET_BOX,
      signingSecrets: new NodeSigningSecretGenerator(),
      webhookUrlPolicy: new HttpWebhookUrlPolicy(),
      randomSource: new FixedRandomSource(),
    },
    changeContexts,
    idempotencyKeys,
  };
  const appDeps = (others: TestAppOptions = {}): AppDeps => appDepsOver(ports, others);
  const anotherApp = (others: TestAppOptions = {}): Express => createApp(appDeps(others));
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
    appDeps,
    userTokenCodec,
    addUser,
    addBuiltinProfiles,
    signIn,
  };
}
