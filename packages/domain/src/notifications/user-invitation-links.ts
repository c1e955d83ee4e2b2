/**
 * Port: the address a user invitation e-mail carries (docs/notifications.md#user-invitations), made by the
 * composition root from `PUBLIC_BASE_URL`: the dashboard's page that accepts the invitation of a token
 * (`…/admin/invitations/{token}`), the link the API answers once.
 */
export interface UserInvitationLinks {
  invitationUrl(token: string): string;
}
