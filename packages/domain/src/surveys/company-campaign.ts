import type { Campaign } from './campaign';
import { campaignNotFound } from './campaign.errors';
import type { Campaigns } from './campaigns';

/**
 * The campaign `id` of company `companyId`; another company's campaign is not found (decisions README: tenant
 * isolation).
 * @throws NotFoundError `CAMPAIGN.NOT_FOUND`.
 */
export async function requireCampaignOf(campaigns: Campaigns, companyId: string, id: string): Promise<Campaign> {
  const campaign = await campaigns.ofId(id);
  if (!campaign || campaign.companyId !== companyId) throw campaignNotFound();
  return campaign;
}
