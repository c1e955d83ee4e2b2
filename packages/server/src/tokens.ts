import type {
  ApiKeyCodec,
  Clock,
  CursorSeal,
  DomainSettings,
  IdGenerator,
  SecretTokenIssuer,
  SignInPorts,
  UnitOfWork,
  UserTokenCodec,
} from '@employee/domain';
import type { AccessUseCases, AuthLimiters, CompanyBulkheads } from '@employee/http-common';
import type {
  AdminEmployeeUseCases,
  AdminSessionUseCases,
  ApiKeyUseCases,
  AuditEventUseCases,
  CampaignUseCases,
  CompanyUseCases,
  EmployeeUseCases,
  FilterUseCases,
  PermissionUseCases,
  ProfileUseCases,
  ScopeUseCases,
  SurveyUseCases,
  UserUseCases,
} from '@employee/http-express';
import type { PassScheduler } from '@employee/scheduler';
import type { Express, RequestHandler } from 'express';
import type { ServiceIdentifier } from 'inversify';
import type { Infrastructure } from './infrastructure';

/**
 * Service identifiers of the container's interface-typed bindings, as typed symbols (classes, the use cases
 * among them, identify themselves).
 */
export const TOKENS = {
  infrastructure: Symbol('Infrastructure') as ServiceIdentifier<Infrastructure>,
  unitOfWork: Symbol('UnitOfWork') as ServiceIdentifier<UnitOfWork>,
  clock: Symbol('Clock') as ServiceIdentifier<Clock>,
  ids: Symbol('IdGenerator') as ServiceIdentifier<IdGenerator>,
  settings: Symbol('DomainSettings') as ServiceIdentifier<DomainSettings>,
  apiKeyCodec: Symbol('ApiKeyCodec') as ServiceIdentifier<ApiKeyCodec>,
  userTokenCodec: Symbol('UserTokenCodec') as ServiceIdentifier<UserTokenCodec>,
  /** The seal of the feeds' and the audit trail's cursors (`CURSOR_KEY`). */
  cursorSeal: Symbol('CursorSeal') as ServiceIdentifier<CursorSeal>,
  /** One-time secret tokens: users' invitation links and survey links. */
  secretTokens: Symbol('SecretTokenIssuer') as ServiceIdentifier<SecretTokenIssuer>,
  /** The adapters of signing in: password hashing, TOTP, recovery codes, sessions, failure counts. */
  signInPorts: Symbol('SignInPorts') as ServiceIdentifier<SignInPorts>,
  /** The use cases of each router of the REST app, and of the steps before them. */
  accessUseCases: Symbol('AccessUseCases') as ServiceIdentifier<AccessUseCases>,
  employeeUseCases: Symbol('EmployeeUseCases') as ServiceIdentifier<EmployeeUseCases>,
  /** The dashboard's soft-deleted employees and their restore (`/admin/api/employees`). */
  adminEmployeeUseCases: Symbol('AdminEmployeeUseCases') as ServiceIdentifier<AdminEmployeeUseCases>,
  filterUseCases: Symbol('FilterUseCases') as ServiceIdentifier<FilterUseCases>,
  campaignUseCases: Symbol('CampaignUseCases') as ServiceIdentifier<CampaignUseCases>,
  surveyUseCases: Symbol('SurveyUseCases') as ServiceIdentifier<SurveyUseCases>,
  companyUseCases: Symbol('CompanyUseCases') as ServiceIdentifier<CompanyUseCases>,
  scopeUseCases: Symbol('ScopeUseCases') as ServiceIdentifier<ScopeUseCases>,
  profileUseCases: Symbol('ProfileUseCases') as ServiceIdentifier<ProfileUseCases>,
  userUseCases: Symbol('UserUseCases') as ServiceIdentifier<UserUseCases>,
  permissionUseCases: Symbol('PermissionUseCases') as ServiceIdentifier<PermissionUseCases>,
  apiKeyUseCases: Symbol('ApiKeyUseCases') as ServiceIdentifier<ApiKeyUseCases>,
  signInUseCases: Symbol('AdminSessionUseCases') as ServiceIdentifier<AdminSessionUseCases>,
  auditEventUseCases: Symbol('AuditEventUseCases') as ServiceIdentifier<AuditEventUseCases>,
  /** The scheduler of the audit trail's retention purge. */
  auditRetention: Symbol('AuditRetention') as ServiceIdentifier<PassScheduler>,
  /** The REST app. */
  httpApp: Symbol('HttpApp') as ServiceIdentifier<Express>,
  /** Authentication's rate-limit counters, one set per process, shared by the REST app and the reports app. */
  authLimiters: Symbol('AuthLimiters') as ServiceIdentifier<AuthLimiters>,
  /**
   * The per-company bulkheads of the API's origin (`COMPANY_MAX_CONCURRENCY` and the rest, or their defaults), shared
   * by `/api/v1`, `/admin/api/employees` and the dashboard's reports.
   */
  apiBulkheads: Symbol('ApiBulkheads') as ServiceIdentifier<CompanyBulkheads | null>,
  /** The dashboard and the survey page, mounted on the REST app; `null` when the web application is not built. */
  dashboard: Symbol('Dashboard') as ServiceIdentifier<RequestHandler | null>,
  /** The reports listener's app (docs/reports.md#the-listener). */
  reportsApp: Symbol('ReportsApp') as ServiceIdentifier<Express>,
};
