import {
  CreateEmployee,
  DeleteEmployee,
  GetEmployee,
  ListDeletedEmployees,
  ListEmployees,
  RestoreEmployee,
  SettleDueFirings,
  UpdateEmployee,
  ValidationError,
  type Company,
  type DomainSettings,
} from '@employee/domain';
import {
  FixedClock,
  InMemoryUnitOfWork,
  SequentialIdGenerator,
  aCampaign,
  aCompany,
  aFilter,
} from '@employee/domain/testing';
import { expect } from '@jest/globals';

/** Everything a use-case test needs: in-memory storage, a fixed clock in São Paulo, and the employee use cases. */
export function world(settings: DomainSettings = { timeZone: 'America/Sao_Paulo', firingSettleDelaySeconds: 5 }) {
  const uow = new InMemoryUnitOfWork();
  const clock = new FixedClock('2026-11-22T10:00:00-03:00');
  const ids = new SequentialIdGenerator();
  return {
    uow,
    clock,
    ids,
    repos: uow.repositories,
    createEmployee: new CreateEmployee(uow, clock, ids, settings),
    updateEmployee: new UpdateEmployee(uow, clock, settings),
    getEmployee: new GetEmployee(uow),
    listEmployees: new ListEmployees(uow),
    listDeletedEmployees: new ListDeletedEmployees(uow),
    deleteEmployee: new DeleteEmployee(uow, clock),
    restoreEmployee: new RestoreEmployee(uow, clock),
    settleDueFirings: new SettleDueFirings(uow, clock),
  };
}

/** Saves a company identified by `identifyKey`, a required `department` filter and an optional `site` filter. */
export async function seedCompany(w: ReturnType<typeof world>, identifyKey: 'document' | 'email' = 'document') {
  const company: Company = aCompany().identifiedBy(identifyKey).build();
  const department = aFilter().of(company).withKey('department').required().createdAt('2026-01-01T00:00:00Z').build();
  const site = aFilter().of(company).withKey('site').withDefault('Matriz').createdAt('2026-01-02T00:00:00Z').build();
  const survey = aCampaign().of(company).distributedBy('links').build();
  const paused = aCampaign().of(company).inactive().build();
  await w.repos.companies.save(company);
  await w.repos.filters.save(department);
  await w.repos.filters.save(site);
  await w.repos.campaigns.save(survey);
  await w.repos.campaigns.save(paused);
  return { company, department, site, survey, paused };
}

/** The `{field: [messages]}` and `{field: [codes]}` of the `ValidationError` that `promise` rejects with. */
export async function violationsOf(
  promise: Promise<unknown>,
): Promise<{ codes: Record<string, string[]>; error: ValidationError }> {
  const error = await promise.then(
    () => {
      throw new Error('expected a ValidationError, but the call succeeded');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ValidationError);
  const validation = error as ValidationError;
  const codes = Object.fromEntries(
    Object.entries(validation.violations).map(([f, list]) => [f, list.map((v) => v.code)]),
  );
  return { codes, error: validation };
}
