/**
 * `@employee/workforce-sync`: syncs an HR workforce export (CSV) into the Employee Integration API through
 * `@employee/client`, the way a customer's integration does it (docs/workforce-sync.md). CLI:
 * `npm run sync -- <file.csv>`.
 */
export {
  parseWorkforceFile,
  WorkforceFileError,
  EMPLOYEE_COLUMNS,
  type WorkforceFile,
  type WorkforceRecord,
} from './workforce-file';
export { planSync, type SyncAction, type SyncPlan } from './sync-plan';
export {
  syncWorkforce,
  SyncAbortedError,
  type SyncOptions,
  type SyncSummary,
  type RejectedRow,
  type FailedRow,
} from './sync-workforce';
export { summaryText, rejectedRowsCsv } from './sync-report';
export { catchUp, emptyPicture, loadPicture, pictureTarget, savePicture, type LocalPicture } from './local-picture';
export { canonical } from './cell-values';
