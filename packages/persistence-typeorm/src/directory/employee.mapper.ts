import {
  BrazilianMobile,
  Cpf,
  DateBR,
  Email,
  Employee,
  FullName,
  Language,
  type CampaignChoice,
  type FieldValue,
} from '@employee/domain';
import { CampaignLinkRecord } from '../surveys/campaign-link.record';
import { EmployeeFieldValueRecord } from './employee-field-value.record';
import { EmployeeRecord } from './employee.record';

/** What an employee is stored as: its row, its field-value rows and its campaign-link rows. */
export interface EmployeeRows {
  readonly employee: EmployeeRecord;
  readonly fieldValues: EmployeeFieldValueRecord[];
  readonly campaignLinks: CampaignLinkRecord[];
}

function orNull<T>(raw: string | null, create: (raw: string) => T): T | null {
  return raw === null ? null : create(raw);
}

/**
 * `Employee` ↔ rows. Stored values are the normalised forms the value objects produce, so reading them back
 * through `create` gives equal value objects; e-mail and phone, whose checks are the costly ones, are rebuilt
 * with `fromStored` without checking them again. Field values and campaign links keep the aggregate's order in
 * `position`.
 */
export const employeeMapper = {
  /**
   * @param fieldValues the employee's values in stored order, each with its filter's current key.
   * @param campaignIds the linked campaigns in stored order.
   */
  toDomain(record: EmployeeRecord, fieldValues: FieldValue[], campaignIds: string[]): Employee {
    return Employee.fromProps({
      id: record.id,
      companyId: record.companyId,
      name: orNull(record.name, (v) => FullName.create(v)),
      socialName: orNull(record.socialName, (v) => FullName.create(v, 'social_name')),
      email: orNull(record.email, (v) => Email.fromStored(v)),
      phone: orNull(record.phone, (v) => BrazilianMobile.fromStored(v)),
      document: orNull(record.document, (v) => Cpf.create(v)),
      internalId: record.internalId,
      birthdate: orNull(record.birthdate, (v) => DateBR.fromIso(v)),
      hiringDate: orNull(record.hiringDate, (v) => DateBR.fromIso(v)),
      firingDate: orNull(record.firingDate, (v) => DateBR.fromIso(v)),
      isVoluntaryFiring: record.isVoluntaryFiring,
      reasonFiring: record.reasonFiring,
      isOnLeave: record.isOnLeave,
      language: Language.create(record.language),
      campaignChoice: record.campaignChoice as CampaignChoice,
      fieldValues,
      campaignIds,
      firingSettlesAt: record.firingSettlesAt,
      createdAt: record.createdAt,
      updatedAt: record.updatedAt,
      deletedAt: record.deletedAt,
      anonymisedAt: record.anonymisedAt,
      version: record.version,
    });
  },

  // eslint-disable-next-line complexity -- a field-by-field mapping: each nullable field's `?.` and `??` count
  toRows(employee: Employee): EmployeeRows {
    const p = employee.toProps();
    const record = Object.assign(new EmployeeRecord(), {
      id: p.id,
      companyId: p.companyId,
      name: p.name?.value ?? null,
      socialName: p.socialName?.value ?? null,
      email: p.email?.value ?? null,
      phone: p.phone?.value ?? null,
      document: p.document?.value ?? null,
      internalId: p.internalId,
      birthdate: p.birthdate?.toIso() ?? null,
      hiringDate: p.hiringDate?.toIso() ?? null,
      firingDate: p.firingDate?.toIso() ?? null,
      isVoluntaryFiring: p.isVoluntaryFiring,
      reasonFiring: p.reasonFiring,
      isOnLeave: p.isOnLeave,
      language: p.language.value,
      campaignChoice: p.campaignChoice,
      firingSettlesAt: p.firingSettlesAt,
      createdAt: p.createdAt,
      updatedAt: p.updatedAt,
      deletedAt: p.deletedAt,
      anonymisedAt: p.anonymisedAt,
      version: p.version,
    });
    const fieldValues = p.fieldValues.map((v, position) =>
      Object.assign(new EmployeeFieldValueRecord(), {
        employeeId: p.id,
        filterId: v.filterId,
        position,
        value: v.value,
      }),
    );
    const campaignLinks = p.campaignIds.map((campaignId, position) =>
      Object.assign(new CampaignLinkRecord(), { employeeId: p.id, campaignId, position }),
    );
    return { employee: record, fieldValues, campaignLinks };
  },
};
