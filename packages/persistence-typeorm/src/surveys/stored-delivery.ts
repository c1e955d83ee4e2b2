import type { InvitationDelivery } from '@employee/domain';

/** An invitation's delivery as `DELIVERY_JSON` answers it: `sentAt` an ISO 8601 string. */
export type StoredDelivery = Omit<InvitationDelivery, 'sentAt'> & { readonly sentAt: string | null };

/** The domain's `InvitationDelivery` of a stored one (`null` stays `null`). */
export function deliveryOfStored(stored: StoredDelivery | null): InvitationDelivery | null {
  return stored && { ...stored, sentAt: stored.sentAt === null ? null : new Date(stored.sentAt) };
}
