import {
  formatTimestamp,
  type Employee,
  type PersonalDataExport,
  type PersonInvitation,
  type ProcessingPurpose,
  type SurveyResponse,
} from '@employee/domain';
import { toAuditEventView, type AuditEventView } from './audit-event-view';
import { toDeliveryView, type InvitationDeliveryView } from './invitation-view';
import { toEmployeeDeletionView, type EmployeeView } from './employee-view';

const timestampOrNull = (instant: Date | null, timeZone: string): string | null =>
  instant === null ? null : formatTimestamp(instant, timeZone);

/** An employee with its deletion and anonymisation times (docs/lgpd.md#anonymisation). */
export type AnonymisedEmployeeView = EmployeeView & { deleted_at: string | null; anonymised_at: string | null };

/**
 * The API form of `employee` with `deleted_at` and `anonymised_at` (timestamps in `timeZone`, `null` when not set):
 * the answer of `POST /v1/employees/{id}/anonymise`.
 */
export function toAnonymisedEmployeeView(employee: Employee, timeZone: string): AnonymisedEmployeeView {
  return {
    ...toEmployeeDeletionView(employee, timeZone),
    anonymised_at: timestampOrNull(employee.anonymisedAt, timeZone),
  };
}

/** The employee record of an export: every stored field, the internal ones included. */
export type ExportedEmployeeView = AnonymisedEmployeeView & {
  campaign_choice: string;
  campaign_ids: string[];
  firing_settles_at: string | null;
};

/** The JSON form of an export (docs/lgpd.md#access-and-portability), the body's `data`. */
export interface PersonalDataExportView {
  employee: ExportedEmployeeView;
  fields: { id: string; key: string; name: string; value: string }[];
  campaign_invitations: {
    campaign_id: string;
    campaign_name: string;
    status: string;
    starts_on: string | null;
    ends_on: string | null;
    answered_at: string | null;
    delivery: InvitationDeliveryView | null;
  }[];
  survey_responses: {
    id: string;
    campaign_id: string;
    submitted_at: string;
    answers: { question_id: string; value: number | string }[];
    segment: {
      fields: Record<string, string>;
      tenure_band: string | null;
      age_band: string | null;
      language: string;
      is_on_leave: boolean;
    };
  }[];
  audit_events: AuditEventView[];
  processing_purposes: { key: string; description: string; categories: string[]; legal_basis: string }[];
  exported_at: string;
}

function invitationView(i: PersonInvitation, timeZone: string): PersonalDataExportView['campaign_invitations'][number] {
  return {
    campaign_id: i.campaignId,
    campaign_name: i.campaignName,
    status: i.status,
    starts_on: i.startsOn?.value ?? null,
    ends_on: i.endsOn?.value ?? null,
    answered_at: timestampOrNull(i.answeredAt, timeZone),
    delivery: toDeliveryView(i.delivery, timeZone),
  };
}

function responseView(r: SurveyResponse, timeZone: string): PersonalDataExportView['survey_responses'][number] {
  const s = r.snapshot;
  return {
    id: r.id,
    campaign_id: r.campaignId,
    submitted_at: formatTimestamp(r.submittedAt, timeZone),
    answers: r.answers.map((a) => ({ question_id: a.questionId, value: a.value })),
    segment: {
      fields: { ...s.fields },
      tenure_band: s.tenureBand,
      age_band: s.ageBand,
      language: s.language,
      is_on_leave: s.isOnLeave,
    },
  };
}

function purposeView(p: ProcessingPurpose): PersonalDataExportView['processing_purposes'][number] {
  return { key: p.key, description: p.description, categories: [...p.categories], legal_basis: p.legalBasis };
}

/** The JSON form of `data` (dates `dd/mm/yyyy`, timestamps in `timeZone` with a numeric offset). */
export function toPersonalDataExportView(data: PersonalDataExport, timeZone: string): PersonalDataExportView {
  const { employee } = data;
  return {
    employee: {
      ...toAnonymisedEmployeeView(employee, timeZone),
      campaign_choice: employee.campaignChoice,
      campaign_ids: [...employee.campaignIds],
      firing_settles_at: timestampOrNull(employee.firingSettlesAt, timeZone),
    },
    fields: data.fields.map((f) => ({ id: f.filterId, key: f.key, name: f.name, value: f.value })),
    campaign_invitations: data.campaignInvitations.map((i) => invitationView(i, timeZone)),
    survey_responses: data.surveyResponses.map((r) => responseView(r, timeZone)),
    audit_events: data.auditEvents.map((e) => toAuditEventView(e, timeZone)),
    processing_purposes: data.processingPurposes.map(purposeView),
    exported_at: formatTimestamp(data.exportedAt, timeZone),
  };
}
