import { formatTimestamp, type UserToken } from '@employee/domain';

/**
 * A user's personal token in the API's JSON form (docs/access.md#user-tokens): its displayable prefix
 * (`usr_<env>_<identifier>`), never the secret or its hash.
 */
export interface UserTokenView {
  id: string;
  name: string;
  prefix: string;
  created_at: string;
  expires_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

/** The API form of `token`, timestamps in `timeZone` with a numeric offset. */
export function toUserTokenView(token: UserToken, timeZone: string): UserTokenView {
  const at = (date: Date | null) => (date ? formatTimestamp(date, timeZone) : null);
  return {
    id: token.id,
    name: token.name,
    prefix: token.prefix,
    created_at: formatTimestamp(token.createdAt, timeZone),
    expires_at: formatTimestamp(token.expiresAt, timeZone),
    last_used_at: at(token.lastUsedAt),
    revoked_at: at(token.revokedAt),
  };
}
