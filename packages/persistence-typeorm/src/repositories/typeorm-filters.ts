import { offsetOf, pageOf, type Filter, type Filters, type Page, type PageRequest } from '@employee/domain';
import type { EntityManager } from 'typeorm';
import { filterMapper } from '../mappers/filter.mapper';
import { FilterRecord } from '../records/filter.record';
import { mappingUniqueViolations } from './unique-violation';

const LIST_ORDER = { createdAt: 'ASC', id: 'ASC' } as const;

/** `Filters` in PostgreSQL (`filters` table), within one unit of work's transaction. */
export class TypeOrmFilters implements Filters {
  constructor(private readonly manager: EntityManager) {}

  async ofId(id: string): Promise<Filter | null> {
    const record = await this.manager.findOneBy(FilterRecord, { id });
    return record ? filterMapper.toDomain(record) : null;
  }

  async activeOfCompany(companyId: string): Promise<Filter[]> {
    const records = await this.manager.find(FilterRecord, { where: { companyId, active: true }, order: LIST_ORDER });
    return records.map(filterMapper.toDomain);
  }

  async listActive(companyId: string, page: PageRequest): Promise<Page<Filter>> {
    const [records, total] = await this.manager.findAndCount(FilterRecord, {
      where: { companyId, active: true },
      order: LIST_ORDER,
      skip: offsetOf(page),
      take: page.perPage,
    });
    return pageOf(records.map(filterMapper.toDomain), total, page);
  }

  /** @throws ValidationError `FILTER.INVALID` / `FILTER.KEY_TAKEN` when another active filter of the company has the key. */
  async save(filter: Filter): Promise<void> {
    await mappingUniqueViolations(() => this.manager.upsert(FilterRecord, filterMapper.toRecord(filter), ['id']));
  }
}
