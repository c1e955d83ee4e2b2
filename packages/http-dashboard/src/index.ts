export { dashboardRouter, type DashboardOptions } from './dashboard.router';
export {
  dashboardBackend,
  type DashboardBackendDeps,
  type DashboardBackendSettings,
  type DashboardBackendUseCases,
} from './dashboard-backend';
export { DASHBOARD_BACKEND_USE_CASES, dashboardBackendModule } from './dashboard-backend.module';
export type { AdminSessionUseCases } from './admin/admin-api.router';
export type { AdminEmployeeUseCases } from './admin/admin-employees.router';
export type { SurveyUseCases } from './survey/survey.router';
export type { SurveyRateLimit } from './survey/survey-limits';
