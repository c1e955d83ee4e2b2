import { apiKeysContract } from './api-keys-contract';
import { campaignsContract } from './campaigns-contract';
import { companiesContract } from './companies-contract';
import { employeesContract } from './employees-contract';
import { filtersContract } from './filters-contract';
import type { HarnessFactory } from './harness';
import { unitOfWorkContract } from './unit-of-work-contract';

/**
 * Every repository contract suite (`Employees`, `Filters`, `Companies`, `Campaigns`, `ApiKeys`, `UnitOfWork`)
 * for one adapter. Call it at the top level of a spec file; `makeHarness` gives each test fresh, empty storage.
 */
export function allRepositoryContracts(adapterName: string, makeHarness: HarnessFactory): void {
  employeesContract(adapterName, makeHarness);
  filtersContract(adapterName, makeHarness);
  companiesContract(adapterName, makeHarness);
  campaignsContract(adapterName, makeHarness);
  apiKeysContract(adapterName, makeHarness);
  unitOfWorkContract(adapterName, makeHarness);
}
