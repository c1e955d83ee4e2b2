/** A company of the tree: its id, name and parent (`null` or a company outside the list: a root). */
export interface TreeCompany {
  readonly id: string;
  readonly name: string;
  readonly parent_id: string | null;
}

/** A company with the branches below it, each in the order given. */
export interface CompanyNode<C extends TreeCompany> {
  readonly company: C;
  readonly branches: CompanyNode<C>[];
}

/**
 * The parent → branch forest of `companies` (each id once, the first seen kept): a company whose parent is absent
 * from the list is a root, so the tree of a branch's user starts at their branch.
 */
export function companyTree<C extends TreeCompany>(companies: readonly C[]): CompanyNode<C>[] {
  const nodes = new Map<string, CompanyNode<C>>();
  for (const company of companies) if (!nodes.has(company.id)) nodes.set(company.id, { company, branches: [] });
  const roots: CompanyNode<C>[] = [];
  for (const node of nodes.values()) {
    const parent = node.company.parent_id ? nodes.get(node.company.parent_id) : undefined;
    if (parent && parent !== node) parent.branches.push(node);
    else roots.push(node);
  }
  return roots;
}
