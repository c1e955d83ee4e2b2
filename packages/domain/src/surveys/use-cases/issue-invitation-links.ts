import type { SecretBox } from '../../kernel/secret-box';
import type { SecretTokenIssuer } from '../../kernel/secret-token-issuer';
import type { UnitOfWork } from '../../kernel/unit-of-work';
import type { SurveyRepositories } from '../ports';
import { newInvitationToken, openedToken, requireLinksCampaign, type IssuedInvitationToken } from '../invitation-links';

/** POST /v1/campaigns/{id}/invitations/links. */
export interface IssueInvitationLinksCommand {
  companyId: string;
  campaignId: string;
}

/**
 * The link of every pending invitation of an open `links` campaign, by employee id: a link issued earlier is answered
 * again unchanged, and an invitation without one (new since the last call, or whose link was issued before links were
 * kept) is given one, kept from now on. The company's own channel delivers them. Tokens come from the
 * `SecretTokenIssuer` (in the service 32 random bytes as base64url, 43 characters); storage keeps their hash and
 * the `SecretBox`'s sealed form. Source: docs/notifications.md#links.
 * @throws NotFoundError `CAMPAIGN.NOT_FOUND`.
 * @throws StateError `CAMPAIGN.WRONG_STATE` (409) while draft or closed; `CAMPAIGN.WRONG_DISTRIBUTION` (409) when
 *   the platform delivers the campaign's invitations.
 */
export class IssueInvitationLinks {
  constructor(
    private readonly uow: UnitOfWork<SurveyRepositories>,
    private readonly tokens: SecretTokenIssuer,
    private readonly box: SecretBox,
  ) {}

  async execute(command: IssueInvitationLinksCommand): Promise<IssuedInvitationToken[]> {
    return this.uow.run(async (r) => {
      const campaign = await requireLinksCampaign(r.campaigns, command.companyId, command.campaignId);
      const links = await r.invitations.pendingLinksOf(campaign.id);
      const answered: IssuedInvitationToken[] = [];
      const fresh: ReturnType<typeof newInvitationToken>[] = [];
      for (const link of links) {
        const token = openedToken(this.box, link);
        if (token !== null) answered.push({ employeeId: link.employeeId, token });
        else fresh.push(newInvitationToken(this.tokens, this.box, link.employeeId));
      }
      await r.invitations.replaceTokens(
        campaign.id,
        fresh.map((f) => f.stored),
      );
      return [...answered, ...fresh.map((f) => f.issued)].sort((a, b) => (a.employeeId < b.employeeId ? -1 : 1));
    });
  }
}
