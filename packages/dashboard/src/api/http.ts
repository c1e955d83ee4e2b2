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

/**
 * A JSON request to one of the dashboard's own endpoints (`/admin/api/...`) or any path the typed client does not
 * describe (CSV downloads). Answers the parsed body (`undefined` for 204), or throws `ApiError`.
 */
export async function request<T>(
  path: string,
  init: { method?: string; body?: unknown; accept?: string } = {},
): Promise<T> {
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
  if (response.status === 204) return undefined as T;
  const type = response.headers.get('Content-Type') ?? '';
  return (type.includes('json') ? await response.json() : await response.text()) as T;
}
