import { UserToken } from '@employee/domain';
import { UserTokenRecord } from './user-token.record';

/** `UserToken` ↔ `user_tokens` row. */
export const userTokenMapper = {
  toDomain(record: UserTokenRecord): UserToken {
    return UserToken.fromProps({ ...record });
  },

  toRecord(token: UserToken): UserTokenRecord {
    return Object.assign(new UserTokenRecord(), token.toProps());
  },
};
