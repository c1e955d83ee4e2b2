/**
 * Contract suites of the repository ports: any adapter (in-memory, TypeORM/PostgreSQL, …) runs them with a
 * {@link HarnessFactory} that gives each test a `UnitOfWork` over fresh, empty storage.
 */
export {
  useHarness,
  seed,
  contractId,
  at,
  UNKNOWN_ID,
  NOT_A_UUID,
  type ContractHarness,
  type HarnessFactory,
  type Seed,
} from './harness';
export { employeesContract } from './employees-contract';
export { filtersContract } from './filters-contract';
export { companiesContract } from './companies-contract';
export { campaignsContract } from './campaigns-contract';
export { surveysContract } from './surveys-contract';
export { apiKeysContract } from './api-keys-contract';
export { profilesContract } from './profiles-contract';
export { usersContract } from './users-contract';
export { permissionsContract } from './permissions-contract';
export { userTokensContract } from './user-tokens-contract';
export { auditTrailContract } from './audit-trail-contract';
export { unitOfWorkContract } from './unit-of-work-contract';
export { changeFeedsContract } from './change-feeds-contract';
export { sessionsContract, type SessionsHarness } from './sessions-contract';
export { signInFailuresContract, type SignInFailuresHarness } from './sign-in-failures-contract';
export { idempotencyKeysContract, type IdempotencyKeysHarness } from './idempotency-keys-contract';
export { reportSourcesContract, type ReportSourcesHarness } from './report-sources-contract';
export { cursorSealContract } from './cursor-seal-contract';
export { allRepositoryContracts } from './all-repository-contracts';
export { webhookEndpointsContract } from './webhooks/webhook-endpoints-contract';
export { webhookDeliveriesContract } from './webhooks/webhook-deliveries-contract';
export { outboxContract } from './webhooks/outbox-contract';
export { webhookDeliveryPassContract } from './webhooks/webhook-delivery-pass-contract';
export { dataSubjectsContract, personalDataCopiesContract, type PersonalDataCopiesHarness } from './privacy';
