import {
  cursorPageOf,
  fetchSizeOf,
  isUuid,
  offsetOf,
  pageOf,
  type Companies,
  type Company,
  type Page,
  type PageRequest,
} from '@employee/domain';
import type { EntityManager } from 'typeorm';
import { companyMapper } from './company.mapper';
import { CompanyRecord } from './company.record';
import { RawRecords } from '../kernel/raw-records';
import { AFTER_PLACE, BY_ID, IN_TREE_OF_ROOT, IS_IN_TREE, TREE_COUNT } from './typeorm-companies.sql';

/** `Companies` in PostgreSQL (`companies` table), within one unit of work's transaction. */
export class TypeOrmCompanies implements Companies {
  constructor(private readonly manager: EntityManager) {}

  async ofId(id: string): Promise<Company | null> {
    if (!isUuid(id)) return null;
    const [record] = await new RawRecords(this.manager, CompanyRecord).where(BY_ID, [id]);
    return record ? companyMapper.toDomain(record) : null;
  }

  /** `SELECT id … ORDER BY id FOR UPDATE`: locked in id order until the unit of work's transaction ends. */
  async lock(ids: readonly string[]): Promise<void> {
    const valid = [...new Set(ids.filter(isUuid))];
    if (valid.length === 0) return;
    await this.manager.query('SELECT id FROM companies WHERE id = ANY($1::uuid[]) ORDER BY id FOR UPDATE', [valid]);
  }

  async save(company: Company): Promise<void> {
    await this.manager.upsert(CompanyRecord, companyMapper.toRecord(company), ['id']);
  }

  /** Cursor paging (docs/change-history.md#cursor-pages) reads the companies after the place and counts none. */
  async treeOf(rootId: string, page: PageRequest): Promise<Page<Company>> {
    if (!isUuid(rootId)) return pageOf([], 0, page);
    const after = page.cursor?.after ?? null;
    const builder = this.manager.createQueryBuilder(CompanyRecord, 'c').where(IN_TREE_OF_ROOT, { rootId });
    if (after) builder.andWhere(AFTER_PLACE, { createdAt: after.createdAt, id: after.id });
    const records = await builder
      .orderBy('c.created_at', 'ASC')
      .addOrderBy('c.id', 'ASC')
      .offset(offsetOf(page))
      .limit(fetchSizeOf(page))
      .getMany();
    const companies = records.map((r) => companyMapper.toDomain(r));
    if (page.cursor) return cursorPageOf(companies, page);
    const [{ total }] = await this.manager.query<[{ total: number }]>(TREE_COUNT, [rootId]);
    return pageOf(companies, total, page);
  }

  async isInTreeOf(rootId: string, id: string): Promise<boolean> {
    if (!isUuid(rootId) || !isUuid(id)) return false;
    const rows = await this.manager.query<unknown[]>(IS_IN_TREE, [rootId, id]);
    return rows.length > 0;
  }
}
