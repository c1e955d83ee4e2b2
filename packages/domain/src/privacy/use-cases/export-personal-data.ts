import type { Clock } from '../../kernel/clock';
import type { UnitOfWork } from '../../kernel/unit-of-work';
import { employeeNotFound, type DirectoryRepositories, type Employee } from '../../directory';
import type { AuditEvent, AuditTrail, HistoryRepositories } from '../../history';
import type { DataSubjectRepositories } from '../ports';
import type { ExportedFieldValue, PersonalDataExport } from '../personal-data-export';
import { PROCESSING_PURPOSES } from '../processing-purposes';

/** `GET /v1/employees/{id}/personal-data`: the target company and the employee's id. */
export interface ExportPersonalDataCommand {
  companyId: string;
  employeeId: string;
}

/** The audit action of an export (docs/change-history.md#audit-trail). */
export const PERSONAL_DATA_EXPORTED = 'personal_data.exported';

/** How many audit events are read at a time. */
const AUDIT_BATCH = 500;

/** Every audit event about `employee` (entity `employee`, its id), newest first. */
async function auditEventsAbout(audit: AuditTrail, employee: Employee): Promise<AuditEvent[]> {
  const events: AuditEvent[] = [];
  for (;;) {
    const beforeSeq = events.at(-1)?.seq;
    const batch = await audit.list(employee.companyId, {
      entity: 'employee',
      entityId: employee.id,
      limit: AUDIT_BATCH,
      ...(beforeSeq === undefined ? {} : { beforeSeq }),
    });
    events.push(...batch);
    if (batch.length < AUDIT_BATCH) return events;
  }
}

/**
 * Answers everything stored about one person of the target company, soft-deleted or anonymised ones too (LGPD Art.
 * 18 II and V; docs/lgpd.md#access-and-portability): see {@link PersonalDataExport}. The field values carry their
 * filter's current key and name. The export is itself audited (`personal_data.exported`, entity `employee`, no
 * field named), in the transaction of the reads.
 * @throws NotFoundError `EMPLOYEE.NOT_FOUND` for an unknown id or an employee of another company.
 */
export class ExportPersonalData {
  constructor(
    private readonly uow: UnitOfWork<DirectoryRepositories & HistoryRepositories & DataSubjectRepositories>,
    private readonly clock: Clock,
  ) {}

  async execute(command: ExportPersonalDataCommand): Promise<PersonalDataExport> {
    return this.uow.run(async (r) => {
      const employee = await r.employees.ofId(command.employeeId, 'read');
      if (!employee || employee.companyId !== command.companyId) throw employeeNotFound();
      const filters = await r.filters.ofIds(employee.fieldValues.map((f) => f.filterId));
      const names = new Map(filters.map((f) => [f.id, f.name]));
      const fields: ExportedFieldValue[] = employee.fieldValues.map((f) => ({
        filterId: f.filterId,
        key: f.key,
        name: names.get(f.filterId) ?? f.key,
        value: f.value,
      }));
      const campaignInvitations = await r.dataSubjects.invitationsOf(employee.id);
      const surveyResponses = await r.dataSubjects.responsesOf(employee.id);
      const auditEvents = await auditEventsAbout(r.audit, employee);
      await r.audit.record({
        companyId: employee.companyId,
        action: PERSONAL_DATA_EXPORTED,
        entity: 'employee',
        entityId: employee.id,
        changed: [],
      });
      return {
        employee,
        fields,
        campaignInvitations,
        surveyResponses,
        auditEvents,
        processingPurposes: PROCESSING_PURPOSES,
        exportedAt: this.clock.now(),
      };
    });
  }
}
