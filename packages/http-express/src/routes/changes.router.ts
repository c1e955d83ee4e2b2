import type { ChangesPage, Scope } from '@employee/domain';
import { Router, type Request } from 'express';
import { methodNotAllowed, requireScope, targetCompanyId } from '@employee/http-common';

/** How one resource's changes feed is read and shown. */
export interface ChangesRoute<T> {
  /** One page of the target company's feed, from the query's `cursor` and `limit` as received. */
  page(companyId: string, query: { cursor?: unknown; limit?: unknown }): Promise<ChangesPage<T>>;
  /** The property of an entry that holds the resource (`employee`, `filter`). */
  readonly property: string;
  /** The resource's JSON form. */
  view(item: T): unknown;
  /** The scope reading the feed needs (the resource's read scope). */
  readonly scope: Scope;
}

/**
 * `GET /changes` of a resource: one page of the target company's changes feed, `{data: [{id, version, change,
 * <property>}], next_cursor, has_more}` (the resource as it is now, `null` for a tombstone or a resource deleted
 * since), 422 on a bad `cursor` or `limit`, 405 with `Allow` for another method. Mount it before the resource's
 * `/:id` routes. Source: docs/change-history.md#the-changes-feeds.
 */
export function changesRouter<T>(route: ChangesRoute<T>): Router {
  const router = Router();
  router
    .route('/changes')
    .get(requireScope(route.scope), async (req: Request, res) => {
      const { cursor, limit } = req.query;
      const page = await route.page(targetCompanyId(res), { cursor, limit });
      res.json({
        data: page.items.map(({ id, version, change, current }) => ({
          id,
          version,
          change,
          [route.property]: current === null ? null : route.view(current),
        })),
        next_cursor: page.nextCursor,
        has_more: page.hasMore,
      });
    })
    .all(methodNotAllowed('GET'));
  return router;
}
