export {
  createDataSource,
  type Database,
  type DatabaseConfig,
  type DatabaseKind,
} from './data-source/create-data-source';
export { backupDatabase, restoreDatabase } from './backup/backup';
export { migrate } from './data-source/migrate';
export { OWNER_RECORD_FILE } from './data-source/embedded-owner-record';
export { TypeOrmUnitOfWork } from './kernel/typeorm-unit-of-work';
export { TypeOrmApiKeys } from './access/typeorm-api-keys';
export { TypeOrmCampaigns } from './surveys/typeorm-campaigns';
export { TypeOrmCompanies } from './tenancy/typeorm-companies';
export { TypeOrmEmployees } from './directory/typeorm-employees';
export { TypeOrmFilters } from './directory/typeorm-filters';
export { TypeOrmInvitations } from './surveys/typeorm-invitations';
export { TypeOrmResponses } from './surveys/typeorm-responses';
export { TypeOrmReportSources, type KeptTablesOptions } from './reports/typeorm-report-sources';
export { TypeOrmSessions } from './access/sign-in/typeorm-sessions';
export { TypeOrmSignInFailures } from './access/sign-in/typeorm-sign-in-failures';
export { TypeOrmIdempotencyKeys } from './history/typeorm-idempotency-keys';
export { TypeOrmAuditTrail } from './history/typeorm-audit-trail';
export { TypeOrmOutbox } from './webhooks/typeorm-outbox';
export { TypeOrmWebhookEndpoints } from './webhooks/typeorm-webhook-endpoints';
export { TypeOrmWebhookDeliveries } from './webhooks/typeorm-webhook-deliveries';
export { TypeOrmInvitationMessages } from './notifications/typeorm-invitation-messages';
export { TypeOrmUserInvitationMessages } from './notifications/typeorm-user-invitation-messages';
export { TypeOrmDataSubjects } from './privacy/typeorm-data-subjects';
export { TypeOrmPersonalDataCopies } from './privacy/typeorm-personal-data-copies';
