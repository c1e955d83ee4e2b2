import type { Page, PageRequest } from '../kernel/page';
import type { User } from './user';

/** Port: the stored users of every company, in every status. Source: docs/access.md#users. */
export interface Users {
  /** The user with this id, of any company and in any status, or `null`. Callers check visibility. */
  ofId(id: string): Promise<User | null>;

  /**
   * The user with this id, like `ofId`, locked until the transaction ends: another transaction asking for it
   * waits (signing in with a one-time code: a code used by two sign-ins at once is accepted once).
   */
  ofIdForUpdate(id: string): Promise<User | null>;

  /** The users with these ids (unknown ids are left out), ordered by `createdAt` then `id`. */
  ofIds(ids: readonly string[]): Promise<User[]>;

  /** The user, of any company and in any status, with this canonical e-mail (`Email.value`), or `null`. */
  ofEmail(email: string): Promise<User | null>;

  /** The user whose pending invitation has this token hash, or `null`. */
  ofInvitationTokenHash(tokenHash: string): Promise<User | null>;

  /** One page of the company's users, every status, ordered by `createdAt` then `id`, with the exact total. */
  ofCompany(companyId: string, page: PageRequest): Promise<Page<User>>;

  /**
   * Inserts or updates the user.
   * @throws ValidationError `USER.INVALID` (`USER.EMAIL_TAKEN` on `email`) when another user, of any company and
   *   in any status, has the same e-mail, also when it was saved concurrently.
   */
  save(user: User): Promise<void>;
}
