import type { ListAuditEvents } from '@employee/domain';
import { toAuditEventView } from '@employee/wire';
import { Router, type Request } from 'express';
import { methodNotAllowed, originOf, requireScope, targetCompanyId } from '@employee/http-common';

/** The use cases behind `/v1/audit-events`. */
export interface AuditEventUseCases {
  readonly listAuditEvents: ListAuditEvents;
}

/** The query parameters a page link keeps (every filter and `per_page`). */
const KEPT = ['entity', 'entity_id', 'actor_id', 'action', 'since', 'until', 'per_page'];

/** The absolute URL of this listing with the request's filters, and `cursor` when given. */
function linkOf(req: Request, publicBaseUrl: string | null, cursor: string | null): string {
  const query = new URLSearchParams();
  for (const name of KEPT) {
    const value = req.query[name];
    if (typeof value === 'string') query.set(name, value);
  }
  if (cursor !== null) query.set('cursor', cursor);
  const search = query.toString();
  return `${originOf(req, publicBaseUrl)}${req.baseUrl}${search === '' ? '' : `?${search}`}`;
}

/**
 * `/v1/audit-events` (scope `audit:read`): the target company's audit trail, newest first, filtered by `entity`,
 * `entity_id`, `actor_id`, `action`, `since`, `until`, by cursor pages:
 * `{data, links: {first, next}, meta: {per_page, next_cursor}}`,
 * `links.next` carrying the cursor of the next page (`null` on the last). Source: decisions
 * change-history.md#audit-trail; docs/change-history.md#audit-trail.
 */
export function auditEventsRouter(
  { listAuditEvents }: AuditEventUseCases,
  timeZone: string,
  publicBaseUrl: string | null,
): Router {
  const router = Router();
  router
    .route('/')
    .get(requireScope('audit:read'), async (req, res) => {
      const q = req.query;
      const page = await listAuditEvents.execute({
        companyId: targetCompanyId(res),
        entity: q.entity,
        entityId: q.entity_id,
        actorId: q.actor_id,
        action: q.action,
        since: q.since,
        until: q.until,
        cursor: q.cursor,
        perPage: q.per_page,
      });
      res.json({
        data: page.items.map((event) => toAuditEventView(event, timeZone)),
        links: {
          first: linkOf(req, publicBaseUrl, null),
          next: page.nextCursor === null ? null : linkOf(req, publicBaseUrl, page.nextCursor),
        },
        meta: { per_page: page.perPage, next_cursor: page.nextCursor },
      });
    })
    .all(methodNotAllowed('GET'));
  return router;
}
