import type { InvitationDelivery } from '../../surveys/invitations';
import type { InMemoryState } from './in-memory-store';

/** The key of one invitation (campaign and employee) in the store's maps. */
export const invitationKeyOf = (campaignId: string, employeeId: string): string => `${campaignId}/${employeeId}`;

/**
 * The platform's delivery of an employee's linked invitation, as the database derives it from the stored row
 * (docs/notifications.md#delivery-states): `sent` once the invitation went, else as kept; `pending` when never tried.
 */
export function invitationDeliveryOf(state: InMemoryState, campaignId: string, employeeId: string): InvitationDelivery {
  const row = state.invitationDeliveries.get(invitationKeyOf(campaignId, employeeId));
  return {
    state: row?.state === 'undeliverable' ? 'undeliverable' : row?.sentAt ? 'sent' : 'pending',
    channel: row?.channel ?? null,
    sentAt: row?.sentAt ?? null,
    remindersSent: row?.remindersSent ?? 0,
    reason: row?.reason ?? null,
  };
}
