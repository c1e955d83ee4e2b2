import type { Client } from 'openapi-fetch';
import type { components, paths } from './generated/openapi';

/** One page of the employees' changes feed, as the API returns it. */
export type EmployeeChanges = components['schemas']['EmployeeChanges'];
/** One entry of the employees' changes feed: `upsert` with the employee as it is now (or `null`), or `delete`. */
export type EmployeeChange = components['schemas']['EmployeeChange'];

/** A feed read that was answered with an error (`status`, and the standard error body when there was one). */
export class ChangesFeedError extends Error {
  override readonly name = 'ChangesFeedError';
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`GET /v1/employees/changes answered ${status}`);
  }
}

/**
 * Reads the page of the employees' changes feed after `cursor` (`null`: from the beginning of the company's
 * history), `limit` entries at most (1..1000, default 1000). Keep the page's `next_cursor` and call again with it
 * (at once while `has_more`); an unchanged company answers an empty `data` with the same cursor
 * (docs/change-history.md#the-changes-feeds).
 * @throws ChangesFeedError on an error answer (a `422` for a cursor this feed never gave).
 */
export async function changesSince(
  client: Client<paths, 'application/json'>,
  cursor: string | null,
  limit = 1000,
): Promise<EmployeeChanges> {
  const query = cursor === null ? { limit } : { cursor, limit };
  const { data, error, response } = await client.GET('/v1/employees/changes', { params: { query } });
  if (data === undefined) throw new ChangesFeedError(response.status, error);
  return data;
}
