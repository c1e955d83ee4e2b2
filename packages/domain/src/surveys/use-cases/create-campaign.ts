import { CAMPAIGN_INVALID, Campaign, type CampaignInput } from '../campaign';
import { Violations, type PriorRejections } from '../../kernel/violations';
import { recordCampaignChange } from '../campaign-audit';
import type { Clock } from '../../kernel/clock';
import type { IdGenerator } from '../../kernel/id-generator';
import type { UnitOfWork } from '../../kernel/unit-of-work';
import type { SurveyRepositories } from '../ports';
import type { TenancyRepositories } from '../../tenancy';
import type { HistoryRepositories } from '../../history';
import { requireCompany } from '../../tenancy';

/**
 * POST /v1/campaigns (a draft) and admin `campaign create --company ID --name N [--inactive]` (open, or a
 * draft with `--inactive`): the campaign's properties as raw values.
 */
export interface CreateCampaignCommand extends CampaignInput, PriorRejections {
  companyId: string;
  /** `draft` unless said otherwise; the admin CLI creates `open` campaigns. */
  status?: 'draft' | 'open';
}

/**
 * Creates a campaign of a company with its questionnaire (`questions`, or the standard questionnaire when
 * absent), recording `campaign.created`; one created `open` (the admin CLI's) invites at once every active employee
 * whose campaign choice is `in`, as opening does. Source: docs/surveys.md#campaigns, #question-model.
 * @throws NotFoundError `COMPANY.NOT_FOUND`.
 * @throws ValidationError `CAMPAIGN.INVALID` with every violation (`name`, `starts_on`, `ends_on`, `questions…`),
 *   the caller's `rejected` ones included.
 */
export class CreateCampaign {
  constructor(
    private readonly uow: UnitOfWork<SurveyRepositories & TenancyRepositories & HistoryRepositories>,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
  ) {}

  async execute(command: CreateCampaignCommand): Promise<Campaign> {
    return this.uow.run(async (r) => {
      const company = await requireCompany(r.companies, command.companyId);
      const violations = new Violations(command.rejected);
      const created = violations.attempt(() =>
        Campaign.create({
          ...command,
          id: this.ids.next(),
          companyId: company.id,
          status: command.status ?? 'draft',
          now: this.clock.now(),
          ids: this.ids,
        }),
      );
      violations.throwIfAny(CAMPAIGN_INVALID);
      const campaign = created as Campaign;
      await r.campaigns.save(campaign);
      if (campaign.status === 'open') await r.invitations.inviteChosen(company.id, campaign.id);
      await recordCampaignChange(r.audit, 'campaign.created', null, campaign.toProps());
      return campaign;
    });
  }
}
