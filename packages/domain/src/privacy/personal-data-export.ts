import type { AuditEvent } from '../history';
import type { Employee } from '../directory';
import type { SurveyResponse } from '../surveys';
import type { PersonInvitation } from './data-subjects';
import type { ProcessingPurpose } from './processing-purposes';

/** One current field value of the person, with its filter's key and name. */
export interface ExportedFieldValue {
  readonly filterId: string;
  readonly key: string;
  readonly name: string;
  readonly value: string;
}

/**
 * Everything stored about one person, as `GET /v1/employees/{id}/personal-data` answers it
 * (docs/lgpd.md#access-and-portability): the employee record with every stored field (soft-deleted or anonymised
 * ones too), the current field values, the campaign invitations, the survey responses still linked to them with
 * their answers, the audit events about them (field names only), the processing purposes, and when it was made.
 */
export interface PersonalDataExport {
  readonly employee: Employee;
  readonly fields: readonly ExportedFieldValue[];
  readonly campaignInvitations: readonly PersonInvitation[];
  readonly surveyResponses: readonly SurveyResponse[];
  readonly auditEvents: readonly AuditEvent[];
  readonly processingPurposes: readonly ProcessingPurpose[];
  readonly exportedAt: Date;
}
