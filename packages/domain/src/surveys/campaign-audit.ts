import type { AuditTrail } from '../history';
import { recordChange } from '../history';
import type { CampaignProps } from './campaign';

/** The audit actions of a campaign (decisions change-history.md#audit-trail, surveys.md#campaign). */
export type CampaignAction = 'campaign.created' | 'campaign.updated' | 'campaign.opened' | 'campaign.closed';

/**
 * Records one campaign change in the audit trail, naming the API fields that changed (`questionnaire` →
 * `questions`; `starts_on`, `ends_on`, `name`, `status`; `openedAt` is a timestamp, like `updatedAt`, never
 * named: an opening names `status`). `before` is `null` for a creation.
 */
export function recordCampaignChange(
  audit: AuditTrail,
  action: CampaignAction,
  before: CampaignProps | null,
  after: CampaignProps,
): Promise<void> {
  return recordChange(audit, action, before, after, { names: { questionnaire: 'questions' }, ignore: ['openedAt'] });
}
