import type { SecretBox } from '../../kernel/secret-box';
import type { UnitOfWork } from '../../kernel/unit-of-work';
import type { SurveyRepositories } from '../ports';
import { openedToken, requireLinksCampaign, type IssuedInvitationToken } from '../invitation-links';

/** GET /v1/campaigns/{id}/invitations/links. */
export interface ListInvitationLinksCommand {
  companyId: string;
  campaignId: string;
}

/**
 * The links already issued to pending invitations of an open `links` campaign, unchanged, by employee id; issues
 * none (an invitation without a link is left out: `POST …/invitations/links` issues it). Source:
 * docs/notifications.md#links.
 * @throws NotFoundError `CAMPAIGN.NOT_FOUND`.
 * @throws StateError `CAMPAIGN.WRONG_STATE` (409) while draft or closed; `CAMPAIGN.WRONG_DISTRIBUTION` (409) when
 *   the platform delivers the campaign's invitations.
 */
export class ListInvitationLinks {
  constructor(
    private readonly uow: UnitOfWork<SurveyRepositories>,
    private readonly box: SecretBox,
  ) {}

  async execute(command: ListInvitationLinksCommand): Promise<IssuedInvitationToken[]> {
    return this.uow.run(async (r) => {
      const campaign = await requireLinksCampaign(r.campaigns, command.companyId, command.campaignId);
      const links = await r.invitations.pendingLinksOf(campaign.id);
      return links.flatMap((link) => {
        const token = openedToken(this.box, link);
        return token === null ? [] : [{ employeeId: link.employeeId, token }];
      });
    });
  }
}
