import { Filter } from '../../directory/filter';
import { filterKeyTaken } from '../../directory/filter.errors';
import type { Filters } from '../../directory/filters';
import { pageOfList, type Page, type PageRequest } from '../../kernel/page';
import { appendChange } from './in-memory-change-feed';
import { byCreation, type InMemoryState } from './in-memory-store';

/** `Filters` kept in memory, with the unique key rule of the real storage. */
export class InMemoryFilters implements Filters {
  constructor(private readonly state: () => InMemoryState) {}

  async ofId(id: string): Promise<Filter | null> {
    const props = this.state().filters.get(id);
    return props ? Filter.fromProps(props) : null;
  }

  async ofIds(ids: readonly string[]): Promise<Filter[]> {
    return ids.flatMap((id) => {
      const props = this.state().filters.get(id);
      return props ? [Filter.fromProps(props)] : [];
    });
  }

  async activeOfCompany(companyId: string): Promise<Filter[]> {
    return [...this.state().filters.values()]
      .filter((p) => p.companyId === companyId && p.active)
      .sort(byCreation)
      .map((p) => Filter.fromProps(p));
  }

  async listActive(companyId: string, page: PageRequest): Promise<Page<Filter>> {
    const all = await this.activeOfCompany(companyId);
    return pageOfList(all, page);
  }

  /** Stores the filter and appends its version to the filters' feed (when that version is new). */
  async save(filter: Filter): Promise<void> {
    const props = filter.toProps();
    const clash = [...this.state().filters.values()].some(
      (p) => p.active && props.active && p.companyId === props.companyId && p.key === props.key && p.id !== props.id,
    );
    if (clash) throw filterKeyTaken();
    this.state().filters.set(props.id, props);
    const change = props.active ? 'upsert' : 'delete';
    appendChange(this.state(), 'filterChanges', {
      companyId: props.companyId,
      id: props.id,
      version: props.version,
      change,
    });
  }
}
