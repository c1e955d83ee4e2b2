import {
  authenticatedApi,
  createListener,
  errorHandler,
  notFound,
  type AccessUseCases,
  type AuthLimiters,
  type ListenerDeps,
} from '@employee/http-common';
import type { Express } from 'express';
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
  readonly reports: ReportUseCases;
  /** The OpenAPI document served at `/api/openapi.json`; default: `docs/openapi-reports.yaml`. */
  readonly openApiDocument?: Record<string, unknown>;
}

/**
 * The reports listener as an Express 5 app (no `listen`), on its own base address (`REPORTS_PORT`):
 * `GET /api/v1/reports/{name}` behind the API's authentication (API keys, user tokens, dashboard sessions),
 * `Resource-Id` and rate limits, plus its own `/api/health`, `/api/openapi.json` and `/api/docs`; anything else is
 * 404 with the standard error body. Source: shared/decisions/reports.md#where-and-how; docs/reports.md#the-listener.
 */
export function createReportsApp(deps: ReportsAppDeps): Express {
  const app = createListener({ ...deps, openApiDocument: deps.openApiDocument ?? loadReportsOpenApiDocument() });
  app.use('/api/v1/reports', ...authenticatedApi(deps), reportsRouter(deps.reports));
  app.use(notFound, errorHandler);
  return app;
}
