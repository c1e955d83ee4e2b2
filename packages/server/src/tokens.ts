import type { EmailTransport, SmsTransport } from '@employee/domain';
import type { AuthLimiters, CompanyBulkheads } from '@employee/http-common';
import type { PassScheduler } from '@employee/scheduler';
import { PORTS } from '@employee/wiring';
import type { Express, RequestHandler } from 'express';
import type { ServiceIdentifier } from 'inversify';
import type { Infrastructure } from './infrastructure';
import type { RoleJob } from './modules/notifications.module';

/**
 * Service identifiers of the container's interface-typed bindings, as typed symbols: the contexts' ports
 * (`@employee/wiring`'s `PORTS`, bound by `adapters.module.ts`) and the server's own (classes, the use cases
 * among them, identify themselves).
 */
export const TOKENS = {
  ...PORTS,
  infrastructure: Symbol('Infrastructure') as ServiceIdentifier<Infrastructure>,
  /** The scheduler of the audit trail's retention purge. */
  auditRetention: Symbol('AuditRetention') as ServiceIdentifier<PassScheduler>,
  /** The scheduler of the anonymisation after `RETENTION_DAYS_AFTER_DELETION` (docs/configuration.md). */
  retentionPass: Symbol('RetentionPass') as ServiceIdentifier<PassScheduler>,
  /** The `webhooks` role's delivery loops (docs/webhooks.md#the-worker). */
  webhookWorkers: Symbol('WebhookWorkers') as ServiceIdentifier<PassScheduler[]>,
  /** The platform's e-mail transport (`SMTP_URL`, or the `DATA_DIR/outbox-mail` folder); `close` ends SMTP's pool. */
  emailTransport: Symbol('EmailTransport') as ServiceIdentifier<EmailTransport & { close?(): void }>,
  /** The platform's SMS transport (`SMS_PROVIDER`). */
  smsTransport: Symbol('SmsTransport') as ServiceIdentifier<SmsTransport>,
  /** The `notifications` role's worker (docs/notifications.md), resolved with `getAsync`. */
  notificationsWorker: Symbol('NotificationsWorker') as ServiceIdentifier<RoleJob>,
  /** The REST app. */
  httpApp: Symbol('HttpApp') as ServiceIdentifier<Express>,
  /** Authentication's rate-limit counters, one set per process, shared by the REST app and the reports app. */
  authLimiters: Symbol('AuthLimiters') as ServiceIdentifier<AuthLimiters>,
  /**
   * The per-company bulkheads of the API's origin (`COMPANY_MAX_CONCURRENCY` and the rest, or their defaults), shared
   * by `/api/v1`, `/admin/api/employees` and the dashboard's reports.
   */
  apiBulkheads: Symbol('ApiBulkheads') as ServiceIdentifier<CompanyBulkheads | null>,
  /** The dashboard's backend (`/survey/v1`, `/admin/api`), mounted on the REST app, its pages built or not. */
  dashboardBackend: Symbol('DashboardBackend') as ServiceIdentifier<RequestHandler>,
  /** The dashboard and the survey page, mounted on the REST app; `null` when the web application is not built. */
  dashboard: Symbol('Dashboard') as ServiceIdentifier<RequestHandler | null>,
  /** The reports listener's app (docs/reports.md#the-listener). */
  reportsApp: Symbol('ReportsApp') as ServiceIdentifier<Express>,
};
