import { formatTimestamp, type DeliveryState, type InvitationStatus, type SurveyInvitation } from '@employee/domain';

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
  delivery: {
    state: DeliveryState;
    channel: 'email' | 'sms' | null;
    sent_at: string | null;
    reminders_sent: number;
    reason: string | null;
  } | null;
}

/** The API form of `invitation`, `answered_at` in `timeZone` with a numeric offset like every timestamp. */
export function toInvitationView(invitation: SurveyInvitation, timeZone: string): InvitationView {
  return {
    employee_id: invitation.employeeId,
    status: invitation.status,
    answered_at: invitation.answeredAt ? formatTimestamp(invitation.answeredAt, timeZone) : null,
    delivery: invitation.delivery && {
      state: invitation.delivery.state,
      channel: invitation.delivery.channel,
      sent_at: invitation.delivery.sentAt ? formatTimestamp(invitation.delivery.sentAt, timeZone) : null,
      reminders_sent: invitation.delivery.remindersSent,
      reason: invitation.delivery.reason,
    },
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
