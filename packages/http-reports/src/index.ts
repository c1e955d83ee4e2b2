export { createReportsApp, reportsApi, type ReportsAppDeps } from './reports-app';
export type { ReportUseCases } from './routes/reports.router';
export { reportCsv, CSV_CONTENT_TYPE } from './csv/report-csv';
export { REPORTS_OPENAPI_PATH, loadReportsOpenApiDocument } from './openapi/reports-document';
