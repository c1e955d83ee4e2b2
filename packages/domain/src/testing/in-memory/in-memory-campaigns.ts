import { Campaign } from '../../campaign/campaign';
import type { Campaigns } from '../../campaign/campaigns';
import { byCreation, type InMemoryState } from './in-memory-store';

/** `Campaigns` kept in memory; members are read from the stored employees' campaign links. */
export class InMemoryCampaigns implements Campaigns {
  constructor(private readonly state: () => InMemoryState) {}

  async ofId(id: string): Promise<Campaign | null> {
    const props = this.state().campaigns.get(id);
    return props ? Campaign.fromProps(props) : null;
  }

  async save(campaign: Campaign): Promise<void> {
    const props = campaign.toProps();
    this.state().campaigns.set(props.id, props);
  }

  async activeIdsOf(companyId: string): Promise<string[]> {
    return [...this.state().campaigns.values()]
      .filter((p) => p.companyId === companyId && p.isActive)
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
