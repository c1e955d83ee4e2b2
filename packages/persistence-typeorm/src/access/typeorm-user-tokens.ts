import { isUuid, type UserToken, type UserTokens } from '@employee/domain';
import type { EntityManager } from 'typeorm';
import { userTokenMapper } from './user-token.mapper';
import { UserTokenRecord } from './user-token.record';

/** `UserTokens` in PostgreSQL (`user_tokens` table), within one unit of work's transaction. */
export class TypeOrmUserTokens implements UserTokens {
  constructor(private readonly manager: EntityManager) {}

  async ofId(id: string): Promise<UserToken | null> {
    if (!isUuid(id)) return null;
    const record = await this.manager.findOne(UserTokenRecord, { where: { id } });
    return record ? userTokenMapper.toDomain(record) : null;
  }

  /** `null` for an identifier with a NUL byte too, which PostgreSQL text cannot hold (never an error). */
  async ofIdentifier(identifier: string): Promise<UserToken | null> {
    if (identifier.includes('\u0000')) return null;
    const record = await this.manager.findOne(UserTokenRecord, { where: { identifier } });
    return record ? userTokenMapper.toDomain(record) : null;
  }

  async ofUser(userId: string): Promise<UserToken[]> {
    if (!isUuid(userId)) return [];
    const records = await this.manager.find(UserTokenRecord, {
      where: { userId },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
    return records.map((r) => userTokenMapper.toDomain(r));
  }

  async save(token: UserToken): Promise<void> {
    await this.manager.upsert(UserTokenRecord, userTokenMapper.toRecord(token), ['id']);
  }
}
