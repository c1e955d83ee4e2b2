import { formatTimestamp, type Company, type IdentifyKey } from '@employee/domain';

/** A company in the API's JSON form (docs/contract.md#companies). */
export interface CompanyView {
  id: string;
  name: string;
  identify_key: IdentifyKey;
  parent_id: string | null;
  created_at: string;
  updated_at: string;
}

/** The API form of `company`, timestamps in `timeZone` with a numeric offset. */
export function toCompanyView(company: Company, timeZone: string): CompanyView {
  return {
    id: company.id,
    name: company.name,
    identify_key: company.identifyKey,
    parent_id: company.parentId,
    created_at: formatTimestamp(company.createdAt, timeZone),
    updated_at: formatTimestamp(company.updatedAt, timeZone),
  };
}
