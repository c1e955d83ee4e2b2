import type { ApiKeyCodec, Clock, DomainSettings, IdGenerator, UnitOfWork } from '@employee/domain';
import type { AccessUseCases, CompanyUseCases, EmployeeUseCases, FilterUseCases } from '@employee/http-express';
import type { Express } from 'express';
import type { ServiceIdentifier } from 'inversify';
import type { Infrastructure } from './infrastructure';

/**
 * Service identifiers of the container's interface-typed bindings, as typed symbols (classes, the use cases
 * among them, identify themselves).
 */
export const TOKENS = {
  infrastructure: Symbol('Infrastructure') as ServiceIdentifier<Infrastructure>,
  unitOfWork: Symbol('UnitOfWork') as ServiceIdentifier<UnitOfWork>,
  clock: Symbol('Clock') as ServiceIdentifier<Clock>,
  ids: Symbol('IdGenerator') as ServiceIdentifier<IdGenerator>,
  settings: Symbol('DomainSettings') as ServiceIdentifier<DomainSettings>,
  apiKeyCodec: Symbol('ApiKeyCodec') as ServiceIdentifier<ApiKeyCodec>,
  /** The use cases of each router of the REST app, and of the steps before them. */
  accessUseCases: Symbol('AccessUseCases') as ServiceIdentifier<AccessUseCases>,
  employeeUseCases: Symbol('EmployeeUseCases') as ServiceIdentifier<EmployeeUseCases>,
  filterUseCases: Symbol('FilterUseCases') as ServiceIdentifier<FilterUseCases>,
  companyUseCases: Symbol('CompanyUseCases') as ServiceIdentifier<CompanyUseCases>,
  /** The REST app. */
  httpApp: Symbol('HttpApp') as ServiceIdentifier<Express>,
};
