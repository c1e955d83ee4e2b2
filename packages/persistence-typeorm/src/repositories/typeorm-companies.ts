import { isUuid, offsetOf, pageOf, type Companies, type Company, type Page, type PageRequest } from '@employee/domain';
import type { EntityManager } from 'typeorm';
import { companyMapper } from '../mappers/company.mapper';
import { CompanyRecord } from '../records/company.record';
import { RawRecords } from './raw-records';

/** Ids of the company `root` (a query parameter) and of every company below it. */
function treeIds(root: string): string {
  return `WITH RECURSIVE tree AS (
      SELECT id FROM companies WHERE id = ${root}
      UNION ALL
      SELECT c.id FROM companies c JOIN tree t ON c.parent_id = t.id
    )
    SELECT id FROM tree`;
}

/** `Companies` in PostgreSQL (`companies` table), within one unit of work's transaction. */
export class TypeOrmCompanies implements Companies {
  constructor(private readonly manager: EntityManager) {}

  async ofId(id: string): Promise<Company | null> {
    if (!isUuid(id)) return null;
    const [record] = await new RawRecords(this.manager, CompanyRecord).where('id = $1', [id]);
    return record ? companyMapper.toDomain(record) : null;
  }

  async save(company: Company): Promise<void> {
    await this.manager.upsert(CompanyRecord, companyMapper.toRecord(company), ['id']);
  }

  async treeOf(rootId: string, page: PageRequest): Promise<Page<Company>> {
    if (!isUuid(rootId)) return pageOf([], 0, page);
    const [{ total }] = (await this.manager.query(`SELECT count(*)::int AS total FROM (${treeIds('$1')}) t`, [
      rootId,
    ])) as [{ total: number }];
    const records = await this.manager
      .createQueryBuilder(CompanyRecord, 'c')
      .where(`c.id IN (${treeIds(':rootId')})`, { rootId })
      .orderBy('c.created_at', 'ASC')
      .addOrderBy('c.id', 'ASC')
      .offset(offsetOf(page))
      .limit(page.perPage)
      .getMany();
    return pageOf(records.map(companyMapper.toDomain), total, page);
  }

  async isInTreeOf(rootId: string, id: string): Promise<boolean> {
    if (!isUuid(rootId) || !isUuid(id)) return false;
    const rows = (await this.manager.query(
      `WITH RECURSIVE ancestry AS (
         SELECT id, parent_id FROM companies WHERE id = $2
         UNION ALL
         SELECT c.id, c.parent_id FROM companies c JOIN ancestry a ON c.id = a.parent_id
       )
       SELECT 1 FROM ancestry WHERE id = $1 LIMIT 1`,
      [rootId, id],
    )) as unknown[];
    return rows.length > 0;
  }
}
