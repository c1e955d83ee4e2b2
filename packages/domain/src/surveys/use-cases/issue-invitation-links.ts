import type { SecretTokenIssuer } from '../../kernel/secret-token-issuer';
import { requireCampaignOf } from '../company-campaign';
import type { UnitOfWork } from '../../kernel/unit-of-work';
import type { SurveyRepositories } from '../ports';
import { campaignWrongState } from '../campaign.errors';

/** POST /v1/campaigns/{id}/invitations/links. */
export interface IssueInvitationLinksCommand {
  companyId: string;
  campaignId: string;
}

/** A fresh token of one pending invitation; the caller makes the link (`{PUBLIC_BASE_URL}/survey/{token}`). */
export interface IssuedInvitationToken {
  readonly employeeId: string;
  readonly token: string;
}

/**
 * Fresh tokens for every pending invitation of an open campaign, by employee id; each replaces that invitation's
 * earlier token (an earlier link stops working). The company's own channel delivers the links: the service sends
 * nothing. Tokens come from the `SecretTokenIssuer` (in the service 32 random bytes as base64url, 43 characters) and
 * are shown only here; storage keeps their hash. Source: docs/surveys.md#survey-links.
 * @throws NotFoundError `CAMPAIGN.NOT_FOUND`.
 * @throws StateError `CAMPAIGN.WRONG_STATE` (409) when the campaign is a draft or closed: links only while open.
 */
export class IssueInvitationLinks {
  constructor(
    private readonly uow: UnitOfWork<SurveyRepositories>,
    private readonly tokens: SecretTokenIssuer,
  ) {}

  async execute(command: IssueInvitationLinksCommand): Promise<IssuedInvitationToken[]> {
    return this.uow.run(async (r) => {
      const campaign = await requireCampaignOf(r.campaigns, command.companyId, command.campaignId);
      if (campaign.status !== 'open') throw campaignWrongState('Links are issued only while the campaign is open');
      const issued = (await r.invitations.pendingOf(campaign.id)).map((employeeId) => ({
        employeeId,
        token: this.tokens.generate(),
      }));
      await r.invitations.replaceTokens(
        campaign.id,
        issued.map(({ employeeId, token }) => ({ employeeId, tokenHash: token.hash })),
      );
      return issued.map(({ employeeId, token }) => ({ employeeId, token: token.plaintext }));
    });
  }
}
