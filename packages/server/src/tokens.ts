import type { ApiKeyCodec, Clock, DomainSettings, IdGenerator, UnitOfWork } from '@employee/domain';
import type { ServiceIdentifier } from 'inversify';
import type { Infrastructure } from './infrastructure';

/** Service identifiers of the container's interface-typed bindings (classes identify themselves). */
export const TOKENS = {
  infrastructure: Symbol('Infrastructure') as ServiceIdentifier<Infrastructure>,
  unitOfWork: Symbol('UnitOfWork') as ServiceIdentifier<UnitOfWork>,
  clock: Symbol('Clock') as ServiceIdentifier<Clock>,
  ids: Symbol('IdGenerator') as ServiceIdentifier<IdGenerator>,
  settings: Symbol('DomainSettings') as ServiceIdentifier<DomainSettings>,
  apiKeyCodec: Symbol('ApiKeyCodec') as ServiceIdentifier<ApiKeyCodec>,
};
