export { dashboardRouter, type DashboardOptions } from './dashboard.router';
