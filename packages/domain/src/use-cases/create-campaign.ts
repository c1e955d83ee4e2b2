import { Campaign } from '../campaign/campaign';
import type { Clock } from '../shared/clock';
import type { IdGenerator } from '../shared/id-generator';
import type { UnitOfWork } from '../shared/unit-of-work';
import { requireCompany } from '../company/target-company';
import { recordChange } from '../history/record-change';

/** Admin `campaign create --company ID --name N [--inactive]`. */
export interface CreateCampaignCommand {
  companyId: string;
  name: unknown;
  isActive?: boolean;
}

/**
 * Creates a campaign of a company, active unless `isActive` is false (docs/contract.md#campaign-flags).
 * @throws NotFoundError `COMPANY.NOT_FOUND`.
 * @throws ValidationError `CAMPAIGN.INVALID` on `name`.
 */
export class CreateCampaign {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
  ) {}

  async execute(command: CreateCampaignCommand): Promise<Campaign> {
    return this.uow.run(async (r) => {
      const company = await requireCompany(r.companies, command.companyId);
      const campaign = Campaign.create({
        id: this.ids.next(),
        companyId: company.id,
        name: command.name,
        isActive: command.isActive ?? true,
        now: this.clock.now(),
      });
      await r.campaigns.save(campaign);
      await recordChange(r.audit, 'campaign.created', null, campaign.toProps());
      return campaign;
    });
  }
}
