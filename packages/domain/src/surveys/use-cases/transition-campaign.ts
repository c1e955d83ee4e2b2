import type { Campaign } from '../campaign';
import { recordCampaignChange } from '../campaign-audit';
import { requireCampaignOf } from '../company-campaign';
import type { Clock } from '../../kernel/clock';
import type { UnitOfWork } from '../../kernel/unit-of-work';
import type { SurveyRepositories } from '../ports';
import type { HistoryRepositories } from '../../history';
import { assertExpectedVersion, type ExpectedVersion } from '../../kernel/versions';

/** POST /v1/campaigns/{id}/open and /close. */
export interface TransitionCampaignCommand extends ExpectedVersion {
  companyId: string;
  id: string;
  transition: 'open' | 'close';
}

/**
 * Opens (draft → open, `campaign.opened`) or closes (open → closed, `campaign.closed`: no more answers) a campaign
 * of the target company. Opening links and invites every active employee whose campaign choice is `in`, in the same
 * transaction (`Invitations.inviteChosen`). Source: docs/surveys.md#campaigns, #invitations.
 * @throws NotFoundError `CAMPAIGN.NOT_FOUND`.
 * @throws VersionMismatchError `VERSION.MISMATCH`.
 * @throws StateError `CAMPAIGN.WRONG_STATE` on a transition the status does not allow (409).
 */
export class TransitionCampaign {
  constructor(
    private readonly uow: UnitOfWork<SurveyRepositories & HistoryRepositories>,
    private readonly clock: Clock,
  ) {}

  async execute(command: TransitionCampaignCommand): Promise<Campaign> {
    return this.uow.run(async (r) => {
      const campaign = await requireCampaignOf(r.campaigns, command.companyId, command.id);
      assertExpectedVersion(campaign.version, command.expectedVersion);
      if (command.transition === 'open') await r.invitations.lockMembership(campaign.companyId, 'exclusive');
      const before = campaign.toProps();
      if (command.transition === 'open') campaign.open(this.clock.now());
      else campaign.close(this.clock.now());
      await r.campaigns.save(campaign);
      if (command.transition === 'open') await r.invitations.inviteChosen(campaign.companyId, campaign.id);
      const action = command.transition === 'open' ? 'campaign.opened' : 'campaign.closed';
      await recordCampaignChange(r.audit, action, before, campaign.toProps());
      return campaign;
    });
  }
}
