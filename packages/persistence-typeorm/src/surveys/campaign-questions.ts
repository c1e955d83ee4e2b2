import { In, type EntityManager } from 'typeorm';
import { CampaignQuestionRecord } from './campaign-question.record';

/** The `campaign_questions` rows of these campaigns, by campaign id, each list in `position` order. */
export async function questionRecordsOf(
  manager: EntityManager,
  campaignIds: readonly string[],
): Promise<Map<string, CampaignQuestionRecord[]>> {
  const byCampaign = new Map<string, CampaignQuestionRecord[]>();
  if (campaignIds.length === 0) return byCampaign;
  const records = await manager.find(CampaignQuestionRecord, {
    where: { campaignId: In([...new Set(campaignIds)]) },
    order: { campaignId: 'ASC', position: 'ASC' },
  });
  for (const record of records)
    byCampaign.set(record.campaignId, [...(byCampaign.get(record.campaignId) ?? []), record]);
  return byCampaign;
}
