import { formatTimestamp, type InvitationStatus, type SurveyInvitation } from '@employee/domain';

/**
 * An invitation as `GET /v1/campaigns/{id}/invitations` lists it (docs/surveys.md#invitations):
 * whose it is, its status, and when it was answered (a timestamp in the service's time zone, `null` while pending).
 * Never its token.
 */
export interface InvitationView {
  employee_id: string;
  status: InvitationStatus;
  answered_at: string | null;
}

/** The API form of `invitation`, `answered_at` in `timeZone` with a numeric offset like every timestamp. */
export function toInvitationView(invitation: SurveyInvitation, timeZone: string): InvitationView {
  return {
    employee_id: invitation.employeeId,
    status: invitation.status,
    answered_at: invitation.answeredAt ? formatTimestamp(invitation.answeredAt, timeZone) : null,
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
