import { isUuid, pageOf, type Filter, type Filters, type Page, type PageRequest } from '@employee/domain';
import { In, type EntityManager } from 'typeorm';
import type { ChangeJournal } from '../history/change-journal';
import { filterMapper } from './filter.mapper';
import { FilterRecord } from './filter.record';
import { findPage, LIST_ORDER } from '../kernel/list-page';
import { mappingUniqueViolations } from '../kernel/unique-violation';

/**
 * `Filters` in PostgreSQL (`filters` table), within one unit of work's transaction; `save` notes the version for
 * the filters' feed in the unit of work's `journal`.
 */
export class TypeOrmFilters implements Filters {
  constructor(
    private readonly manager: EntityManager,
    private readonly journal: ChangeJournal,
  ) {}

  /** Locks the filter (`FOR UPDATE`) until the transaction ends: an update and a delete never interleave. */
  async ofId(id: string): Promise<Filter | null> {
    if (!isUuid(id)) return null;
    const record = await this.manager.findOne(FilterRecord, { where: { id }, lock: { mode: 'pessimistic_write' } });
    return record ? filterMapper.toDomain(record) : null;
  }

  async ofIds(ids: readonly string[]): Promise<Filter[]> {
    const known = ids.filter((id) => isUuid(id));
    if (known.length === 0) return [];
    return (await this.manager.find(FilterRecord, { where: { id: In(known) } })).map((r) => filterMapper.toDomain(r));
  }

  /**
   * Share-locks the filters (`FOR SHARE`) until the transaction ends, so a filter cannot be deleted while an
   * employee's values of it are being resolved and saved (the delete waits, then removes those values too).
   */
  async activeOfCompany(companyId: string): Promise<Filter[]> {
    if (!isUuid(companyId)) return [];
    const records = await this.manager.find(FilterRecord, {
      where: { companyId, active: true },
      order: LIST_ORDER,
      lock: { mode: 'pessimistic_read' },
    });
    return records.map((r) => filterMapper.toDomain(r));
  }

  async listActive(companyId: string, page: PageRequest): Promise<Page<Filter>> {
    if (!isUuid(companyId)) return pageOf([], 0, page);
    return findPage(this.manager, FilterRecord, { companyId, active: true }, page, (r) => filterMapper.toDomain(r));
  }

  /**
   * @throws ValidationError `FILTER.INVALID` / `FILTER.KEY_TAKEN` when another active filter of the company has
   * the key.
   */
  async save(filter: Filter): Promise<void> {
    await mappingUniqueViolations(() => this.manager.upsert(FilterRecord, filterMapper.toRecord(filter), ['id']));
    const change = filter.active ? 'upsert' : 'delete';
    this.journal.note('filter_changes', {
      companyId: filter.companyId,
      id: filter.id,
      version: filter.version,
      change,
    });
  }
}
