import type { Page, PageRequest } from '../shared/page';
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
   * The company `rootId` and every company below it (branches, their branches, …), ordered by `createdAt`
   * then `id` ascending, one page of them, with the exact total.
   */
  treeOf(rootId: string, page: PageRequest): Promise<Page<Company>>;

  /** True when `id` is `rootId` itself or a company below it in the tree. */
  isInTreeOf(rootId: string, id: string): Promise<boolean>;
}
