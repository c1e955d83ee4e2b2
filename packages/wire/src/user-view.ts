import { formatTimestamp, type User, type UserStatus } from '@employee/domain';

/** A user's campaign access in the API's JSON form (docs/access.md#campaignaccess). */
export interface CampaignAccessView {
  campaigns: 'all' | string[];
  segment: { filter_id: string; values: string[] } | null;
}

/**
 * A user in the API's JSON form (docs/access.md#users). Never the password hash, the one-time-password secret,
 * the recovery codes or the invitation: only whether OTP is enabled.
 */
export interface UserView {
  id: string;
  company_id: string;
  name: string;
  email: string;
  status: UserStatus;
  otp_enabled: boolean;
  campaign_access: CampaignAccessView;
  created_at: string;
  updated_at: string;
  last_sign_in_at: string | null;
  /** Grows by one with every change; the `ETag` is this number in quotes. */
  version: number;
}

/** The API form of `user`, timestamps in `timeZone` with a numeric offset. */
export function toUserView(user: User, timeZone: string): UserView {
  return {
    id: user.id,
    company_id: user.companyId,
    name: user.name.value,
    email: user.email.value,
    status: user.status,
    otp_enabled: user.otpEnabled,
    campaign_access: user.campaignAccess.toJSON(),
    created_at: formatTimestamp(user.createdAt, timeZone),
    updated_at: formatTimestamp(user.updatedAt, timeZone),
    last_sign_in_at: user.lastSignInAt ? formatTimestamp(user.lastSignInAt, timeZone) : null,
    version: user.version,
  };
}

/**
 * The link of an invitation, the dashboard's page that accepts it: `<origin>/admin/invitations/<token>`, where
 * `origin` is `PUBLIC_BASE_URL` (or the request's own origin in a sandbox without one). Source: docs/access.md#users.
 */
export function invitationUrl(origin: string, token: string): string {
  return `${origin}/admin/invitations/${encodeURIComponent(token)}`;
}
