/**
 * The baseline's five employee operations: the statements of `baseline-sql.ts`, in our server's order and
 * transactions, and a JSON body of the same shape as ours. No validation, no DTOs, no domain objects.
 */
import type { Pool, PoolClient } from 'pg';
import type { BaselineCompany } from './baseline-auth';
import { appendHistory, type BaselineActor, type EmployeeChange } from './baseline-history';
import { cursorFor, employeeListScope, placeOfCursor } from './bench-cursor';
import {
  employeeJson,
  employeeRowOf,
  fieldValuesOf,
  newEmployeeRow,
  revisedEmployeeRow,
  upsertParameters,
  type EmployeeRow,
  type FieldValueRow,
  type FilterRecordRow,
} from './baseline-employee';
import {
  ACTIVE_CAMPAIGN_IDS,
  ACTIVE_FILTERS_FOR_SHARE,
  CAMPAIGN_LINKS_OF,
  CLASHES,
  COMMIT,
  COMPANY_BY_ID,
  DELETE_DROPPED_CAMPAIGN_LINKS,
  DELETE_FIELD_VALUES,
  EMPLOYEE_BY_ID_FOR_UPDATE,
  EMPLOYEE_WITH_CHILDREN_BY_ID,
  EMPLOYEES_BY_IDS,
  FIELD_VALUES_OF,
  MEMBERSHIP_LOCK_SHARED,
  ROLLBACK,
  UPSERT_EMPLOYEE,
  ACTIVE_COUNT,
  LIST_IDS_AFTER,
  LIST_PAGE_IDS,
  SEARCH_PAGE,
  beginWithTimeout,
  containsPattern,
  insertFieldValues,
  upsertCampaignLinks,
} from './baseline-sql';

/** What to answer: a status, an optional JSON body and headers. Thrown in a {@link ReplyError}. */
export class Reply {
  constructor(
    readonly status: number,
    readonly body?: unknown,
    readonly headers: Record<string, string> = {},
  ) {}
}

/** A {@link Reply} thrown by a handler: ends the request with that reply and rolls its transaction back. */
export class ReplyError extends Error {
  constructor(readonly reply: Reply) {
    super(`reply ${reply.status}`);
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NOT_FOUND = new Reply(404, { status: 404, title: 'Not Found', detail: 'Employee not found' });
type Body = Record<string, unknown>;

/** What a request is, for its statement timeout (docs/reliability.md#time-bounds). */
export type RequestKind = 'read' | 'search' | 'write';

/**
 * Runs `work` in one transaction on one pooled connection, as our unit of work does: `START TRANSACTION` with the
 * statement timeout of `kind` (one query), the work, `COMMIT`; `ROLLBACK` when the work throws (a
 * {@link ReplyError} too), then rethrows.
 */
export async function inTransaction<T>(
  pool: Pool,
  kind: RequestKind,
  work: (client: PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query(beginWithTimeout(kind));
    const result = await work(client);
    await client.query(COMMIT);
    return result;
  } catch (error) {
    await client.query(ROLLBACK).catch((rollbackError: Error) => (broken = rollbackError));
    throw error;
  } finally {
    client.release(broken);
  }
}

interface Hydrated {
  readonly row: EmployeeRow;
  readonly values: FieldValueRow[];
  readonly campaignIds: string[];
}

/** Field values and campaign links of `ids`, grouped by employee id (our `hydrate`). */
async function hydrate(
  client: PoolClient,
  ids: string[],
): Promise<{ values: Map<string, FieldValueRow[]>; links: Map<string, string[]> }> {
  const valueRows = (await client.query(FIELD_VALUES_OF, [ids])).rows as Array<FieldValueRow & { employeeId: string }>;
  const linkRows = (await client.query(CAMPAIGN_LINKS_OF, [ids])).rows as Array<{
    employeeId: string;
    campaignId: string;
  }>;
  const values = new Map<string, FieldValueRow[]>();
  for (const v of valueRows)
    values.set(v.employeeId, [
      ...(values.get(v.employeeId) ?? []),
      { filterId: v.filterId, key: v.key, value: v.value },
    ]);
  const links = new Map<string, string[]>();
  for (const l of linkRows) links.set(l.employeeId, [...(links.get(l.employeeId) ?? []), l.campaignId]);
  return { values, links };
}

/**
 * The visible employee `id` of `companyId` with its values and links, locked as ours does to change it (the children
 * read after the lock, so they are current); throws a 404 otherwise.
 */
async function lockedEmployee(client: PoolClient, companyId: string, id: string): Promise<Hydrated> {
  const [raw] = (await client.query(EMPLOYEE_BY_ID_FOR_UPDATE, [id])).rows as Body[];
  if (!raw) throw new ReplyError(NOT_FOUND);
  const row = employeeRowOf(raw);
  const { values, links } = await hydrate(client, [id]);
  if (row.company_id !== companyId || row.deleted_at !== null) throw new ReplyError(NOT_FOUND);
  return { row, values: values.get(id) ?? [], campaignIds: links.get(id) ?? [] };
}

/**
 * Writes the employee row, then replaces its field values and campaign links (our `TypeOrmEmployees.save`), then
 * appends the change to the history as our unit of work does before it commits.
 */
async function save(
  client: PoolClient,
  row: EmployeeRow,
  values: readonly FieldValueRow[],
  campaignIds: readonly string[],
  history: {
    readonly change: Omit<EmployeeChange, 'companyId' | 'employeeId' | 'version'>;
    readonly actor: BaselineActor;
  },
): Promise<void> {
  await client.query(UPSERT_EMPLOYEE, upsertParameters(row));
  await client.query(DELETE_FIELD_VALUES, [row.id]);
  if (values.length > 0) {
    await client.query(
      insertFieldValues(values.length),
      values.flatMap((v, position) => [row.id, v.filterId, position, v.value]),
    );
  }
  await client.query(DELETE_DROPPED_CAMPAIGN_LINKS, [row.id, campaignIds]);
  if (campaignIds.length > 0) {
    await client.query(
      upsertCampaignLinks(campaignIds.length),
      campaignIds.flatMap((campaignId, position) => [row.id, campaignId, position]),
    );
  }
  const ids = { companyId: row.company_id as string, employeeId: row.id as string, version: row.version as number };
  await appendHistory(client, { ...history.change, ...ids }, history.actor);
}

async function requireCompany(client: PoolClient, companyId: string): Promise<void> {
  if ((await client.query(COMPANY_BY_ID, [companyId])).rowCount === 0)
    throw new ReplyError(new Reply(404, { status: 404, title: 'Not Found', detail: 'Company not found' }));
}

async function activeFilters(client: PoolClient, companyId: string): Promise<FilterRecordRow[]> {
  return (await client.query(ACTIVE_FILTERS_FOR_SHARE, [companyId, true])).rows as FilterRecordRow[];
}

async function activeCampaignIds(client: PoolClient, companyId: string): Promise<string[]> {
  return ((await client.query(ACTIVE_CAMPAIGN_IDS, [companyId, 'open'])).rows as Body[]).map(
    (r) => r.CampaignRecord_id as string,
  );
}

/** Throws a 422 naming the unique values another non-deleted employee holds. */
async function checkClashes(client: PoolClient, row: EmployeeRow, exceptId: string | null): Promise<void> {
  const [held] = (
    await client.query(CLASHES, [row.document, row.email, row.phone, row.company_id, row.internal_id, exceptId])
  ).rows as Body[];
  const taken = Object.entries(held ?? {}).filter(([, value]) => value === true);
  if (taken.length > 0) {
    const errors = Object.fromEntries(taken.map(([field]) => [field, ['has already been taken']]));
    throw new ReplyError(
      new Reply(422, { status: 422, title: 'Validation Error', detail: 'The data sent is invalid', meta: { errors } }),
    );
  }
}

/** `GET /api/v1/employees/{id}`: the row with its children in one statement, no lock. */
export async function getEmployee(pool: Pool, company: BaselineCompany, id: string): Promise<Reply> {
  if (!UUID.test(id)) return NOT_FOUND;
  return inTransaction(pool, 'read', async (client) => {
    const [raw] = (await client.query(EMPLOYEE_WITH_CHILDREN_BY_ID, [id.toLowerCase()])).rows as Body[];
    if (!raw) throw new ReplyError(NOT_FOUND);
    const row = employeeRowOf(raw);
    if (row.company_id !== company.id || row.deleted_at !== null) throw new ReplyError(NOT_FOUND);
    return new Reply(200, { data: employeeJson(row, raw.fieldValues as FieldValueRow[]) });
  });
}

/** The total and the page's ids: from the maintained counts and the order index, or from one search scan. */
async function pageIds(
  client: PoolClient,
  companyId: string,
  search: string | null,
  offset: number,
  perPage: number,
): Promise<{ total: number; ids: string[] }> {
  if (search === null) {
    const [counted] = (await client.query(ACTIVE_COUNT, [companyId])).rows as Array<{ total: number }>;
    const ids = ((await client.query(LIST_PAGE_IDS, [companyId, offset, perPage])).rows as Array<{ id: string }>).map(
      (row) => row.id,
    );
    return { total: counted?.total ?? 0, ids };
  }
  const [found] = (await client.query(SEARCH_PAGE, [companyId, containsPattern(search), offset, perPage]))
    .rows as Array<{ total: number; ids: string[] }>;
  return found ?? { total: 0, ids: [] };
}

/** The employees of `ids`, in that order, with their field values. */
async function employeesOfIds(
  client: PoolClient,
  ids: readonly string[],
): Promise<{ rows: EmployeeRow[]; values: Map<string, FieldValueRow[]> }> {
  if (ids.length === 0) return { rows: [], values: new Map<string, FieldValueRow[]>() };
  const byId = new Map(((await client.query(EMPLOYEES_BY_IDS, [ids])).rows as Body[]).map((raw) => [raw.id, raw]));
  const rows = ids.flatMap((id) => {
    const raw = byId.get(id);
    return raw ? [employeeRowOf(raw)] : [];
  });
  return {
    rows,
    values: (
      await hydrate(
        client,
        rows.map((r) => r.id as string),
      )
    ).values,
  };
}

/**
 * `GET /api/v1/employees?per_page&cursor=…` without `search` (docs/change-history.md#cursor-pages): the page after
 * the cursor's place, `meta` `{per_page, next_cursor}`, nothing counted; a cursor ours would refuse is a 422.
 */
async function listEmployeesAfter(
  pool: Pool,
  company: BaselineCompany,
  cursor: string,
  perPage: number,
  baseUrl: string,
): Promise<Reply> {
  const scope = employeeListScope(company.id);
  const after = placeOfCursor(cursor, scope);
  if (!after) {
    const errors = { cursor: ['must be a cursor this list gave, unchanged, or empty to start'] };
    return new Reply(422, { status: 422, title: 'Validation Error', detail: 'Invalid cursor', meta: { errors } });
  }
  const { rows, values } = await inTransaction(pool, 'read', async (client) => {
    const ids = (
      (await client.query(LIST_IDS_AFTER, [company.id, after.createdAt, after.id, perPage + 1])).rows as Array<{
        id: string;
      }>
    ).map((row) => row.id);
    return employeesOfIds(client, ids);
  });
  const kept = rows.slice(0, perPage);
  const last = kept[kept.length - 1];
  const next =
    rows.length > perPage && last
      ? cursorFor({ createdAt: last.created_at as Date, id: last.id as string }, scope)
      : null;
  const urlOf = (value: string) => `${baseUrl}?per_page=${perPage}&cursor=${value}`;
  return new Reply(200, {
    data: kept.map((row) => employeeJson(row, values.get(row.id as string) ?? [])),
    links: { first: urlOf(''), last: null, prev: null, next: next && urlOf(next) },
    meta: { per_page: perPage, next_cursor: next },
  });
}

/**
 * `GET /api/v1/employees?page&per_page&search`: `{data, links, meta}`; `baseUrl` is the origin and path of the
 * links. A `cursor` without `search` goes to {@link listEmployeesAfter}.
 */
export async function listEmployees(
  pool: Pool,
  company: BaselineCompany,
  query: URLSearchParams,
  baseUrl: string,
): Promise<Reply> {
  const page = Number(query.get('page') ?? 1);
  const perPage = Number(query.get('per_page') ?? 10);
  const search = query.get('search')?.trim() || null;
  const cursor = query.get('cursor');
  if (cursor && search === null) return listEmployeesAfter(pool, company, cursor, perPage, baseUrl);
  const kind = query.has('search') ? 'search' : 'read';
  const { total, rows, values } = await inTransaction(pool, kind, async (client) => {
    const found = await pageIds(client, company.id, search, (page - 1) * perPage, perPage);
    return { total: found.total, ...(await employeesOfIds(client, found.ids)) };
  });
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const searched = search === null ? '' : `search=${encodeURIComponent(query.get('search') ?? '')}&`;
  const kept = `${searched}per_page=${perPage}`;
  const urlOf = (n: number) => `${baseUrl}?${kept}&page=${n}`;
  return new Reply(200, {
    data: rows.map((row) => employeeJson(row, values.get(row.id as string) ?? [])),
    links: {
      first: urlOf(1),
      last: urlOf(lastPage),
      prev: page > 1 ? urlOf(Math.min(page - 1, lastPage)) : null,
      next: page < lastPage ? urlOf(page + 1) : null,
    },
    meta: { current_page: page, per_page: perPage, total, last_page: lastPage },
  });
}

/** `POST /api/v1/employees`: 201 with `Location`. */
export async function createEmployee(
  pool: Pool,
  company: BaselineCompany,
  body: Body,
  location: string,
  actor: BaselineActor,
): Promise<Reply> {
  return inTransaction(pool, 'write', async (client) => {
    await requireCompany(client, company.id);
    await client.query(MEMBERSHIP_LOCK_SHARED, [company.id]);
    const now = new Date();
    const filters = await activeFilters(client, company.id);
    const row = newEmployeeRow(body, company.id, now);
    const values = fieldValuesOf(body.fields, filters);
    await checkClashes(client, row, null);
    const campaignIds = body.include_campaign === true ? await activeCampaignIds(client, company.id) : [];
    const change = { action: 'employee.created', changed: Object.keys(body) } as const;
    await save(client, row, values, campaignIds, { change, actor });
    return new Reply(201, { data: employeeJson(row, values) }, { location: `${location}/${row.id as string}` });
  });
}

/** `PUT /api/v1/employees/{id}`: only the properties sent change; `fields` replaces the set when sent. */
export async function updateEmployee(
  pool: Pool,
  company: BaselineCompany,
  id: string,
  body: Body,
  actor: BaselineActor,
): Promise<Reply> {
  if (!UUID.test(id)) return NOT_FOUND;
  return inTransaction(pool, 'write', async (client) => {
    await requireCompany(client, company.id);
    if (body.include_campaign === true || body.remove_campaign === true)
      await client.query(MEMBERSHIP_LOCK_SHARED, [company.id]);
    const found = await lockedEmployee(client, company.id, id.toLowerCase());
    const now = new Date();
    const row = revisedEmployeeRow(found.row, body, now);
    const values =
      body.fields === undefined ? found.values : fieldValuesOf(body.fields, await activeFilters(client, company.id));
    await checkClashes(client, row, found.row.id as string);
    let campaignIds = found.campaignIds;
    if (body.include_campaign === true || body.remove_campaign === true) {
      const active = await activeCampaignIds(client, company.id);
      campaignIds =
        body.include_campaign === true
          ? [...new Set([...campaignIds, ...active])]
          : campaignIds.filter((c) => !active.includes(c));
    }
    const change = { action: 'employee.updated', changed: Object.keys(body) } as const;
    await save(client, row, values, campaignIds, { change, actor });
    return new Reply(200, { data: employeeJson(row, values) });
  });
}

/** `DELETE /api/v1/employees/{id}`: soft delete (row kept, values and links removed), 204. */
export async function deleteEmployee(
  pool: Pool,
  company: BaselineCompany,
  id: string,
  actor: BaselineActor,
): Promise<Reply> {
  if (!UUID.test(id)) return NOT_FOUND;
  return inTransaction(pool, 'write', async (client) => {
    await client.query(MEMBERSHIP_LOCK_SHARED, [company.id]);
    const found = await lockedEmployee(client, company.id, id.toLowerCase());
    const deleted = { ...found.row, deleted_at: new Date(), firing_settles_at: null };
    const change = { action: 'employee.deleted', changed: ['fields', 'campaigns', 'deleted_at'] } as const;
    await save(client, { ...deleted, version: (found.row.version as number) + 1 }, [], [], { change, actor });
    return new Reply(204);
  });
}
