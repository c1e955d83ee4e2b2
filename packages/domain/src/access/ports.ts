import type { ApiKeys } from './api-keys/api-keys';
import type { Permissions } from './permissions';
import type { Profiles } from './profiles';
import type { UserTokens } from './user-tokens';
import type { Users } from './users';
import type { UserInvitationOutbox } from './user-invitation-outbox';

export type { ApiKeys } from './api-keys/api-keys';
export type { Permissions } from './permissions';
export type { Profiles } from './profiles';
export type { UserTokens } from './user-tokens';
export type { Users } from './users';
export type { UserInvitationOutbox } from './user-invitation-outbox';

/** The access repositories a unit of work hands out (docs/architecture.md#bounded-contexts). */
export interface AccessRepositories {
  readonly apiKeys: ApiKeys;
  readonly profiles: Profiles;
  readonly users: Users;
  readonly permissions: Permissions;
  readonly userTokens: UserTokens;
  /** The invitation e-mails to send (the notifications context's `UserInvitationMessages`, its write side). */
  readonly userInvitationMessages: UserInvitationOutbox;
}
