import type { SecretBox } from '../kernel/secret-box';
import type { SecretTokenIssuer } from '../kernel/secret-token-issuer';
import { StateError } from '../kernel/domain-error';
import type { Campaign } from './campaign';
import { campaignWrongState } from './campaign.errors';
import type { Campaigns } from './campaigns';
import { requireCampaignOf } from './company-campaign';
import type { InvitationToken, PendingInvitationLink } from './invitations';

/** Code of a links call on a campaign the platform distributes (409). */
export const CAMPAIGN_WRONG_DISTRIBUTION = 'CAMPAIGN.WRONG_DISTRIBUTION';

/** A live token of one pending invitation; the caller makes the link (`{PUBLIC_BASE_URL}/survey/{token}`). */
export interface IssuedInvitationToken {
  readonly employeeId: string;
  readonly token: string;
}

/**
 * The open `links` campaign `id` of company `companyId`, for its survey links (docs/notifications.md#links).
 * @throws NotFoundError `CAMPAIGN.NOT_FOUND`.
 * @throws StateError `CAMPAIGN.WRONG_STATE` (409) when it is a draft or closed: links only while open.
 * @throws StateError `CAMPAIGN.WRONG_DISTRIBUTION` (409) when the platform delivers its invitations: nobody sees
 *   their tokens.
 */
export async function requireLinksCampaign(campaigns: Campaigns, companyId: string, id: string): Promise<Campaign> {
  const campaign = await requireCampaignOf(campaigns, companyId, id);
  if (campaign.distribution !== 'links')
    throw new StateError(
      CAMPAIGN_WRONG_DISTRIBUTION,
      'The platform delivers this campaign\u2019s invitations: it has no links',
    );
  if (campaign.status !== 'open') throw campaignWrongState('Links are issued only while the campaign is open');
  return campaign;
}

/**
 * A new token for the pending invitation of `employeeId`: what storage keeps (its hash, and sealed by `box` so it
 * can be listed again) and what the caller is answered.
 */
export function newInvitationToken(
  tokens: SecretTokenIssuer,
  box: SecretBox,
  employeeId: string,
): { stored: InvitationToken; issued: IssuedInvitationToken } {
  const token = tokens.generate();
  return {
    stored: { employeeId, tokenHash: token.hash, tokenSealed: box.seal(token.plaintext) },
    issued: { employeeId, token: token.plaintext },
  };
}

/** The token of a kept link opened by `box`, or `null` when none is kept or it no longer opens (the key changed). */
export function openedToken(box: SecretBox, link: PendingInvitationLink): string | null {
  if (link.tokenSealed === null) return null;
  try {
    return box.open(link.tokenSealed);
  } catch {
    return null;
  }
}
