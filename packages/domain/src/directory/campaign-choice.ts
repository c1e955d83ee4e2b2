/**
 * The employee's last campaign choice, remembered by the service (docs/surveys.md#invitations): `in` after a create or
 * update with `include_campaign: true`, `out` after `remove_campaign: true` or a create without `include_campaign:
 * true`; an update that sends neither keeps it. Opening a campaign links and invites every active employee whose choice
 * is `in`.
 */
export type CampaignChoice = 'in' | 'out';
