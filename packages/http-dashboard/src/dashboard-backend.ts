import type { ChangeContexts } from '@employee/domain';
import {
  changeContext,
  noStore,
  RequestRateLimiter,
  SignInIpThrottle,
  type AuthenticatedApiDeps,
  type ListenerSettings,
} from '@employee/http-common';
import { Router } from 'express';
import { adminApiRouter, type AdminSessionUseCases } from './admin/admin-api.router';
import { adminEmployeesRouter, type AdminEmployeeUseCases } from './admin/admin-employees.router';
import { DEFAULT_SURVEY_RATE_LIMIT, surveyLimits, type SurveyRateLimit } from './survey/survey-limits';
import { surveyRouter, type SurveyUseCases } from './survey/survey.router';

/** The use cases behind the dashboard's backend, one group per router. */
export interface DashboardBackendUseCases {
  /** `POST /survey/v1/responses` and `GET /survey/v1/questionnaire` (docs/surveys.md#the-survey-endpoint). */
  readonly survey: SurveyUseCases;
  /** Accepting invitations and signing in and out, under `/admin/api` (docs/access.md#sign-in). */
  readonly signIn: AdminSessionUseCases;
  /** The soft-deleted employees and their restore, `/admin/api/employees` (docs/access.md#dashboard-only-endpoints). */
  readonly adminEmployees: AdminEmployeeUseCases;
}

/** The settings the dashboard's backend reads: those of every listener ({@link ListenerSettings}) and its own. */
export interface DashboardBackendSettings extends ListenerSettings {
  /** IANA time zone of the timestamps in bodies (`APP_TIMEZONE`). */
  readonly timeZone: string;
  /**
   * Survey submissions per invitation token and per client IP per minute (`SURVEY_RATE_LIMIT_PER_TOKEN_PER_MINUTE`,
   * `SURVEY_RATE_LIMIT_PER_IP_PER_MINUTE`); default 10 and 600. Source: docs/surveys.md#rate-limits.
   */
  readonly surveyRateLimit?: SurveyRateLimit;
}

/**
 * Everything the dashboard's backend needs from the composition root: its use cases, authentication's (as `/api/v1`:
 * give the same counters and per-company bulkheads, so that a caller's requests and a company's share are counted
 * once on the origin), the change contexts and the settings.
 */
export interface DashboardBackendDeps extends DashboardBackendUseCases, AuthenticatedApiDeps {
  /**
   * Where each request's change context is kept for the audit events its use cases record (the user who restores an
   * employee, the user who accepts an invitation); the composition root gives the same one to the unit of work.
   */
  readonly changeContexts: ChangeContexts;
  readonly settings: DashboardBackendSettings;
}

/**
 * The dashboard's backend, the API endpoints of the dashboard and of the survey page (docs/dashboard.md#the-backend),
 * as one router to mount on the API's app before the static pages and the app's 404, in this order:
 * - `/survey/v1`: `Cache-Control: no-store`, then the respondents' endpoints behind an invitation token and their own
 *   rate limits per client IP and per token (docs/surveys.md#the-survey-endpoint);
 * - `/admin/api/employees`: the soft-deleted employees and their restore, behind the same authentication as `/api/v1`
 *   and for the session only (docs/access.md#dashboard-only-endpoints);
 * - `/admin/api`: the change context `signing-in`, then accepting an invitation and signing in and out
 *   (docs/access.md#sign-in), with the failures counted per client IP (`SignInIpThrottle`).
 * Anything else falls through to what is mounted after it. It serves no file: the built pages are
 * `dashboardRouter`'s, which a server without a built web application leaves out while these endpoints stay.
 */
export function dashboardBackend(deps: DashboardBackendDeps): Router {
  const { settings } = deps;
  const { timeZone } = settings;
  const publicBaseUrl = settings.publicBaseUrl ?? null;
  const redis = deps.redis ?? null;

  const router = Router();
  const surveyGuards = surveyLimits(
    { perToken: new RequestRateLimiter(redis, 'survey-token'), perIp: new RequestRateLimiter(redis, 'survey-ip') },
    settings.surveyRateLimit ?? DEFAULT_SURVEY_RATE_LIMIT,
  );
  router.use('/survey/v1', noStore, surveyRouter(deps.survey, surveyGuards, timeZone));
  router.use('/admin/api/employees', adminEmployeesRouter(deps));
  router.use(
    '/admin/api',
    changeContext(deps.changeContexts, 'signing-in'),
    adminApiRouter(deps.signIn, { ipThrottle: new SignInIpThrottle(redis), timeZone, publicBaseUrl }),
  );
  return router;
}
