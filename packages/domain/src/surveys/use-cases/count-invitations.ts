import type { UnitOfWork } from '../../kernel/unit-of-work';
import type { SurveyRepositories } from '../ports';
import type { InvitationCounts } from '../invitations';

/**
 * The `invited` and `responded` counts of these campaigns (the caller already read them, so their company is
 * checked), by campaign id. Source: docs/surveys.md#campaigns.
 */
export class CountInvitations {
  constructor(private readonly uow: UnitOfWork<SurveyRepositories>) {}

  async execute(campaignIds: readonly string[]): Promise<Map<string, InvitationCounts>> {
    if (campaignIds.length === 0) return new Map();
    return this.uow.run((r) => r.invitations.countsOf(campaignIds));
  }
}
