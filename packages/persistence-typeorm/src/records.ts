import { ApiKeyRecord } from './access/api-key.record';
import { CampaignLinkRecord } from './surveys/campaign-link.record';
import { CampaignQuestionRecord } from './surveys/campaign-question.record';
import { CampaignRecord } from './surveys/campaign.record';
import { CompanyRecord } from './tenancy/company.record';
import { EmployeeFieldValueRecord } from './directory/employee-field-value.record';
import { EmployeeRecord } from './directory/employee.record';
import { FilterRecord } from './directory/filter.record';
import { PermissionRecord } from './access/permission.record';
import { ProfileRecord } from './access/profile.record';
import { UserTokenRecord } from './access/user-token.record';
import { UserRecord } from './access/user.record';
import { WebhookEndpointRecord } from './webhooks/webhook-endpoint.record';

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
  WebhookEndpointRecord,
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
  WebhookEndpointRecord,
];
