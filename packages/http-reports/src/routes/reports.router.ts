import type { ReadComments, ReadReport, ReportAnswer } from '@employee/domain';
import { HttpError, methodNotAllowed, principalOf, requireScope, targetCompanyId } from '@employee/http-common';
import { Router, type Request, type Response } from 'express';
import { CSV_CONTENT_TYPE, reportCsv } from '../csv/report-csv';

/** The use cases of the reports listener. */
export interface ReportUseCases {
  readonly readReport: Pick<ReadReport, 'execute'>;
  readonly readComments: Pick<ReadComments, 'execute'>;
}

const JSON_TYPE = 'application/json';
const CSV_TYPE = 'text/csv';

/** The query string's `[name, value]` pairs in order, decoded as `URLSearchParams` decodes them. */
function queryPairs(req: Request): Array<[string, string]> {
  const query = req.originalUrl.indexOf('?');
  return query < 0 ? [] : [...new URLSearchParams(req.originalUrl.slice(query + 1))];
}

/**
 * The CSV of `answer`: the report's main table (for a selection under the minimum group size, its header and one
 * `overall` line of empty cells, as a suppressed group is shown; docs/reports.md#csv).
 */
function sendCsv(res: Response, name: string, answer: ReportAnswer): void {
  res.attachment(`${name}-${answer.meta.campaign_id}.csv`);
  res.set('Content-Type', CSV_CONTENT_TYPE);
  res.send(Buffer.from(reportCsv(answer.table), 'utf8')); // a Buffer: Express keeps the charset as written
}

/**
 * `GET /v1/reports/{name}` (mounted under `/api`, behind `authenticatedApi`): scope `reports:read` on the target
 * company; the caller's CampaignAccess (a user's; every campaign for an API key) applies. The query string goes to
 * `ReadReport` as its pairs in order. The answer is `{data, meta}` (`meta.generated_at` ISO 8601 UTC), or with
 * `Accept: text/csv` the report's main table as CSV ({@link reportCsv}) with
 * `Content-Disposition: attachment; filename=<name>-<campaign_id>.csv`; an `Accept` that allows neither is 406.
 * Errors are the domain's:
 * `REPORT.NOT_FOUND` and `CAMPAIGN.NOT_FOUND` 404, `CAMPAIGN.FORBIDDEN_TARGET` 403, `REPORT.INVALID` 422.
 * `GET /v1/reports/comments` answers `ReadComments` the same way, in JSON only (docs/reports.md#comments).
 * Source: docs/decisions/0003-reports.md#where-and-how; docs/reports.md#the-listener.
 */
export function reportsRouter(useCases: ReportUseCases): Router {
  const router = Router();
  router
    .route('/comments')
    .get(requireScope('reports:read'), async (req: Request, res) => {
      res.vary('Accept');
      if (!req.accepts(JSON_TYPE)) throw new HttpError(406, 'Comments are answered as application/json');
      const answer = await useCases.readComments.execute({
        companyId: targetCompanyId(res),
        params: queryPairs(req),
        access: principalOf(res).campaignAccess,
      });
      res.json({ data: answer.data, meta: { ...answer.meta, generated_at: answer.meta.generated_at.toISOString() } });
    })
    .all(methodNotAllowed('GET'));
  router
    .route('/:name')
    .get(requireScope('reports:read'), async (req: Request<{ name: string }>, res) => {
      res.vary('Accept');
      const format = req.accepts([JSON_TYPE, CSV_TYPE]);
      if (!format) throw new HttpError(406, 'Reports are answered as application/json or text/csv');
      const { name } = req.params;
      const answer = await useCases.readReport.execute({
        companyId: targetCompanyId(res),
        name,
        params: queryPairs(req),
        access: principalOf(res).campaignAccess,
      });
      if (format === CSV_TYPE) return sendCsv(res, name, answer);
      res.json({ data: answer.data, meta: { ...answer.meta, generated_at: answer.meta.generated_at.toISOString() } });
    })
    .all(methodNotAllowed('GET'));
  return router;
}
