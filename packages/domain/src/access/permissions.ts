import type { Page, PageRequest } from '../kernel/page';
import type { Permission } from './permission';

/** A query of permissions: those on `companyIds`, optionally of one user and/or on one company. */
export interface PermissionQuery extends PageRequest {
  /** The companies the caller may see (its target and the companies below it); only permissions on them count. */
  readonly companyIds: readonly string[];
  /** Only this user's permissions (`user_id`); `null`: every user's. */
  readonly userId: string | null;
  /** Only the permissions on this company (`company_id`); `null`: on any of `companyIds`. */
  readonly companyId: string | null;
}

/** Port: the stored permissions. Source: docs/access.md#permissions. */
export interface Permissions {
  /** The permission with this id, on any company, or `null`. Callers check visibility. */
  ofId(id: string): Promise<Permission | null>;

  /**
   * The permission, like `ofId`, locked until the transaction ends: another transaction asking for it waits (of
   * two concurrent changes with the same `If-Match`, the second sees the first's version).
   */
  ofIdForUpdate(id: string): Promise<Permission | null>;

  /** Every permission of the user, ordered by `createdAt` then `id`. */
  ofUser(userId: string): Promise<Permission[]>;

  /** The user's permission on this company, or `null`. */
  ofUserAndCompany(userId: string, companyId: string): Promise<Permission | null>;

  /** Every permission on one of these companies, ordered by `createdAt` then `id` (for the last-holder rule). */
  ofCompanies(companyIds: readonly string[]): Promise<Permission[]>;

  /** One page of the permissions matching `query`, ordered by `createdAt` then `id`, with the exact total. */
  list(query: PermissionQuery): Promise<Page<Permission>>;

  /**
   * Inserts or updates the permission.
   * @throws StateError `PERMISSION.DUPLICATE` when the user already has another permission on that company, also
   *   when it was saved concurrently.
   */
  save(permission: Permission): Promise<void>;

  /** Removes the permission. */
  delete(permission: Permission): Promise<void>;
}
