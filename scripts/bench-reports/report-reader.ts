/**
 * How `npm run bench:reports` reads a report: one small interface, so the same measurement runs in-process now and
 * over HTTP later (docs/performance.md#reports).
 */

/** A report read: the report's path name and its query string pairs; resolves to the answer's body. */
export interface ReportReader {
  /**
   * Reads report `name` with `params` (`campaign_id`, `group_by`, `segment[…]`, …).
   * @throws ReportRefused when the service refuses the parameters for this report (422).
   */
  readReport(name: string, params: ReadonlyArray<readonly [string, string]>): Promise<unknown>;
  /** Lets go of what the reader holds (connections). */
  close(): Promise<void>;
}

/** A 422: the report does not take these parameters (`ranking-filters` without `group_by`, …). */
export class ReportRefused extends Error {}
