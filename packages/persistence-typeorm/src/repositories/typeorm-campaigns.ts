import { isUuid, type Campaign, type Campaigns } from '@employee/domain';
import type { EntityManager } from 'typeorm';
import { campaignMapper } from '../mappers/campaign.mapper';
import { CampaignLinkRecord } from '../records/campaign-link.record';
import { CampaignRecord } from '../records/campaign.record';

/** `Campaigns` in PostgreSQL (`campaigns`, and `campaign_links` read per campaign). */
export class TypeOrmCampaigns implements Campaigns {
  constructor(private readonly manager: EntityManager) {}

  async ofId(id: string): Promise<Campaign | null> {
    if (!isUuid(id)) return null;
    const record = await this.manager.findOneBy(CampaignRecord, { id });
    return record ? campaignMapper.toDomain(record) : null;
  }

  async save(campaign: Campaign): Promise<void> {
    await this.manager.upsert(CampaignRecord, campaignMapper.toRecord(campaign), ['id']);
  }

  async activeIdsOf(companyId: string): Promise<string[]> {
    if (!isUuid(companyId)) return [];
    const records = await this.manager.find(CampaignRecord, {
      select: { id: true },
      where: { companyId, isActive: true },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
    return records.map((r) => r.id);
  }

  async membersOf(campaignId: string): Promise<string[]> {
    if (!isUuid(campaignId)) return [];
    const links = await this.manager.find(CampaignLinkRecord, {
      select: { employeeId: true },
      where: { campaignId },
      order: { employeeId: 'ASC' },
    });
    return links.map((l) => l.employeeId);
  }
}
