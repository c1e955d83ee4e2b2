import {
  formatTimestamp,
  type DeliveryState,
  type InvitationDelivery,
  type InvitationStatus,
  type SurveyInvitation,
} from '@employee/domain';

/**
 * An invitation as `GET /v1/campaigns/{id}/invitations` lists it (docs/surveys.md#invitations):
 * whose it is, its status, and when it was answered (a timestamp in the service's time zone, `null` while pending).
 * Never its token.
 */
export interface InvitationView {
  employee_id: string;
  status: InvitationStatus;
  answered_at: string | null;
  /** The platform's delivery (docs/notifications.md#delivery-states); `null` for a `links` campaign. */
  delivery: InvitationDeliveryView | null;
}

/** The API form of an invitation's delivery (docs/notifications.md#delivery-states). */
export interface InvitationDeliveryView {
  state: DeliveryState;
  channel: 'email' | 'sms' | null;
  sent_at: string | null;
  reminders_sent: number;
  reason: string | null;
}

/** The API form of `delivery`, `sent_at` in `timeZone` with a numeric offset; `null` stays `null`. */
export function toDeliveryView(delivery: InvitationDelivery | null, timeZone: string): InvitationDeliveryView | null {
  return (
    delivery && {
      state: delivery.state,
      channel: delivery.channel,
      sent_at: delivery.sentAt ? formatTimestamp(delivery.sentAt, timeZone) : null,
      reminders_sent: delivery.remindersSent,
      reason: delivery.reason,
    }
  );
}

/** The API form of `invitation`, `answered_at` in `timeZone` with a numeric offset like every timestamp. */
export function toInvitationView(invitation: SurveyInvitation, timeZone: string): InvitationView {
  return {
    employee_id: invitation.employeeId,
    status: invitation.status,
    answered_at: invitation.answeredAt ? formatTimestamp(invitation.answeredAt, timeZone) : null,
    delivery: toDeliveryView(invitation.delivery, timeZone),
  };
}

/**
 * The survey link of an invitation token: `<origin>/survey/<token>`, where `origin` is `PUBLIC_BASE_URL` (or the
 * request's own origin in a sandbox without one), as for a user's invitation link (`invitationUrl`). Source:
 * docs/surveys.md#survey-links.
 */
export function surveyUrl(origin: string, token: string): string {
  return `${origin}/survey/${encodeURIComponent(token)}`;
}
