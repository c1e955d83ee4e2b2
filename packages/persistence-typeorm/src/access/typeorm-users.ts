import { isUuid, pageOf, type Page, type PageRequest, type User, type Users } from '@employee/domain';
import { In, type EntityManager } from 'typeorm';
import { userMapper } from './user.mapper';
import { UserRecord } from './user.record';
import { findPage, LIST_ORDER } from '../kernel/list-page';
import { mappingUniqueViolations } from '../kernel/unique-violation';

/** `Users` in PostgreSQL (`users` table), within one unit of work's transaction. */
export class TypeOrmUsers implements Users {
  constructor(private readonly manager: EntityManager) {}

  async ofId(id: string): Promise<User | null> {
    if (!isUuid(id)) return null;
    const record = await this.manager.findOne(UserRecord, { where: { id } });
    return record ? userMapper.toDomain(record) : null;
  }

  /** `SELECT … FOR UPDATE`: the row stays locked until the unit of work's transaction ends. */
  async ofIdForUpdate(id: string): Promise<User | null> {
    if (!isUuid(id)) return null;
    const record = await this.manager.findOne(UserRecord, { where: { id }, lock: { mode: 'pessimistic_write' } });
    return record ? userMapper.toDomain(record) : null;
  }

  async ofIds(ids: readonly string[]): Promise<User[]> {
    const valid = ids.filter(isUuid);
    if (valid.length === 0) return [];
    const records = await this.manager.find(UserRecord, { where: { id: In(valid) }, order: LIST_ORDER });
    return records.map((r) => userMapper.toDomain(r));
  }

  /** `email` is canonical (stored as such), so the unique index `users_email_uq` serves an exact match. */
  async ofEmail(email: string): Promise<User | null> {
    if (email.includes('\u0000')) return null;
    const record = await this.manager.findOne(UserRecord, { where: { email } });
    return record ? userMapper.toDomain(record) : null;
  }

  async ofInvitationTokenHash(tokenHash: string): Promise<User | null> {
    if (tokenHash.includes('\u0000')) return null;
    const record = await this.manager.findOne(UserRecord, { where: { invitationTokenHash: tokenHash } });
    return record ? userMapper.toDomain(record) : null;
  }

  async ofCompany(companyId: string, page: PageRequest): Promise<Page<User>> {
    if (!isUuid(companyId)) return pageOf([], 0, page);
    return findPage(this.manager, UserRecord, { companyId }, page, (r) => userMapper.toDomain(r));
  }

  /** @throws ValidationError `USER.INVALID` / `USER.EMAIL_TAKEN` (index `users_email_uq`). */
  async save(user: User): Promise<void> {
    await mappingUniqueViolations(() => this.manager.upsert(UserRecord, userMapper.toRecord(user), ['id']));
  }
}
