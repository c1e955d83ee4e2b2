import { ApiKeyRecord } from './api-key.record';
import { CampaignLinkRecord } from './campaign-link.record';
import { CampaignRecord } from './campaign.record';
import { CompanyRecord } from './company.record';
import { EmployeeFieldValueRecord } from './employee-field-value.record';
import { EmployeeRecord } from './employee.record';
import { FilterRecord } from './filter.record';

export {
  ApiKeyRecord,
  CampaignLinkRecord,
  CampaignRecord,
  CompanyRecord,
  EmployeeFieldValueRecord,
  EmployeeRecord,
  FilterRecord,
};

/** Every record class, for the data source's `entities`. */
export const RECORDS = [
  CompanyRecord,
  ApiKeyRecord,
  FilterRecord,
  CampaignRecord,
  EmployeeRecord,
  EmployeeFieldValueRecord,
  CampaignLinkRecord,
];
