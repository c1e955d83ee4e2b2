import { isUuid, pageOf, type Page, type Permission, type PermissionQuery, type Permissions } from '@employee/domain';
import { In, type EntityManager } from 'typeorm';
import { permissionMapper } from './permission.mapper';
import { PermissionRecord } from './permission.record';
import { findPage, LIST_ORDER } from '../kernel/list-page';
import { mappingUniqueViolations } from '../kernel/unique-violation';

/** `Permissions` in PostgreSQL (`permissions` table), within one unit of work's transaction. */
export class TypeOrmPermissions implements Permissions {
  constructor(private readonly manager: EntityManager) {}

  async ofId(id: string): Promise<Permission | null> {
    if (!isUuid(id)) return null;
    const record = await this.manager.findOne(PermissionRecord, { where: { id } });
    return record ? permissionMapper.toDomain(record) : null;
  }

  /** `SELECT … FOR UPDATE`: the row stays locked until the unit of work's transaction ends. */
  async ofIdForUpdate(id: string): Promise<Permission | null> {
    if (!isUuid(id)) return null;
    const record = await this.manager.findOne(PermissionRecord, { where: { id }, lock: { mode: 'pessimistic_write' } });
    return record ? permissionMapper.toDomain(record) : null;
  }

  async ofUser(userId: string): Promise<Permission[]> {
    if (!isUuid(userId)) return [];
    return this.many({ userId });
  }

  async ofUserAndCompany(userId: string, companyId: string): Promise<Permission | null> {
    if (!isUuid(userId) || !isUuid(companyId)) return null;
    const record = await this.manager.findOne(PermissionRecord, { where: { userId, companyId } });
    return record ? permissionMapper.toDomain(record) : null;
  }

  async ofCompanies(companyIds: readonly string[]): Promise<Permission[]> {
    const valid = companyIds.filter(isUuid);
    if (valid.length === 0) return [];
    return this.many({ companyId: In(valid) });
  }

  async list(query: PermissionQuery): Promise<Page<Permission>> {
    const visible = query.companyIds.filter(isUuid);
    const companyId = query.companyId;
    const onCompanies = companyId === null ? visible : visible.includes(companyId) ? [companyId] : [];
    if (onCompanies.length === 0 || (query.userId !== null && !isUuid(query.userId))) return pageOf([], 0, query);
    const where = { companyId: In(onCompanies), ...(query.userId === null ? {} : { userId: query.userId }) };
    return findPage(this.manager, PermissionRecord, where, query, (r) => permissionMapper.toDomain(r));
  }

  /** @throws StateError `PERMISSION.DUPLICATE` (index `permissions_user_company_uq`). */
  async save(permission: Permission): Promise<void> {
    await mappingUniqueViolations(() =>
      this.manager.upsert(PermissionRecord, permissionMapper.toRecord(permission), ['id']),
    );
  }

  async delete(permission: Permission): Promise<void> {
    await this.manager.delete(PermissionRecord, { id: permission.id });
  }

  private async many(where: Record<string, unknown>): Promise<Permission[]> {
    const records = await this.manager.find(PermissionRecord, { where, order: LIST_ORDER });
    return records.map((r) => permissionMapper.toDomain(r));
  }
}
