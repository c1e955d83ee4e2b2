export {
  createDataSource,
  type Database,
  type DatabaseConfig,
  type DatabaseKind,
} from './data-source/create-data-source';
export { backupDatabase, restoreDatabase } from './backup/backup';
export { migrate } from './data-source/migrate';
export { OWNER_RECORD_FILE } from './data-source/embedded-owner-record';
export { TypeOrmUnitOfWork } from './repositories/typeorm-unit-of-work';
export { TypeOrmApiKeys } from './repositories/typeorm-api-keys';
export { TypeOrmCampaigns } from './repositories/typeorm-campaigns';
export { TypeOrmCompanies } from './repositories/typeorm-companies';
export { TypeOrmEmployees } from './repositories/typeorm-employees';
export { TypeOrmFilters } from './repositories/typeorm-filters';
export { TypeOrmInvitations } from './repositories/typeorm-invitations';
export { TypeOrmResponses } from './repositories/typeorm-responses';
export { TypeOrmReportSources, type KeptTablesOptions } from './reports/typeorm-report-sources';
export { surveyResponseMapper, type SurveyResponseRow } from './mappers/survey-response.mapper';
export { TypeOrmSessions } from './sign-in/typeorm-sessions';
export { TypeOrmSignInFailures } from './sign-in/typeorm-sign-in-failures';
export { TypeOrmIdempotencyKeys } from './history/typeorm-idempotency-keys';
export { TypeOrmAuditTrail } from './history/typeorm-audit-trail';
export { ENTER_EXISTING_ROWS } from './migrations/1764400000001-changes-feeds';
