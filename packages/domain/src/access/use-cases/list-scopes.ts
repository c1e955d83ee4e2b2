import { scopeCatalogue, type ScopeEntry } from '../scope-descriptions';

/**
 * GET /v1/scopes: the fixed scope catalogue in its order, each scope with a one-line description
 * (docs/access.md#scopes). Reads no storage.
 */
export class ListScopes {
  async execute(): Promise<ScopeEntry[]> {
    return scopeCatalogue();
  }
}
