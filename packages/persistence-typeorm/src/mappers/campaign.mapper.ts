import { Campaign } from '@employee/domain';
import { CampaignRecord } from '../records/campaign.record';

/** `Campaign` ↔ `campaigns` row. */
export const campaignMapper = {
  toDomain(record: CampaignRecord): Campaign {
    return Campaign.fromProps({
      id: record.id,
      companyId: record.companyId,
      name: record.name,
      isActive: record.isActive,
      createdAt: record.createdAt,
    });
  },

  toRecord(campaign: Campaign): CampaignRecord {
    return Object.assign(new CampaignRecord(), campaign.toProps());
  },
};
