import type { Companies } from '../../tenancy/companies';
import { Company, type CompanyProps } from '../../tenancy/company';
import { mapPage, pageOfList, type Page, type PageRequest } from '../../kernel/page';
import { byCreation, type InMemoryState } from './in-memory-store';

/** `Companies` kept in memory. */
export class InMemoryCompanies implements Companies {
  constructor(private readonly state: () => InMemoryState) {}

  async ofId(id: string): Promise<Company | null> {
    const props = this.state().companies.get(id);
    return props ? Company.fromProps(props) : null;
  }

  /** Runs of the in-memory unit of work are serialised: nothing to lock. */
  async lock(_ids: readonly string[]): Promise<void> {}

  async save(company: Company): Promise<void> {
    const props = company.toProps();
    this.state().companies.set(props.id, props);
  }

  async treeOf(rootId: string, page: PageRequest): Promise<Page<Company>> {
    const tree = this.subtree(rootId).sort(byCreation);
    return mapPage(pageOfList(tree, page), (p) => Company.fromProps(p));
  }

  async isInTreeOf(rootId: string, id: string): Promise<boolean> {
    return this.subtree(rootId).some((p) => p.id === id);
  }

  private subtree(rootId: string): CompanyProps[] {
    const all = [...this.state().companies.values()];
    const root = all.find((p) => p.id === rootId);
    if (!root) return [];
    const tree = [root];
    for (let i = 0; i < tree.length; i += 1) {
      tree.push(...all.filter((p) => p.parentId === tree[i]?.id));
    }
    return tree;
  }
}
