import { ApiKey, type ApiKeyProps } from '../api-key/api-key';
import type { GeneratedApiKey } from '../api-key/api-key-codec';
import { Campaign } from '../campaign/campaign';
import { Company, type CompanyProps, type IdentifyKey } from '../company/company';
import { BrazilianMobile } from '../employee/brazilian-mobile';
import { Cpf } from '../employee/cpf';
import { DateBR } from '../employee/date-br';
import { Email } from '../employee/email';
import { Employee, type EmployeeProps } from '../employee/employee';
import { EMPTY_PROFILE } from '../employee/employee-profile';
import { FullName } from '../employee/full-name';
import type { FieldValue } from '../filter/field-entries';
import { Filter, type FilterProps } from '../filter/filter';
import { uniqueCpf, uniqueEmail, uniqueMobile } from './generators';
import { PlainApiKeyCodec } from './plain-api-key-codec';
import { SequentialIdGenerator } from './sequential-id-generator';

const ids = new SequentialIdGenerator('b0b0b0b0');
const keys = new PlainApiKeyCodec('built');
const EPOCH = new Date('2026-01-01T12:00:00Z');

/** Builds a `Company` for tests: `aCompany().identifiedBy('email').branchOf(parent).build()`. */
export class CompanyBuilder {
  private props: CompanyProps = {
    id: ids.next(),
    name: 'Acme Indústria Ltda',
    identifyKey: 'document',
    parentId: null,
    rateLimitPerMinute: null,
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

/** Builds a `Campaign` for tests: `aCampaign().of(company).inactive().build()`. */
export class CampaignBuilder {
  private props = { id: ids.next(), companyId: '', name: 'Pesquisa de Clima', isActive: true, createdAt: EPOCH };

  of(company: Company | string): this {
    this.props.companyId = typeof company === 'string' ? company : company.id;
    return this;
  }
  inactive(): this {
    this.props.isActive = false;
    return this;
  }
  createdAt(at: Date | string): this {
    this.props.createdAt = new Date(at);
    return this;
  }
  build(): Campaign {
    return Campaign.fromProps(this.props);
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
    firingSettlesAt: null,
    createdAt: EPOCH,
    updatedAt: EPOCH,
    deletedAt: null,
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
  withFieldValues(fieldValues: readonly FieldValue[]): this {
    return this.with({ fieldValues });
  }
  inCampaigns(...campaignIds: string[]): this {
    return this.with({ campaignIds });
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

export const aCompany = (): CompanyBuilder => new CompanyBuilder();
export const aFilter = (): FilterBuilder => new FilterBuilder();
export const aCampaign = (): CampaignBuilder => new CampaignBuilder();
export const anEmployee = (): EmployeeBuilder => new EmployeeBuilder();
export const anApiKey = (): ApiKeyBuilder => new ApiKeyBuilder();

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
