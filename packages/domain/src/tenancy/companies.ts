import type { Page, PageRequest } from '../kernel/page';
import type { Company } from './company';

/**
 * Port: the stored companies and their parent → branch tree. Source: docs/contract.md#authentication-and-tenancy,
 * #companies.
 */
export interface Companies {
  /** The company with this id, or `null`. */
  ofId(id: string): Promise<Company | null>;

  /** Inserts or updates the company. */
  save(company: Company): Promise<void>;

  /**
   * Locks the rows of these companies until the transaction ends, in id order (two transactions locking
   * overlapping sets never deadlock); unknown ids are ignored. Changes of who holds `users:write` lock the
   * companies they affect first, so two of them at once cannot each remove the other's last administrator
   * (docs/access.md#permissions).
   */
  lock(ids: readonly string[]): Promise<void>;

  /**
   * The company `rootId` and every company below it (branches, their branches, …), ordered by `createdAt`
   * then `id` ascending, one page of them, with the exact total.
   */
  treeOf(rootId: string, page: PageRequest): Promise<Page<Company>>;

  /** True when `id` is `rootId` itself or a company below it in the tree. */
  isInTreeOf(rootId: string, id: string): Promise<boolean>;
}
