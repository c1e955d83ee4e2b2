export type { ReportSources } from './report-sources';
