import { CAMPAIGN_INVALID, type Campaign, type CampaignInput } from '../campaign';
import { Violations, type PriorRejections } from '../../kernel/violations';
import { recordCampaignChange } from '../campaign-audit';
import { requireCampaignOf } from '../company-campaign';
import type { Clock } from '../../kernel/clock';
import type { IdGenerator } from '../../kernel/id-generator';
import type { UnitOfWork } from '../../kernel/unit-of-work';
import type { SurveyRepositories } from '../ports';
import type { HistoryRepositories } from '../../history';
import { assertExpectedVersion, type ExpectedVersion } from '../../kernel/versions';

/** PUT /v1/campaigns/{id}: the properties to change (partial). */
export interface UpdateCampaignCommand extends CampaignInput, ExpectedVersion, PriorRejections {
  companyId: string;
  id: string;
}

/**
 * Changes the properties present of a campaign of the target company (`Campaign.revise`: questions and dates
 * while draft, the name while not closed; new questions get new ids), recording `campaign.updated`.
 * @throws NotFoundError `CAMPAIGN.NOT_FOUND`.
 * @throws VersionMismatchError `VERSION.MISMATCH` when `expectedVersion` is not the stored one.
 * @throws StateError `CAMPAIGN.WRONG_STATE`.
 * @throws ValidationError `CAMPAIGN.INVALID` with every violation, the caller's `rejected` ones included.
 */
export class UpdateCampaign {
  constructor(
    private readonly uow: UnitOfWork<SurveyRepositories & HistoryRepositories>,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
  ) {}

  async execute(command: UpdateCampaignCommand): Promise<Campaign> {
    return this.uow.run(async (r) => {
      const campaign = await requireCampaignOf(r.campaigns, command.companyId, command.id);
      assertExpectedVersion(campaign.version, command.expectedVersion);
      const before = campaign.toProps();
      const violations = new Violations(command.rejected);
      violations.attempt(() => campaign.revise(command, this.ids, this.clock.now()));
      violations.throwIfAny(CAMPAIGN_INVALID);
      await r.campaigns.save(campaign);
      await recordCampaignChange(r.audit, 'campaign.updated', before, campaign.toProps());
      return campaign;
    });
  }
}
