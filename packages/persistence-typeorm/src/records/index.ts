import { ApiKeyRecord } from './api-key.record';
import { CampaignLinkRecord } from './campaign-link.record';
import { CampaignQuestionRecord } from './campaign-question.record';
import { CampaignRecord } from './campaign.record';
import { CompanyRecord } from './company.record';
import { EmployeeFieldValueRecord } from './employee-field-value.record';
import { EmployeeRecord } from './employee.record';
import { FilterRecord } from './filter.record';
import { PermissionRecord } from './permission.record';
import { ProfileRecord } from './profile.record';
import { UserTokenRecord } from './user-token.record';
import { UserRecord } from './user.record';

export {
  ApiKeyRecord,
  CampaignLinkRecord,
  CampaignQuestionRecord,
  CampaignRecord,
  CompanyRecord,
  EmployeeFieldValueRecord,
  EmployeeRecord,
  FilterRecord,
  PermissionRecord,
  ProfileRecord,
  UserRecord,
  UserTokenRecord,
};

/** Every record class, for the data source's `entities`. */
export const RECORDS = [
  CompanyRecord,
  ApiKeyRecord,
  FilterRecord,
  CampaignRecord,
  CampaignQuestionRecord,
  EmployeeRecord,
  EmployeeFieldValueRecord,
  CampaignLinkRecord,
  ProfileRecord,
  UserRecord,
  PermissionRecord,
  UserTokenRecord,
];
