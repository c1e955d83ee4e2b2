import {
  AnswerInvitations,
  CheckStorage,
  IssueApiKey,
  ReadComments,
  ReadReport,
  type ApiKeyCodec,
  type Campaign,
  type Company,
  type Employee,
  type Filter,
  type GeneratedApiKey,
  type ParsedApiKey,
  type Scope,
} from '@employee/domain';
import {
  aCampaign,
  aCompany,
  aFilter,
  anEmployee,
  aPermission,
  aProfile,
  aUser,
  aUserToken,
  FixedClock,
  inMemorySignInPorts,
  InMemoryUnitOfWork,
  PlainApiKeyCodec,
  SequentialIdGenerator,
} from '@employee/domain/testing';
import { authLimiters, type AccessUseCases, type AuthLimiters } from '@employee/http-common';
import { AUTHENTICATION, containerOver } from '@employee/wiring';
import type { Express } from 'express';
import type { Logger } from 'pino';
import { createReportsApp, type ReportUseCases } from '../../src';

const SETTINGS = { timeZone: 'America/Sao_Paulo', firingSettleDelaySeconds: 5 };

/** User tokens for tests: the plain test codec's keys behind the `usr_` every user token starts with. */
class PlainUserTokenCodec implements ApiKeyCodec {
  private readonly plain = new PlainApiKeyCodec('usr');
  readonly placeholderHash = this.plain.placeholderHash;
  parse(presented: string): ParsedApiKey | null {
    return presented.startsWith('usr_') ? this.plain.parse(presented.slice(4)) : null;
  }
  generate(): GeneratedApiKey {
    const generated = this.plain.generate();
    return { ...generated, plaintext: `usr_${generated.plaintext}`, prefix: `usr_${generated.prefix}` };
  }
  prefixOf(identifier: string): string {
    return `usr_${this.plain.prefixOf(identifier)}`;
  }
  matches(secret: string, secretHash: string): boolean {
    return this.plain.matches(secret, secretHash);
  }
}

/**
 * The answers of the standard questionnaire: `enps` to the eNPS question, 4 to every other scale question, and
 * `comment` (when given) to the first open question.
 */
function answersWith(enps: number, comment: string | null) {
  return (_employee: Employee, campaign: Campaign) => {
    const firstOpen = campaign.questionnaire.questions.find((q) => q.kind === 'open');
    return {
      answers: campaign.questionnaire.questions.flatMap((q): Array<{ question_id: string; value: number | string }> => {
        if (q.kind !== 'open')
          return [{ question_id: q.id, value: q.kind === 'enps' ? enps : q.kind === 'lnps' ? 8 : 4 }];
        return q === firstOpen && comment !== null ? [{ question_id: q.id, value: comment }] : [];
      }),
    };
  };
}

/** What {@link reportsWorld} stores, and the reports listener over it. */
export interface ReportsWorld {
  readonly app: Express;
  readonly uow: InMemoryUnitOfWork;
  readonly access: AccessUseCases;
  readonly limiters: AuthLimiters;
  readonly company: Company;
  readonly department: Filter;
  /**
   * Open (closed with `closed`), answered: by default Sales 6 promoters (10), Ops 5 detractors (3), 2 of Legal (9,
   * under the minimum); else by `people`.
   */
  readonly campaign: Campaign;
  /** Open, nobody answered. */
  readonly empty: Campaign;
  /** A live API key of the company. */
  readonly key: string;
  /** A user of the company with `scopes` and `campaignAccess` (API shape), and a live token of theirs. */
  addUser(scopes: readonly Scope[], campaignAccess?: unknown): Promise<string>;
  /**
   * Another reports app over the same storage and use cases (`limiters`: the counters it counts in; `readReport`: a
   * stand-in for the use case, e.g. one whose database is down).
   */
  anotherApp(options?: {
    limiters?: AuthLimiters;
    logger?: Logger;
    rateLimitPerMinute?: number;
    readReport?: ReportUseCases['readReport'];
  }): Express;
}

/** The departments of the respondents of {@link reportsWorld}'s campaign: 6 of Sales, 5 of Ops and 2 of Legal. */
const PEOPLE: readonly string[] = [
  ...Array.from({ length: 6 }, () => 'Sales'),
  ...Array.from({ length: 5 }, () => 'Ops'),
  ...Array.from({ length: 2 }, () => 'Legal'),
];

/**
 * The reports listener over the in-memory store, with data made as the service makes it: a company with a
 * `department` filter, employees linked to a campaign of the standard questionnaire whose invitations are answered
 * through `AnswerInvitations`, and `ReadReport` over `InMemoryReportSources` (minimum group size 5), wired by
 * `@employee/wiring`'s context modules as the server wires them. `people`: the
 * department of each respondent (default: see {@link ReportsWorld.campaign}); eNPS 10 for Sales, 3 for Ops, 9 else.
 */
export async function reportsWorld(
  options: {
    rateLimitPerMinute?: number;
    people?: readonly string[];
    /** The comment of the `n`-th respondent (0-based) of `department` to the first open question; none by default. */
    comment?: (department: string, n: number) => string | null;
    /** Whether the campaign is closed once answered (default: it stays open). */
    closed?: boolean;
  } = {},
): Promise<ReportsWorld> {
  const uow = new InMemoryUnitOfWork();
  const clock = new FixedClock('2026-11-22T10:00:00-03:00');
  const ids = new SequentialIdGenerator('c0c0c0c0');
  const keys = new PlainApiKeyCodec('rep');
  const tokens = new PlainUserTokenCodec();
  const container = containerOver({
    unitOfWork: uow,
    clock,
    ids,
    settings: SETTINGS,
    apiKeyCodec: keys,
    userTokenCodec: tokens,
    signInPorts: inMemorySignInPorts(),
    reportSources: uow.reportSources(SETTINGS.timeZone),
    reportSettings: { minGroupSize: 5 },
    randomSource: { fraction: () => Math.random() },
  });
  const company = aCompany().build();
  const department = aFilter().of(company).withKey('department').build();
  const campaign = aCampaign().of(company).openedAt('2026-11-01T10:00:00Z').build();
  const empty = aCampaign().of(company).build();
  const people = options.people ?? PEOPLE;
  const employees = people.map((value) =>
    anEmployee()
      .of(company)
      .withFieldValues([{ filterId: department.id, key: 'department', value }])
      .choosing('in')
      .build(),
  );
  await uow.run(async (r) => {
    await r.companies.save(company);
    await r.filters.save(department);
    await r.campaigns.save(campaign);
    await r.campaigns.save(empty);
    for (const employee of employees) await r.employees.save(employee);
    for (const c of [campaign, empty]) await r.invitations.inviteChosen(company.id, c.id);
  });
  const enpsOf = new Map(employees.map((e, i) => [e.id, people[i] === 'Sales' ? 10 : people[i] === 'Ops' ? 3 : 9]));
  const commentOf = new Map(
    employees.map((e, i) => [
      e.id,
      options.comment?.(people[i] as string, people.slice(0, i).filter((p) => p === people[i]).length) ?? null,
    ]),
  );
  await container.get(AnswerInvitations).execute({
    campaignId: campaign.id,
    answersOf: (employee, c) =>
      answersWith(enpsOf.get(employee.id) as number, commentOf.get(employee.id) ?? null)(employee, c),
  });
  if (options.closed) {
    campaign.close(clock.now());
    await uow.run((r) => r.campaigns.save(campaign));
  }
  const key = (await container.get(IssueApiKey).execute({ companyId: company.id })).key;

  const access = container.get(AUTHENTICATION);
  const readReport = container.get(ReadReport);
  const limiters = authLimiters();
  const anotherApp: ReportsWorld['anotherApp'] = (others = {}) =>
    createReportsApp({
      access,
      limiters: others.limiters ?? limiters,
      reports: { readReport: others.readReport ?? readReport, readComments: container.get(ReadComments) },
      health: container.get(CheckStorage),
      settings: { rateLimitPerMinute: others.rateLimitPerMinute ?? options.rateLimitPerMinute ?? 100 },
      ...(others.logger ? { logger: others.logger } : {}),
    });

  const addUser: ReportsWorld['addUser'] = async (scopes, campaignAccess) => {
    const user = aUser()
      .of(company)
      .withCampaignAccess(campaignAccess ?? null)
      .build();
    const profile = aProfile()
      .of(company)
      .withScopes(...scopes)
      .build();
    const permission = aPermission().of(user).on(company).granting(profile).build();
    const generated = tokens.generate();
    const token = aUserToken().of(user).issuedAs(generated).createdAt(clock.now()).build();
    await uow.run(async (r) => {
      await r.users.save(user);
      await r.profiles.save(profile);
      await r.permissions.save(permission);
      await r.userTokens.save(token);
    });
    return generated.plaintext;
  };

  return { app: anotherApp(), uow, access, limiters, company, department, campaign, empty, key, addUser, anotherApp };
}
