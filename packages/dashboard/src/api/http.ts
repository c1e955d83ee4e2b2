import createClient, { type Middleware } from 'openapi-fetch';
import type { paths } from '@employee/client';
import { apiErrorOf } from './api-error';

let targetCompanyId: string | null = null;

/**
 * Sets the company every request acts on (`Resource-Id`, docs/contract.md#authentication-and-tenancy): the
 * dashboard's company switch. `null`: the user's own company.
 */
export function setTargetCompany(companyId: string | null): void {
  targetCompanyId = companyId;
}

/** `headers` with the switched company's `Resource-Id`, unless the request names one itself. */
function withTargetCompany(headers: Headers): Headers {
  if (targetCompanyId && !headers.has('Resource-Id')) headers.set('Resource-Id', targetCompanyId);
  return headers;
}

/** Throws the {@link ApiError} of any answer outside 2xx, so TanStack Query sees it as the query's error. */
const throwOnError: Middleware = {
  async onResponse({ response }) {
    if (!response.ok) throw await apiErrorOf(response);
    return undefined;
  },
  onRequest({ request }) {
    withTargetCompany(request.headers);
    return request;
  },
};

/**
 * The typed client of the public API (`/api/v1/...`, types generated from docs/openapi.yaml), authenticated by
 * the session cookie, acting on the switched company. Errors are thrown as `ApiError`.
 */
export const api = createClient<paths>({ baseUrl: '/api', credentials: 'same-origin' });
api.use(throwOnError);

/** A typed client's answer body; the client throws on any non-2xx, so a body is always there. */
export function body<T>(result: { data?: T }): T {
  if (result.data === undefined) throw new Error('empty answer');
  return result.data;
}

/** What {@link send} and {@link request} may set: the method, a JSON body, and `Accept` (default JSON). */
export interface RequestOptions {
  readonly method?: string;
  readonly body?: unknown;
  readonly accept?: string;
}

/**
 * A request to one of the dashboard's own endpoints (`/admin/api/...`) or any path the typed client does not
 * describe, as the signed-in user on the switched company: the answer itself, for a caller that reads a file from it.
 * Throws `ApiError` for an answer outside 2xx.
 */
export async function send(path: string, init: RequestOptions = {}): Promise<Response> {
  const response = await fetch(path, {
    method: init.method ?? 'GET',
    credentials: 'same-origin',
    headers: withTargetCompany(
      new Headers({
        Accept: init.accept ?? 'application/json',
        ...(init.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      }),
    ),
    ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
  });
  if (!response.ok) throw await apiErrorOf(response);
  return response;
}

/** {@link send}, answering the parsed body (`undefined` for 204; text when the answer is not JSON). */
export async function request<T>(path: string, init: RequestOptions = {}): Promise<T> {
  const response = await send(path, init);
  if (response.status === 204) return undefined as T;
  const type = response.headers.get('Content-Type') ?? '';
  return (type.includes('json') ? await response.json() : await response.text()) as T;
}
