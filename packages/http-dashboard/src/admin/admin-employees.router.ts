import type { ChangeContexts, Employee, ListDeletedEmployees, RestoreEmployee } from '@employee/domain';
import {
  HttpError,
  authenticatedApi,
  changeContext,
  listBody,
  methodNotAllowed,
  principalOf,
  requireScope,
  sameOriginOnly,
  targetCompanyId,
  type AuthenticatedApiDeps,
} from '@employee/http-common';
import { toAnonymisedEmployeeView, toEmployeeView } from '@employee/wire';
import { Router, type RequestHandler } from 'express';

/** The use cases behind `/admin/api/employees` (docs/access.md#dashboard-only-endpoints). */
export interface AdminEmployeeUseCases {
  readonly listDeletedEmployees: ListDeletedEmployees;
  readonly restoreEmployee: RestoreEmployee;
}

/** What `/admin/api/employees` needs: authentication's (as `/api/v1`), its use cases and the change contexts. */
export interface AdminEmployeesDeps extends AuthenticatedApiDeps {
  readonly adminEmployees: AdminEmployeeUseCases;
  /** Where the request's change context is kept: the audit event of a restore names the signed-in user. */
  readonly changeContexts: ChangeContexts;
  readonly settings: AuthenticatedApiDeps['settings'] & { readonly timeZone: string };
}

/**
 * 403 for any principal but a dashboard session: an API key or a user token authenticates on `/admin/api` as
 * everywhere, and is then refused, since these endpoints are the dashboard's, not the public API's.
 */
const sessionOnly: RequestHandler = (_req, res, next) => {
  if (principalOf(res).kind !== 'session') {
    throw new HttpError(
      403,
      "Only the dashboard's session may use /admin/api: sign in at /admin; API keys and user tokens are refused here",
    );
  }
  next();
};

/**
 * The dashboard's endpoints on soft-deleted employees, under `/admin/api/employees` (docs/dashboard.md;
 * the spec's "restore only through an administrative command on the server", read as the CLI's and the
 * dashboard's: docs/access.md#dashboard-only-endpoints). Not part of the public API nor of docs/openapi.yaml.
 * - `GET /deleted?search=&page=&per_page=` → 200 `{data, links, meta}` as `GET /api/v1/employees` pages (offset
 *   only), each item the public employee view plus `deleted_at` and `anonymised_at` (`null` until anonymised), the
 *   most recently deleted first; scope `audit:read` on the target company (`Resource-Id`).
 * - `POST /{id}/restore` → 200 `{data: employee}` (the public view); scopes `audit:read` and `employees:write`;
 *   404 `EMPLOYEE.NOT_FOUND` (unknown, or of another company), 409 `EMPLOYEE.NOT_DELETED`, 422
 *   `EMPLOYEE.RESTORE_CONFLICT` (a unique value now held by an active employee). The audit event
 *   `employee.restored` names the signed-in user.
 * In order: a request from another site is 403 `cross_site` (`sameOriginOnly`), then authentication and
 * `Resource-Id` as on `/api/v1` (`authenticatedApi`, with its rate limits and `Cache-Control: no-store`), then any
 * principal but the session is 403, then each route's scopes.
 */
export function adminEmployeesRouter(deps: AdminEmployeesDeps): Router {
  const { adminEmployees: useCases, settings } = deps;
  const { timeZone } = settings;
  const publicBaseUrl = settings.publicBaseUrl ?? null;
  const view = (employee: Employee) => toAnonymisedEmployeeView(employee, timeZone);
  const router = Router();
  router.use(
    sameOriginOnly(publicBaseUrl),
    ...authenticatedApi(deps),
    sessionOnly,
    changeContext(deps.changeContexts, 'authenticated'),
  );

  router
    .route('/deleted')
    .get(requireScope('audit:read'), async (req, res) => {
      const { search, page, per_page } = req.query;
      const listed = await useCases.listDeletedEmployees.execute({
        companyId: targetCompanyId(res),
        search,
        page,
        perPage: per_page,
      });
      res.json(listBody(listed, view, req, publicBaseUrl));
    })
    .all(methodNotAllowed('GET'));

  router
    .route('/:id/restore')
    .post(requireScope('audit:read'), requireScope('employees:write'), async (req, res) => {
      const restored = await useCases.restoreEmployee.execute({ id: req.params.id, companyId: targetCompanyId(res) });
      res.json({ data: toEmployeeView(restored, timeZone) });
    })
    .all(methodNotAllowed('POST'));

  return router;
}
