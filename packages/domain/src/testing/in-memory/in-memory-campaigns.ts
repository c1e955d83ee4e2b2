import { Campaign } from '../../surveys/campaign';
import type { CampaignQuery, Campaigns } from '../../surveys/campaigns';
import { offsetOf, pageOf, type Page } from '../../kernel/page';
import { byCreation, type InMemoryState } from './in-memory-store';

/** `Campaigns` kept in memory; members are read from the stored employees' campaign links. */
export class InMemoryCampaigns implements Campaigns {
  constructor(private readonly state: () => InMemoryState) {}

  async ofId(id: string): Promise<Campaign | null> {
    const props = this.state().campaigns.get(id);
    return props ? Campaign.fromProps(props) : null;
  }

  async ofIdShared(id: string): Promise<Campaign | null> {
    return this.ofId(id);
  }

  async save(campaign: Campaign): Promise<void> {
    const props = campaign.toProps();
    this.state().campaigns.set(props.id, props);
  }

  async list(companyId: string, query: CampaignQuery): Promise<Page<Campaign>> {
    const term = query.search?.toLowerCase() ?? null;
    const all = [...this.state().campaigns.values()]
      .filter((p) => p.companyId === companyId)
      .filter((p) => query.status === null || p.status === query.status)
      .filter((p) => term === null || p.name.toLowerCase().includes(term))
      .sort((a, b) => byCreation(b, a));
    const start = offsetOf(query);
    return pageOf(
      all.slice(start, start + query.perPage).map((p) => Campaign.fromProps(p)),
      all.length,
      query,
    );
  }

  async activeIdsOf(companyId: string): Promise<string[]> {
    return [...this.state().campaigns.values()]
      .filter((p) => p.companyId === companyId && p.status === 'open')
      .sort(byCreation)
      .map((p) => p.id);
  }

  async membersOf(campaignId: string): Promise<string[]> {
    return [...this.state().employees.values()]
      .filter((p) => p.campaignIds.includes(campaignId))
      .map((p) => p.id)
      .sort();
  }
}
