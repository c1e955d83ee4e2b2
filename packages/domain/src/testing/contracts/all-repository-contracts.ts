import { apiKeysContract } from './api-keys-contract';
import { auditTrailContract } from './audit-trail-contract';
import { campaignsContract } from './campaigns-contract';
import { changeFeedsContract } from './change-feeds-contract';
import { companiesContract } from './companies-contract';
import { employeesContract } from './employees-contract';
import { filtersContract } from './filters-contract';
import type { HarnessFactory } from './harness';
import { permissionsContract } from './permissions-contract';
import { profilesContract } from './profiles-contract';
import { surveysContract } from './surveys-contract';
import { unitOfWorkContract } from './unit-of-work-contract';
import { userTokensContract } from './user-tokens-contract';
import { usersContract } from './users-contract';
import { outboxContract } from './webhooks/outbox-contract';
import { webhookDeliveriesContract } from './webhooks/webhook-deliveries-contract';
import { webhookDeliveryPassContract } from './webhooks/webhook-delivery-pass-contract';
import { webhookEndpointsContract } from './webhooks/webhook-endpoints-contract';
import { dataSubjectsContract } from './privacy';
import { invitationMessagesContract, userInvitationMessagesContract } from './notifications';

/**
 * Every repository contract suite (`Employees`, `Filters`, `Companies`, `Campaigns`, `Invitations` and `Responses`,
 * `ApiKeys`, `Profiles`, `Users`,
 * `Permissions`, `UserTokens`, `AuditTrail`, `UnitOfWork`, the `ChangeFeed`s, `Outbox`, `WebhookEndpoints`,
 * `WebhookDeliveries` and the delivery pass over them, `DataSubjects`, `InvitationMessages`, `UserInvitationMessages`)
 * for one adapter. Call it at the top level of a spec file; `makeHarness` gives each test fresh, empty storage.
 */
export function allRepositoryContracts(adapterName: string, makeHarness: HarnessFactory): void {
  employeesContract(adapterName, makeHarness);
  filtersContract(adapterName, makeHarness);
  companiesContract(adapterName, makeHarness);
  campaignsContract(adapterName, makeHarness);
  surveysContract(adapterName, makeHarness);
  apiKeysContract(adapterName, makeHarness);
  profilesContract(adapterName, makeHarness);
  usersContract(adapterName, makeHarness);
  permissionsContract(adapterName, makeHarness);
  userTokensContract(adapterName, makeHarness);
  auditTrailContract(adapterName, makeHarness);
  unitOfWorkContract(adapterName, makeHarness);
  changeFeedsContract(adapterName, makeHarness);
  outboxContract(adapterName, makeHarness);
  webhookEndpointsContract(adapterName, makeHarness);
  webhookDeliveriesContract(adapterName, makeHarness);
  webhookDeliveryPassContract(adapterName, makeHarness);
  dataSubjectsContract(adapterName, makeHarness);
  invitationMessagesContract(adapterName, makeHarness);
  userInvitationMessagesContract(adapterName, makeHarness);
}
