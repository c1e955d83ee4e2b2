import type { ListPosition, Page, Principal, Scope, ViolationMap } from '@employee/domain';
import { Router, type Request, type RequestHandler, type Response } from 'express';
import {
  jsonObjectBody,
  listBody,
  listRequestOf,
  methodNotAllowed,
  principalOf,
  requireScope,
  targetCompanyId,
} from '@employee/http-common';
import { validateRequest } from '../dto/validate-request';
import { markSecretAnswer } from '../idempotency/secret-answer';
import { entityTagOf, expectedVersionOf, isNotModified } from './entity-tags';

/** How one company-scoped resource is listed, created, read, updated and deleted. */
export interface ResourceRoutes<T extends { id: string }, C extends object, U extends object> {
  /** `after`: the decoded `cursor` (docs/change-history.md#cursor-pages): absent for offset paging, `null` to start. */
  list(companyId: string, query: Request['query'], after: ListPosition | null | undefined): Promise<Page<T>>;
  /**
   * `create` and `update` take the body as its DTO holds it and the properties of the wrong JSON type
   * (`rejected`, see `validateRequest`), which the use case reports with its own violations in one 422, and who
   * calls (for the rules that depend on the caller, such as granting only scopes one holds).
   */
  create(companyId: string, body: C, rejected: ViolationMap, principal: Principal): Promise<T>;
  /**
   * The answer of `POST /` shows a secret once (a webhook endpoint's signing secret): it is never kept for an
   * `Idempotency-Key` replay (`markSecretAnswer`). Default: false.
   */
  createAnswersSecret?: boolean;
  get(companyId: string, id: string): Promise<T>;
  /** `expectedVersion`: the version of `If-Match` (versioned resources only), `null` for none. */
  update(
    companyId: string,
    id: string,
    body: U,
    rejected: ViolationMap,
    principal: Principal,
    expectedVersion: number | null,
  ): Promise<T>;
  /** Absent for a resource that cannot be deleted: `DELETE /:id` is then a 405 like any other method. */
  remove?: (companyId: string, id: string, expectedVersion: number | null) => Promise<void>;
  /** The resource's JSON form (in lists, and for one item unless `itemView` is given). */
  view(item: T): unknown;
  /** The JSON form of one item (`GET /:id`, and the answers of `POST /` and `PUT /:id`) when richer than `view`. */
  itemView?: (item: T) => unknown;
  /** class-validator DTOs of the POST and PUT bodies. */
  createBody: new () => C;
  updateBody: new () => U;
  /**
   * Query parameters of the list that its pagination links keep (beside `search` and `per_page`), or a function
   * naming them per request (for families of parameters such as `filter[<key>]`).
   */
  listFilters?: readonly string[] | ((query: Request['query']) => readonly string[]);
  /** The scope the GET routes need, and the one POST, PUT and DELETE need. */
  scopes: { read: Scope; write: Scope };
  /**
   * The resource's version, for a versioned resource: its answers carry `ETag`, `If-Match` guards PUT and DELETE
   * (412 when stale) and `If-None-Match` answers GET with 304 when current. Absent: both headers are ignored.
   */
  versionOf?: (item: T) => number;
}

/**
 * The routes of a company-scoped resource, all acting on the request's target company: `GET /` (200
 * `{data, links, meta}`), `POST /` (201 `{data}` with `Location`), `GET /:id` and `PUT /:id` (200 `{data}`),
 * `DELETE /:id` (204, no body), and 405 with `Allow` for any other method. The list pages by `page` or by `cursor`
 * (docs/change-history.md#cursor-pages). Reads need `scopes.read`, writes
 * `scopes.write` (403 otherwise). A versioned resource (`versionOf`) also answers with `ETag`, honours `If-Match` on
 * PUT and DELETE and `If-None-Match` on `GET /:id` (docs/change-history.md#versions-and-etags). Source:
 * docs/contract.md#endpoints, #lists-and-pagination, #employee-fields, #filters, #errors, #scopes-and-principals.
 */
export function resourceRouter<T extends { id: string }, C extends object, U extends object>(
  routes: ResourceRoutes<T, C, U>,
  publicBaseUrl: string | null,
): Router {
  const router = Router();
  const view = (item: T) => routes.view(item);
  const itemView = routes.itemView ?? view;
  const [read, write] = [requireScope(routes.scopes.read), requireScope(routes.scopes.write)];
  const { versionOf } = routes;
  /** Sets the `ETag` of a versioned item's answer. */
  const tag = (res: Response, item: T): Response =>
    versionOf ? res.setHeader('ETag', entityTagOf(versionOf(item))) : res;
  /** `If-Match`'s version for a versioned resource; ignored (`null`) for others. */
  const expected = (req: Request): number | null => (versionOf ? expectedVersionOf(req) : null);

  const create: RequestHandler = async (req, res) => {
    const { body, rejected } = await validateRequest(routes.createBody, req.body);
    const created = await routes.create(targetCompanyId(res), body, rejected, principalOf(res));
    if (routes.createAnswersSecret) markSecretAnswer(res);
    tag(res, created)
      .status(201)
      .location(`${req.baseUrl}/${created.id}`)
      .json({ data: itemView(created) });
  };
  const update: RequestHandler = async (req, res) => {
    const version = expected(req);
    const { body, rejected } = await validateRequest(routes.updateBody, req.body);
    const id = req.params.id as string;
    const updated = await routes.update(targetCompanyId(res), id, body, rejected, principalOf(res), version);
    tag(res, updated).json({ data: itemView(updated) });
  };

  router
    .route('/')
    .get(read, async (req, res) => {
      const { listFilters } = routes;
      const filters = typeof listFilters === 'function' ? listFilters(req.query) : listFilters;
      const list = listRequestOf(req, res, filters);
      const page = await routes.list(targetCompanyId(res), req.query, list.after);
      res.json(listBody(page, view, req, publicBaseUrl, list));
    })
    .post(write, ...jsonObjectBody, create)
    .all(methodNotAllowed('GET', 'POST'));

  const one = router
    .route('/:id')
    .get(read, async (req, res) => {
      const item = await routes.get(targetCompanyId(res), req.params.id);
      if (versionOf && isNotModified(req, versionOf(item))) return void tag(res, item).status(304).end();
      tag(res, item).json({ data: itemView(item) });
    })
    .put(write, ...jsonObjectBody, update);
  const { remove } = routes;
  if (remove) {
    one.delete(write, async (req, res) => {
      await remove(targetCompanyId(res), req.params.id, expected(req));
      res.status(204).end();
    });
  }
  one.all(remove ? methodNotAllowed('GET', 'PUT', 'DELETE') : methodNotAllowed('GET', 'PUT'));

  return router;
}
