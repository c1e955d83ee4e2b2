import { lazy, type ReactElement } from 'react';
import { ActivityPage } from '../pages/activity/ActivityPage';
import { ApiKeyPage } from '../pages/api-key/ApiKeyPage';
import { CampaignsPage } from '../pages/campaigns/CampaignsPage';
import { CompaniesPage } from '../pages/companies/CompaniesPage';
import { EmployeesPage } from '../pages/employees/EmployeesPage';
import { FiltersPage } from '../pages/filters/FiltersPage';
import { PermissionsPage } from '../pages/permissions/PermissionsPage';
import { ProfilesPage } from '../pages/profiles/ProfilesPage';
import { UsersPage } from '../pages/users/UsersPage';
import { WebhooksPage } from '../pages/webhooks/WebhooksPage';

/** The reports pages carry the chart library (most of the bundle): they are loaded when first opened. */
const ReportsSection = lazy(async () => ({
  default: (await import('../pages/reports/ReportsSection')).ReportsSection,
}));

/** A page of the signed-in dashboard: where it is, its navigation label, the scope it needs and what it shows. */
export interface DashboardPage {
  /** Under `/admin/`; each page may have sub-paths (`employees/*`). */
  readonly path: string;
  /** Key of its label in the `common` messages. */
  readonly label: string;
  /** The scope the user needs on the current company to see it (docs/access.md). */
  readonly scope: string;
  readonly element: ReactElement;
}

/** Every page, in the navigation's order (docs/dashboard.md#pages). */
export const PAGES: readonly DashboardPage[] = [
  { path: 'companies', label: 'nav.companies', scope: 'companies:read', element: <CompaniesPage /> },
  { path: 'api-key', label: 'nav.apiKey', scope: 'keys:write', element: <ApiKeyPage /> },
  { path: 'users', label: 'nav.users', scope: 'users:read', element: <UsersPage /> },
  { path: 'profiles', label: 'nav.profiles', scope: 'users:read', element: <ProfilesPage /> },
  { path: 'permissions', label: 'nav.permissions', scope: 'users:read', element: <PermissionsPage /> },
  { path: 'filters', label: 'nav.filters', scope: 'filters:read', element: <FiltersPage /> },
  { path: 'employees', label: 'nav.employees', scope: 'employees:read', element: <EmployeesPage /> },
  { path: 'campaigns', label: 'nav.campaigns', scope: 'campaigns:read', element: <CampaignsPage /> },
  { path: 'reports', label: 'nav.reports', scope: 'reports:read', element: <ReportsSection /> },
  { path: 'activity', label: 'nav.activity', scope: 'audit:read', element: <ActivityPage /> },
  { path: 'webhooks', label: 'nav.webhooks', scope: 'webhooks:write', element: <WebhooksPage /> },
];
