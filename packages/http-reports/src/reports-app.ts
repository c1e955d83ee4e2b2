import {
  authenticatedApi,
  createListener,
  errorHandler,
  notFound,
  type AccessUseCases,
  type AuthLimiters,
  type CompanyBulkheads,
  type ListenerDeps,
} from '@employee/http-common';
import type { Express, RequestHandler } from 'express';
import { loadReportsOpenApiDocument } from './openapi/reports-document';
import { reportsRouter, type ReportUseCases } from './routes/reports.router';

/**
 * What the reports listener needs from the composition root: what every listener needs ({@link ListenerDeps}: the
 * health probe, the settings, Redis, the logger, the request-class scope), authentication's use cases and counters,
 * and `ReadReport`.
 */
export interface ReportsAppDeps extends Omit<ListenerDeps, 'openApiDocument'> {
  readonly access: AccessUseCases;
  /** The rate-limit counters of the process's main API, so that a caller's requests to both count together. */
  readonly limiters?: AuthLimiters;
  /** The per-company bulkheads of the origin the reports are mounted on; default: new ones of the settings. */
  readonly bulkheads?: CompanyBulkheads | null;
  readonly reports: ReportUseCases;
  /** The OpenAPI document served at `/api/openapi.json`; default: `docs/openapi-reports.yaml`. */
  readonly openApiDocument?: Record<string, unknown>;
}

/**
 * The reports behind the API's authentication (API keys, user tokens, dashboard sessions), `Resource-Id` and rate
 * limits, as the handlers to mount at a reports path: the listener's `/api/v1/reports`, and the dashboard's
 * `/admin/api/reports` on the API's own origin (docs/dashboard.md#how-it-is-built).
 */
export function reportsApi(deps: Omit<ReportsAppDeps, 'health' | 'openApiDocument'>): RequestHandler[] {
  return [...authenticatedApi(deps), reportsRouter(deps.reports)];
}

/**
 * The reports listener as an Express 5 app (no `listen`), on its own base address (`REPORTS_PORT`):
 * `GET /api/v1/reports/{name}` behind the API's authentication (API keys, user tokens, dashboard sessions),
 * `Resource-Id` and rate limits, plus its own `/api/health`, `/api/openapi.json` and `/api/docs`; anything else is
 * 404 with the standard error body. Source: docs/decisions/0003-reports.md#where-and-how; docs/reports.md#the-listener.
 */
export function createReportsApp(deps: ReportsAppDeps): Express {
  const app = createListener({ ...deps, openApiDocument: deps.openApiDocument ?? loadReportsOpenApiDocument() });
  app.use('/api/v1/reports', ...reportsApi(deps));
  app.use(notFound, errorHandler);
  return app;
}
