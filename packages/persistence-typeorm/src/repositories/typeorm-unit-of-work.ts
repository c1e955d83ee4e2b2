import type { Repositories, UnitOfWork } from '@employee/domain';
import type { DataSource, EntityManager } from 'typeorm';
import { TypeOrmApiKeys } from './typeorm-api-keys';
import { TypeOrmCampaigns } from './typeorm-campaigns';
import { TypeOrmCompanies } from './typeorm-companies';
import { TypeOrmEmployees } from './typeorm-employees';
import { TypeOrmFilters } from './typeorm-filters';

/** The repositories bound to one transaction's entity manager. */
export function repositoriesOf(manager: EntityManager): Repositories {
  return {
    employees: new TypeOrmEmployees(manager),
    filters: new TypeOrmFilters(manager),
    companies: new TypeOrmCompanies(manager),
    campaigns: new TypeOrmCampaigns(manager),
    apiKeys: new TypeOrmApiKeys(manager),
  };
}

/**
 * `UnitOfWork` as one PostgreSQL transaction (READ COMMITTED) per `run`: it commits when `work` resolves and
 * rolls back, propagating the error, when `work` rejects. Source: domain `UnitOfWork`; docs/house-rules.md#ports (every
 * multi-row write is one transaction).
 */
export class TypeOrmUnitOfWork implements UnitOfWork {
  constructor(private readonly dataSource: DataSource) {}

  run<T>(work: (repositories: Repositories) => Promise<T>): Promise<T> {
    return this.dataSource.transaction((manager) => work(repositoriesOf(manager)));
  }
}
