import { CampaignAccess } from '../access/campaign-access';
import { Permission, type PermissionProps } from '../access/permission';
import { Profile, type ProfileProps } from '../access/profile';
import { SCOPES, type Scope } from '../access/scope';
import { User, type UserProps, type UserStatus } from '../access/user';
import { UserToken, type UserTokenProps } from '../access/user-token';
import { ApiKey, type ApiKeyProps } from '../access/api-keys/api-key';
import type { GeneratedApiKey } from '../access/api-keys/api-key-codec';
import { Campaign, type CampaignProps, type CampaignStatus } from '../surveys/campaign';
import { DEFAULT_REMINDER_DAYS, type Distribution } from '../surveys/campaign-distribution';
import type { CampaignChoice } from '../directory/campaign-choice';
import { Company, type CompanyProps, type IdentifyKey } from '../tenancy/company';
import { BrazilianMobile } from '../kernel/br/brazilian-mobile';
import { Cpf } from '../kernel/br/cpf';
import { DateBR } from '../kernel/br/date-br';
import { Email } from '../kernel/br/email';
import { Employee, type EmployeeProps } from '../directory/employee';
import { EMPTY_PROFILE } from '../directory/employee-profile';
import { FullName } from '../kernel/br/full-name';
import { Language } from '../kernel/language';
import type { FieldValue } from '../directory/field-entries';
import { Filter, type FilterProps } from '../directory/filter';
import { Questionnaire } from '../surveys/questionnaire';
import { standardQuestionnaire } from '../surveys/standard-questionnaire';
import { WebhookEndpoint, type WebhookEndpointProps } from '../webhooks/webhook-endpoint';
import type { WebhookEventType } from '../webhooks/webhook-event-types';
import { uniqueCpf, uniqueEmail, uniqueMobile } from './generators';
import { PlainApiKeyCodec } from './plain-api-key-codec';
import { SequentialIdGenerator } from './sequential-id-generator';

const ids = new SequentialIdGenerator('b0b0b0b0');
const keys = new PlainApiKeyCodec('built');
const userTokenKeys = new PlainApiKeyCodec('builtusr');
let builtCount = 0;

/** A number never returned before in this process (unique names and e-mails of built records). */
function nextNumber(): number {
  builtCount += 1;
  return builtCount;
}
const EPOCH = new Date('2026-01-01T12:00:00Z');

/** Builds a `Company` for tests: `aCompany().identifiedBy('email').branchOf(parent).build()`. */
export class CompanyBuilder {
  private props: CompanyProps = {
    id: ids.next(),
    name: 'Acme Indústria Ltda',
    identifyKey: 'document',
    parentId: null,
    rateLimitPerMinute: null,
    otpRequired: false,
    reportMinGroupSize: null,
    createdAt: EPOCH,
    updatedAt: EPOCH,
  };

  withId(id: string): this {
    return this.with({ id });
  }
  named(name: string): this {
    return this.with({ name });
  }
  identifiedBy(identifyKey: IdentifyKey): this {
    return this.with({ identifyKey });
  }
  branchOf(parent: Company | string): this {
    return this.with({ parentId: typeof parent === 'string' ? parent : parent.id });
  }
  withRateLimit(rateLimitPerMinute: number | null): this {
    return this.with({ rateLimitPerMinute });
  }
  withReportMinGroupSize(reportMinGroupSize: number | null): this {
    return this.with({ reportMinGroupSize });
  }
  createdAt(at: Date | string): this {
    return this.with({ createdAt: new Date(at), updatedAt: new Date(at) });
  }
  build(): Company {
    return Company.fromProps(this.props);
  }
  private with(change: Partial<CompanyProps>): this {
    this.props = { ...this.props, ...change };
    return this;
  }
}

/** Builds a `Filter` for tests: `aFilter().of(company).withKey('department').required().build()`. */
export class FilterBuilder {
  private props: FilterProps = {
    id: ids.next(),
    companyId: '',
    key: 'department',
    name: 'Department',
    isRequired: false,
    defaultValue: null,
    active: true,
    createdAt: EPOCH,
    updatedAt: EPOCH,
    version: 1,
  };

  of(company: Company | string): this {
    return this.with({ companyId: typeof company === 'string' ? company : company.id });
  }
  withId(id: string): this {
    return this.with({ id });
  }
  withKey(key: string): this {
    return this.with({ key, name: key });
  }
  required(isRequired = true): this {
    return this.with({ isRequired });
  }
  withDefault(defaultValue: string | null): this {
    return this.with({ defaultValue });
  }
  inactive(): this {
    return this.with({ active: false });
  }
  createdAt(at: Date | string): this {
    return this.with({ createdAt: new Date(at), updatedAt: new Date(at) });
  }
  build(): Filter {
    return Filter.fromProps(this.props);
  }
  private with(change: Partial<FilterProps>): this {
    this.props = { ...this.props, ...change };
    return this;
  }
}

/**
 * Builds an open `Campaign` with the standard questionnaire for tests: `aCampaign().of(company).build()`. Unless
 * `openedAt` says otherwise, an open or closed campaign opened when it was created, a draft never.
 */
export class CampaignBuilder {
  private openedAtOverride: Date | null = null;
  private props: Omit<CampaignProps, 'openedAt'> = {
    id: ids.next(),
    companyId: '',
    name: 'Pesquisa de Clima',
    status: 'open',
    startsOn: null,
    endsOn: null,
    questionnaire: Questionnaire.create(standardQuestionnaire(), ids),
    distribution: 'platform',
    reminderDays: DEFAULT_REMINDER_DAYS,
    createdAt: EPOCH,
    updatedAt: EPOCH,
    version: 1,
  };

  of(company: Company | string): this {
    this.props = { ...this.props, companyId: typeof company === 'string' ? company : company.id };
    return this;
  }
  /** Not active: closed (`is_active` false). */
  inactive(): this {
    return this.inStatus('closed');
  }
  inStatus(status: CampaignStatus): this {
    this.props = { ...this.props, status };
    return this;
  }
  /** Distributed by the company's own links (`links`) instead of the platform. */
  distributedBy(distribution: Distribution): this {
    this.props = { ...this.props, distribution };
    return this;
  }
  createdAt(at: Date | string): this {
    this.props = { ...this.props, createdAt: new Date(at), updatedAt: new Date(at) };
    return this;
  }
  /** Opened at `at` (ignored while the campaign is a draft). */
  openedAt(at: Date | string): this {
    this.openedAtOverride = new Date(at);
    return this;
  }
  build(): Campaign {
    const openedAt = this.props.status === 'draft' ? null : (this.openedAtOverride ?? this.props.createdAt);
    return Campaign.fromProps({ ...this.props, openedAt });
  }
}

/**
 * Builds an `ApiKey` for tests, live and with a process-unique identifier unless told otherwise:
 * `anApiKey().of(company).issuedAs(codec.generate()).revoked(at).build()`.
 */
export class ApiKeyBuilder {
  private props: ApiKeyProps = ApiKey.issue({
    id: ids.next(),
    companyId: '',
    ...keys.generate(),
    now: EPOCH,
  }).toProps();

  of(company: Company | string): this {
    return this.with({ companyId: typeof company === 'string' ? company : company.id });
  }
  withId(id: string): this {
    return this.with({ id });
  }
  /** The identifier and secret hash of a generated key, so that its plaintext authenticates. */
  issuedAs(generated: GeneratedApiKey): this {
    return this.with({
      identifier: generated.identifier,
      secretHash: generated.secretHash,
      environment: generated.environment,
    });
  }
  createdAt(at: Date | string): this {
    return this.with({ createdAt: new Date(at) });
  }
  /** The environment the key was issued for; `null`: before environments were stored. */
  issuedFor(environment: string | null): this {
    return this.with({ environment });
  }
  revoked(at: Date | string = EPOCH): this {
    return this.with({ revokedAt: new Date(at) });
  }
  build(): ApiKey {
    return ApiKey.fromProps(this.props);
  }
  private with(change: Partial<ApiKeyProps>): this {
    this.props = { ...this.props, ...change };
    return this;
  }
}

/**
 * Builds an `Employee` for tests with valid, process-unique document, e-mail and phone:
 * `anEmployee().of(company).withDocument('52998224725').firedOn('10/11/2026', settlesAt).build()`.
 */
export class EmployeeBuilder {
  private props: EmployeeProps = {
    ...EMPTY_PROFILE,
    id: ids.next(),
    companyId: '',
    name: FullName.create('Maria da Silva'),
    document: Cpf.create(uniqueCpf()),
    email: Email.create(uniqueEmail()),
    phone: BrazilianMobile.create(uniqueMobile()),
    hiringDate: DateBR.create('01/03/2020', 'hiring_date'),
    fieldValues: [],
    campaignIds: [],
    campaignChoice: 'out',
    firingSettlesAt: null,
    createdAt: EPOCH,
    updatedAt: EPOCH,
    deletedAt: null,
    anonymisedAt: null,
    version: 1,
  };

  of(company: Company | string): this {
    return this.with({ companyId: typeof company === 'string' ? company : company.id });
  }
  withId(id: string): this {
    return this.with({ id });
  }
  named(name: string): this {
    return this.with({ name: FullName.create(name) });
  }
  withSocialName(name: string): this {
    return this.with({ socialName: FullName.create(name, 'social_name') });
  }
  withDocument(document: string | null): this {
    return this.with({ document: document === null ? null : Cpf.create(document) });
  }
  withEmail(email: string | null): this {
    return this.with({ email: email === null ? null : Email.create(email) });
  }
  withPhone(phone: string | null): this {
    return this.with({ phone: phone === null ? null : BrazilianMobile.create(phone) });
  }
  withInternalId(internalId: string | null): this {
    return this.with({ internalId });
  }
  withBirthdate(date: string): this {
    return this.with({ birthdate: DateBR.create(date, 'birthdate') });
  }
  withHiringDate(date: string): this {
    return this.with({ hiringDate: DateBR.create(date, 'hiring_date') });
  }
  withFieldValues(fieldValues: readonly FieldValue[]): this {
    return this.with({ fieldValues });
  }
  /** Linked to these campaigns, with the campaign choice `in` (as `include_campaign: true` leaves it). */
  inCampaigns(...campaignIds: string[]): this {
    return this.with({ campaignIds, campaignChoice: 'in' });
  }
  /** With this last campaign choice (see `CampaignChoice`), links unchanged. */
  choosing(campaignChoice: CampaignChoice): this {
    return this.with({ campaignChoice });
  }
  /** A recorded firing on `date`, due for settlement at `settlesAt`. */
  firedOn(date: string, settlesAt: Date | string, reason: string | null = null): this {
    return this.with({
      firingDate: DateBR.create(date, 'firing_date'),
      isVoluntaryFiring: false,
      reasonFiring: reason,
      firingSettlesAt: new Date(settlesAt),
    });
  }
  /** The recorded firing (see {@link firedOn}) was voluntary (the employee resigned). */
  voluntarily(): this {
    return this.with({ isVoluntaryFiring: true });
  }
  speaking(language: string): this {
    return this.with({ language: Language.create(language) });
  }
  createdAt(at: Date | string): this {
    return this.with({ createdAt: new Date(at), updatedAt: new Date(at) });
  }
  softDeleted(at: Date | string = EPOCH): this {
    return this.with({ deletedAt: new Date(at), fieldValues: [], campaignIds: [] });
  }
  build(): Employee {
    return Employee.fromProps(this.props);
  }
  private with(change: Partial<EmployeeProps>): this {
    this.props = { ...this.props, ...change };
    return this;
  }
}

/** Builds a custom `Profile` for tests: `aProfile().of(company).named('Auditor').withScopes('audit:read').build()`. */
export class ProfileBuilder {
  private props: ProfileProps = {
    id: ids.next(),
    companyId: '',
    name: `Perfil ${nextNumber()}`,
    scopes: [...SCOPES],
    isBuiltin: false,
    createdAt: EPOCH,
    updatedAt: EPOCH,
    version: 1,
  };

  of(company: Company | string): this {
    return this.with({ companyId: typeof company === 'string' ? company : company.id });
  }
  withId(id: string): this {
    return this.with({ id });
  }
  named(name: string): this {
    return this.with({ name });
  }
  /** The given scopes, in catalogue order. */
  withScopes(...scopes: Scope[]): this {
    return this.with({ scopes: SCOPES.filter((s) => scopes.includes(s)) });
  }
  builtin(isBuiltin = true): this {
    return this.with({ isBuiltin });
  }
  createdAt(at: Date | string): this {
    return this.with({ createdAt: new Date(at), updatedAt: new Date(at) });
  }
  build(): Profile {
    return Profile.fromProps(this.props);
  }
  private with(change: Partial<ProfileProps>): this {
    this.props = { ...this.props, ...change };
    return this;
  }
}

/**
 * Builds a `User` for tests, active with a process-unique e-mail unless told otherwise:
 * `aUser().of(company).invited('hash:token1', expiresAt).build()`, `aUser().disabled(at).build()`.
 */
export class UserBuilder {
  private props: UserProps = {
    id: ids.next(),
    companyId: '',
    name: FullName.create('Ana Paula Souza'),
    email: Email.create(`user.${nextNumber()}@example.com.br`),
    status: 'active',
    campaignAccess: CampaignAccess.ALL,
    passwordHash: 'password-hash',
    otp: null,
    recoveryCodeHashes: [],
    invitation: null,
    createdAt: EPOCH,
    updatedAt: EPOCH,
    lastSignInAt: null,
    disabledAt: null,
    version: 1,
  };

  of(company: Company | string): this {
    return this.with({ companyId: typeof company === 'string' ? company : company.id });
  }
  withId(id: string): this {
    return this.with({ id });
  }
  named(name: string): this {
    return this.with({ name: FullName.create(name) });
  }
  withEmail(email: string): this {
    return this.with({ email: Email.create(email) });
  }
  withCampaignAccess(raw: unknown): this {
    return this.with({ campaignAccess: CampaignAccess.create(raw) });
  }
  /** Invited, without a password, with a pending invitation (hash `tokenHash`, expiring at `expiresAt`). */
  invited(tokenHash = `hash:invitation${nextNumber()}`, expiresAt: Date | string = '2100-01-01T00:00:00Z'): this {
    return this.with({
      status: 'invited' satisfies UserStatus,
      passwordHash: null,
      invitation: { tokenHash, expiresAt: new Date(expiresAt) },
    });
  }
  disabled(at: Date | string = EPOCH): this {
    return this.with({ status: 'disabled', invitation: null, disabledAt: new Date(at), updatedAt: new Date(at) });
  }
  /** Active with a password whose stored hash is `passwordHash` (made by the hasher the test signs in with). */
  withPasswordHash(passwordHash: string): this {
    return this.with({ passwordHash });
  }
  withOtp(secret: string, enabledAt: Date | string | null, lastUsedStep: number | null = null): this {
    return this.with({ otp: { secret, enabledAt: enabledAt === null ? null : new Date(enabledAt), lastUsedStep } });
  }
  withRecoveryCodeHashes(...recoveryCodeHashes: string[]): this {
    return this.with({ recoveryCodeHashes });
  }
  signedInAt(at: Date | string): this {
    return this.with({ lastSignInAt: new Date(at) });
  }
  createdAt(at: Date | string): this {
    return this.with({ createdAt: new Date(at), updatedAt: new Date(at) });
  }
  build(): User {
    return User.fromProps(this.props);
  }
  private with(change: Partial<UserProps>): this {
    this.props = { ...this.props, ...change };
    return this;
  }
}

/** Builds a `Permission` for tests: `aPermission().of(user).on(company).granting(profile).build()`. */
export class PermissionBuilder {
  private props: PermissionProps = {
    id: ids.next(),
    userId: '',
    companyId: '',
    profileId: '',
    createdAt: EPOCH,
    updatedAt: EPOCH,
    version: 1,
  };

  of(user: User | string): this {
    return this.with({ userId: typeof user === 'string' ? user : user.id });
  }
  on(company: Company | string): this {
    return this.with({ companyId: typeof company === 'string' ? company : company.id });
  }
  granting(profile: Profile | string): this {
    return this.with({ profileId: typeof profile === 'string' ? profile : profile.id });
  }
  withId(id: string): this {
    return this.with({ id });
  }
  createdAt(at: Date | string): this {
    return this.with({ createdAt: new Date(at), updatedAt: new Date(at) });
  }
  build(): Permission {
    return Permission.fromProps(this.props);
  }
  private with(change: Partial<PermissionProps>): this {
    this.props = { ...this.props, ...change };
    return this;
  }
}

/**
 * Builds a `UserToken` for tests, live for 30 days from its creation, with a process-unique identifier:
 * `aUserToken().of(user).issuedAs(codec.generate()).revoked(at).build()`.
 */
export class UserTokenBuilder {
  private props: UserTokenProps = (() => {
    const generated = userTokenKeys.generate();
    return UserToken.create({ id: ids.next(), userId: '', name: 'CI', generated, now: EPOCH }).toProps();
  })();

  of(user: User | string): this {
    return this.with({ userId: typeof user === 'string' ? user : user.id });
  }
  withId(id: string): this {
    return this.with({ id });
  }
  named(name: string): this {
    return this.with({ name });
  }
  /** The identifier, prefix and secret hash of a generated token, so that its plaintext authenticates. */
  issuedAs(generated: GeneratedApiKey): this {
    return this.with({
      identifier: generated.identifier,
      prefix: generated.prefix,
      secretHash: generated.secretHash,
      environment: generated.environment,
    });
  }
  /** Created at `at`, expiring `days` later (default 30). */
  createdAt(at: Date | string, days = 30): this {
    const createdAt = new Date(at);
    return this.with({ createdAt, expiresAt: new Date(createdAt.getTime() + days * 24 * 3600 * 1000) });
  }
  expiresAt(at: Date | string): this {
    return this.with({ expiresAt: new Date(at) });
  }
  lastUsedAt(at: Date | string): this {
    return this.with({ lastUsedAt: new Date(at) });
  }
  revoked(at: Date | string = EPOCH): this {
    return this.with({ revokedAt: new Date(at) });
  }
  build(): UserToken {
    return UserToken.fromProps(this.props);
  }
  private with(change: Partial<UserTokenProps>): this {
    this.props = { ...this.props, ...change };
    return this;
  }
}

/**
 * Builds an enabled `WebhookEndpoint` for tests, subscribed to every type, its secret "sealed" as given:
 * `aWebhookEndpoint().of(company).including('employee.created').withBranches().build()`.
 */
export class WebhookEndpointBuilder {
  private props: WebhookEndpointProps = {
    id: ids.next(),
    companyId: '',
    url: 'https://hooks.example.com/in',
    description: null,
    eventTypes: null,
    includeBranches: false,
    isEnabled: true,
    disabledReason: null,
    secret: 'sealed-secret',
    previousSecret: null,
    previousSecretExpiresAt: null,
    failingSince: null,
    createdAt: EPOCH,
    updatedAt: EPOCH,
    version: 1,
  };

  of(company: Company | string): this {
    return this.with({ companyId: typeof company === 'string' ? company : company.id });
  }
  withId(id: string): this {
    return this.with({ id });
  }
  at(url: string): this {
    return this.with({ url });
  }
  including(...eventTypes: WebhookEventType[]): this {
    return this.with({ eventTypes });
  }
  withBranches(includeBranches = true): this {
    return this.with({ includeBranches });
  }
  disabled(disabledReason: string | null = null): this {
    return this.with({ isEnabled: false, disabledReason });
  }
  withSecret(secret: string): this {
    return this.with({ secret });
  }
  createdAt(at: Date | string): this {
    return this.with({ createdAt: new Date(at), updatedAt: new Date(at) });
  }
  build(): WebhookEndpoint {
    return WebhookEndpoint.fromProps(this.props);
  }
  private with(change: Partial<WebhookEndpointProps>): this {
    this.props = { ...this.props, ...change };
    return this;
  }
}

export const aCompany = (): CompanyBuilder => new CompanyBuilder();
export const aFilter = (): FilterBuilder => new FilterBuilder();
export const aCampaign = (): CampaignBuilder => new CampaignBuilder();
export const anEmployee = (): EmployeeBuilder => new EmployeeBuilder();
export const anApiKey = (): ApiKeyBuilder => new ApiKeyBuilder();
export const aProfile = (): ProfileBuilder => new ProfileBuilder();
export const aUser = (): UserBuilder => new UserBuilder();
export const aPermission = (): PermissionBuilder => new PermissionBuilder();
export const aUserToken = (): UserTokenBuilder => new UserTokenBuilder();
export const aWebhookEndpoint = (): WebhookEndpointBuilder => new WebhookEndpointBuilder();

/**
 * The properties of a valid `CreateEmployeeCommand` (camelCase, without `companyId`), with process-unique
 * document, e-mail and phone, and `includeCampaign: false`; `overrides` replace or add properties. (A valid
 * POST body, in the API's snake_case, is `validEmployeeBody` of the HTTP adapter's test support.)
 */
export function validEmployeeInput(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'João da Silva Santos',
    socialName: 'Joana Santos',
    email: uniqueEmail(),
    phone: uniqueMobile(),
    document: uniqueCpf(),
    internalId: null,
    birthdate: '15/05/1990',
    hiringDate: '01/02/2015',
    isOnLeave: false,
    language: 'pt-BR',
    includeCampaign: false,
    ...overrides,
  };
}
