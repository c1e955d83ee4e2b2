import {
  allPages,
  ChangesFeedError,
  type Employee,
  type EmployeeChanges,
  type EmployeeClient,
  type Filter,
  type ListPage,
} from '@employee/client';
import pLimit from 'p-limit';
import { catchUp, loadPicture, savePicture, type LocalPicture } from './local-picture';
import { planSync, type SyncAction } from './sync-plan';
import type { WorkforceFile } from './workforce-file';

/** Options of {@link syncWorkforce}. */
export interface SyncOptions {
  readonly client: EmployeeClient;
  readonly file: WorkforceFile;
  /** Requests in flight at once; default 4. The client keeps them within the rate limit. */
  readonly concurrency?: number;
  /** Create the filters the file's filter columns name when the company lacks them; default false (abort). */
  readonly createFilters?: boolean;
  /** `include_campaign` of created employees; default true (docs/contract.md#campaign-flags). */
  readonly includeCampaign?: boolean;
  /**
   * Keep a local picture of the company's employees in this state file and follow the employees' changes feed
   * instead of listing every employee (docs/workforce-sync.md#the-state-file); `target` is `pictureTarget(…)` of
   * the client's URL, key and `Resource-Id`. Absent: list every employee, as before.
   */
  readonly state?: { readonly path: string; readonly target: string };
  /** Called after each row is settled, with the rows done and the rows in all. */
  readonly onProgress?: (done: number, total: number) => void;
}

/** A row the service (422) or the sync itself refused, with the messages by field. */
export interface RejectedRow {
  readonly row: number;
  readonly errors: Readonly<Record<string, readonly string[]>>;
}

/** A row whose request failed otherwise (another status, or no answer). */
export interface FailedRow {
  readonly row: number;
  readonly status: number | null;
  readonly message: string;
}

/** What a sync did. Times in milliseconds. */
export interface SyncSummary {
  readonly rows: number;
  readonly created: number;
  readonly updated: number;
  readonly unchanged: number;
  /** Rows with a firing_date that match no employee: nothing to do. */
  readonly skipped: number;
  readonly rejected: readonly RejectedRow[];
  readonly failed: readonly FailedRow[];
  /** The company's employees that no row matched (left alone). */
  readonly notInFile: number;
  readonly filtersCreated: readonly string[];
  /** HTTP requests sent, retries after a 429 included. */
  readonly requests: number;
  readonly rateLimited: number;
  readonly durationMs: number;
}

/** The sync cannot go on: the key was refused, the service is unreachable, or the file names unknown filters. */
export class SyncAbortedError extends Error {
  override readonly name = 'SyncAbortedError';
  constructor(
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
  }
}

type Outcome =
  | { kind: 'created' | 'updated' | 'unchanged' | 'skipped' }
  | { kind: 'rejected'; rejected: RejectedRow }
  | { kind: 'failed'; failed: FailedRow };

/** A `{data, error, response}` result of the client, as a page or a SyncAbortedError. */
function pageOrAbort<T>(
  what: string,
  result: { data?: ListPage<T>; error?: unknown; response: Response },
): ListPage<T> {
  if (result.data !== undefined) return result.data;
  throw new SyncAbortedError(
    `${what} answered ${result.response.status} ${errorTitle(result.error)}`.trim(),
    result.response.status,
  );
}

function errorTitle(error: unknown): string {
  const body = error as { title?: unknown; detail?: unknown } | undefined;
  return [body?.title, body?.detail].filter((s): s is string => typeof s === 'string').join(': ');
}

function validationErrors(error: unknown): Record<string, string[]> {
  const errors = (error as { meta?: { errors?: unknown } } | undefined)?.meta?.errors;
  return errors !== null && typeof errors === 'object' ? (errors as Record<string, string[]>) : {};
}

/** The filters of the company by key, creating the file's missing ones when allowed. */
async function companyFilters(
  client: EmployeeClient,
  file: WorkforceFile,
  createFilters: boolean,
): Promise<{ filters: Map<string, Filter>; created: string[] }> {
  const list = await allPages(async (cursor) =>
    pageOrAbort('GET /v1/filters', await client.GET('/v1/filters', { params: { query: { cursor, per_page: 100 } } })),
  );
  const filters = new Map(list.map((f) => [f.key, f]));
  const uncovered = list.filter((f) => f.is_required && !file.filterColumns.includes(f.key)).map((f) => `"${f.key}"`);
  if (uncovered.length > 0) {
    throw new SyncAbortedError(
      `the company's filter ${uncovered.join(', ')} is required for every employee: add a column for it`,
    );
  }
  const missing = file.filterColumns.filter((key) => !filters.has(key));
  if (missing.length > 0 && !createFilters) {
    throw new SyncAbortedError(
      `the company has no filter ${missing.map((k) => `"${k}"`).join(', ')}: create them, or pass --create-filters`,
    );
  }
  for (const key of missing) {
    const result = await client.POST('/v1/filters', { body: { key, name: key } });
    if (result.data === undefined) {
      const reasons = Object.values(validationErrors(result.error)).flat().join('; ');
      throw new SyncAbortedError(
        `creating the filter "${key}" answered ${result.response.status} ${reasons || errorTitle(result.error)}`,
        result.response.status,
      );
    }
    filters.set(key, result.data.data);
  }
  return { filters, created: missing };
}

async function perform(client: EmployeeClient, action: SyncAction): Promise<Outcome> {
  switch (action.kind) {
    case 'unchanged':
      return { kind: 'unchanged' };
    case 'skip':
      return { kind: 'skipped' };
    case 'reject':
      return { kind: 'rejected', rejected: { row: action.row, errors: action.errors } };
    case 'create':
    case 'update': {
      try {
        const result =
          action.kind === 'create'
            ? await client.POST('/v1/employees', { body: action.body })
            : await client.PUT('/v1/employees/{id}', { params: { path: { id: action.id } }, body: action.body });
        if (result.data !== undefined) return { kind: action.kind === 'create' ? 'created' : 'updated' };
        const status = result.response.status;
        if (status === 422)
          return { kind: 'rejected', rejected: { row: action.row, errors: validationErrors(result.error) } };
        return {
          kind: 'failed',
          failed: { row: action.row, status, message: `${status} ${errorTitle(result.error)}`.trim() },
        };
      } catch (error) {
        return {
          kind: 'failed',
          failed: { row: action.row, status: null, message: `no answer: ${(error as Error).message}` },
        };
      }
    }
  }
}

/** One page of the employees' feed after `cursor`, or a SyncAbortedError. */
async function feedPageOrAbort(client: EmployeeClient, cursor: string | null): Promise<EmployeeChanges> {
  try {
    return await client.changesSince(cursor);
  } catch (error) {
    if (!(error instanceof ChangesFeedError)) throw error;
    throw new SyncAbortedError(
      `GET /v1/employees/changes answered ${error.status} ${errorTitle(error.body)}`.trim(),
      error.status,
    );
  }
}

/**
 * The company's visible employees: from the state file's picture brought up to date with the feed when the sync
 * keeps one (`picture` is then that picture; `moved` when the feed had changes for it), else from every page of
 * the list.
 */
async function companyEmployees(
  client: EmployeeClient,
  state: SyncOptions['state'],
): Promise<{ employees: Employee[]; picture: LocalPicture | null; moved: boolean }> {
  if (state === undefined) {
    const employees = await allPages(async (cursor) =>
      pageOrAbort(
        'GET /v1/employees',
        await client.GET('/v1/employees', { params: { query: { cursor, per_page: 100 } } }),
      ),
    );
    return { employees, picture: null, moved: false };
  }
  const picture = await loadPicture(state.path, state.target);
  const from = picture.cursor;
  await catchUp(picture, (cursor) => feedPageOrAbort(client, cursor));
  return { employees: [...picture.employees.values()], picture, moved: picture.cursor !== from };
}

/**
 * Brings the company's employees in line with a workforce export through the public API (docs/workforce-sync.md): reads
 * the company's filters and employees once (`per_page=100`; with `state`, the employees from the state file's
 * picture and the feed's changes since), plans every row locally (`planSync`), then sends one PUT per changed
 * row, then one POST per new row, `concurrency` at a time. Rows are independent: a rejected or failed row does not
 * stop the others. Employees absent from the file are left alone. With `state`, the picture is brought up to date
 * with the sync's own writes and saved at the end.
 * @throws SyncAbortedError when reading filters or employees fails (401/403, unreachable service), the
 *   file lacks a column for a required filter, or names filters the company lacks and `createFilters` is false.
 */
export async function syncWorkforce(options: SyncOptions): Promise<SyncSummary> {
  const started = Date.now();
  const { client, file } = options;
  const before = { requests: client.traffic.requests, rateLimited: client.traffic.rateLimited };
  const { filters, created: filtersCreated } = await companyFilters(client, file, options.createFilters ?? false);
  const { employees, picture, moved } = await companyEmployees(client, options.state);
  const plan = planSync(file, employees, filters, options.includeCampaign ?? true);

  const limit = pLimit(options.concurrency ?? 4);
  let done = 0;
  const run = (actions: readonly SyncAction[]): Promise<Outcome[]> =>
    Promise.all(
      actions.map((action) =>
        limit(async () => {
          const outcome = await perform(client, action);
          done += 1;
          options.onProgress?.(done, plan.actions.length);
          return outcome;
        }),
      ),
    );
  // Updates first: one may free an e-mail or phone that a new row takes.
  const outcomes = [
    ...(await run(plan.actions.filter((a) => a.kind !== 'create'))),
    ...(await run(plan.actions.filter((a) => a.kind === 'create'))),
  ];

  const count = (kind: Outcome['kind']): number => outcomes.filter((o) => o.kind === kind).length;
  if (picture && options.state) {
    const wrote = count('created') + count('updated') > 0;
    if (wrote) await catchUp(picture, (cursor) => feedPageOrAbort(client, cursor));
    // An unchanged company with an unchanged file leaves the state file as it is.
    if (wrote || moved) await savePicture(options.state.path, picture);
  }
  return {
    rows: file.records.length,
    created: count('created'),
    updated: count('updated'),
    unchanged: count('unchanged'),
    skipped: count('skipped'),
    rejected: outcomes.flatMap((o) => (o.kind === 'rejected' ? [o.rejected] : [])).sort((a, b) => a.row - b.row),
    failed: outcomes.flatMap((o) => (o.kind === 'failed' ? [o.failed] : [])).sort((a, b) => a.row - b.row),
    notInFile: plan.notInFile,
    filtersCreated,
    requests: client.traffic.requests - before.requests,
    rateLimited: client.traffic.rateLimited - before.rateLimited,
    durationMs: Date.now() - started,
  };
}
