import { NotFoundError } from '../../kernel/domain-error';
import type { SecretBox } from '../../kernel/secret-box';
import type { SecretTokenIssuer } from '../../kernel/secret-token-issuer';
import type { UnitOfWork } from '../../kernel/unit-of-work';
import type { HistoryRepositories } from '../../history';
import type { SurveyRepositories } from '../ports';
import { newInvitationToken, requireLinksCampaign, type IssuedInvitationToken } from '../invitation-links';

/** POST /v1/campaigns/{id}/invitations/{invitation_id}/link: the invitation is named by its employee's id. */
export interface ReissueInvitationLinkCommand {
  companyId: string;
  campaignId: string;
  employeeId: string;
}

/** The audit action of a re-issued survey link (entity `employee`, `changed` naming `survey_link`). */
export const SURVEY_LINK_REISSUED = 'survey_link.reissued';

/**
 * A new link for one pending invitation of an open `links` campaign (a lost or leaked link): the earlier link stops
 * working at once, and the new one is what `…/invitations/links` lists from now on. Audited as
 * `survey_link.reissued` on the employee, so a trail shows whose link was taken again and by whom. Source:
 * docs/notifications.md#links.
 * @throws NotFoundError `CAMPAIGN.NOT_FOUND`; `INVITATION.NOT_FOUND` when the employee has no pending invitation of
 *   the campaign (never invited, removed, or already answered: an answer is final).
 * @throws StateError `CAMPAIGN.WRONG_STATE` (409) while draft or closed; `CAMPAIGN.WRONG_DISTRIBUTION` (409) when
 *   the platform delivers the campaign's invitations.
 */
export class ReissueInvitationLink {
  constructor(
    private readonly uow: UnitOfWork<SurveyRepositories & HistoryRepositories>,
    private readonly tokens: SecretTokenIssuer,
    private readonly box: SecretBox,
  ) {}

  async execute(command: ReissueInvitationLinkCommand): Promise<IssuedInvitationToken> {
    return this.uow.run(async (r) => {
      const campaign = await requireLinksCampaign(r.campaigns, command.companyId, command.campaignId);
      const [pending] = await r.invitations.pendingLinksOf(campaign.id, command.employeeId);
      if (!pending) throw new NotFoundError('INVITATION.NOT_FOUND', 'No pending invitation of this employee');
      const { stored, issued } = newInvitationToken(this.tokens, this.box, pending.employeeId);
      await r.invitations.replaceTokens(campaign.id, [stored]);
      await r.audit.record({
        companyId: campaign.companyId,
        action: SURVEY_LINK_REISSUED,
        entity: 'employee',
        entityId: pending.employeeId,
        changed: ['survey_link'],
      });
      return issued;
    });
  }
}
