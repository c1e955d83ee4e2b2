import { Company, type IdentifyKey } from '@employee/domain';
import { CompanyRecord } from './company.record';

/** `Company` ↔ `companies` row. */
export const companyMapper = {
  toDomain(record: CompanyRecord): Company {
    return Company.fromProps({
      id: record.id,
      name: record.name,
      identifyKey: record.identifyKey as IdentifyKey,
      parentId: record.parentId,
      rateLimitPerMinute: record.rateLimitPerMinute,
      otpRequired: record.otpRequired,
      reportMinGroupSize: record.reportMinGroupSize,
      createdAt: record.createdAt,
      updatedAt: record.updatedAt,
    });
  },

  toRecord(company: Company): CompanyRecord {
    return Object.assign(new CompanyRecord(), company.toProps());
  },
};
