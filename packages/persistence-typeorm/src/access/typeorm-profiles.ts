import {
  isUuid,
  lookalikeKey,
  pageOf,
  type Page,
  type PageRequest,
  type Profile,
  type Profiles,
} from '@employee/domain';
import { In, type EntityManager } from 'typeorm';
import { profileMapper } from './profile.mapper';
import { PermissionRecord } from './permission.record';
import { ProfileRecord } from './profile.record';
import { findPage, LIST_ORDER } from '../kernel/list-page';
import { mappingUniqueViolations } from '../kernel/unique-violation';

/** `Profiles` in PostgreSQL (`profiles` table), within one unit of work's transaction. */
export class TypeOrmProfiles implements Profiles {
  constructor(private readonly manager: EntityManager) {}

  async ofId(companyId: string, id: string): Promise<Profile | null> {
    if (!isUuid(companyId) || !isUuid(id)) return null;
    const record = await this.manager.findOne(ProfileRecord, { where: { companyId, id } });
    return record ? profileMapper.toDomain(record) : null;
  }

  /** `SELECT … FOR UPDATE`: the row stays locked until the unit of work's transaction ends. */
  async ofIdForUpdate(companyId: string, id: string): Promise<Profile | null> {
    if (!isUuid(companyId) || !isUuid(id)) return null;
    const record = await this.manager.findOne(ProfileRecord, {
      where: { companyId, id },
      lock: { mode: 'pessimistic_write' },
    });
    return record ? profileMapper.toDomain(record) : null;
  }

  async ofIds(ids: readonly string[]): Promise<Profile[]> {
    const valid = ids.filter(isUuid);
    if (valid.length === 0) return [];
    const records = await this.manager.find(ProfileRecord, { where: { id: In(valid) }, order: LIST_ORDER });
    return records.map((r) => profileMapper.toDomain(r));
  }

  async ofCompany(companyId: string, page: PageRequest): Promise<Page<Profile>> {
    if (!isUuid(companyId)) return pageOf([], 0, page);
    return findPage(this.manager, ProfileRecord, { companyId }, page, (r) => profileMapper.toDomain(r));
  }

  /** Served by the unique index `profiles_company_name_uq` on `(company_id, name_key)`. */
  async ofName(companyId: string, name: string): Promise<Profile | null> {
    if (!isUuid(companyId) || name.includes('\u0000')) return null;
    const record = await this.manager.findOne(ProfileRecord, { where: { companyId, nameKey: lookalikeKey(name) } });
    return record ? profileMapper.toDomain(record) : null;
  }

  /** @throws ValidationError `PROFILE.INVALID` / `PROFILE.NAME_TAKEN` (index `profiles_company_name_uq`). */
  async save(profile: Profile): Promise<void> {
    await mappingUniqueViolations(() => this.manager.upsert(ProfileRecord, profileMapper.toRecord(profile), ['id']));
  }

  async delete(profile: Profile): Promise<void> {
    await this.manager.delete(ProfileRecord, { id: profile.id });
  }

  async countPermissionsUsing(profileId: string): Promise<number> {
    if (!isUuid(profileId)) return 0;
    return this.manager.count(PermissionRecord, { where: { profileId } });
  }
}
