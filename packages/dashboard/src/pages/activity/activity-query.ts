/** The entities of the audit trail (docs/openapi.yaml, `GET /v1/audit-events`, `entity`). */
export const ENTITIES = [
  'employee',
  'filter',
  'campaign',
  'company',
  'user',
  'profile',
  'permission',
  'api_key',
  'user_token',
  'webhook_endpoint',
] as const;

/** The activity's filters as the address carries them; dates are calendar days (`YYYY-MM-DD`) of the browser. */
export const FILTER_NAMES = ['entity', 'entity_id', 'actor_id', 'action', 'since', 'until'] as const;
export type ActivityFilters = Partial<Record<(typeof FILTER_NAMES)[number], string>>;

/** The filters present in `params` (blank ones left out). */
export function filtersOf(params: URLSearchParams): ActivityFilters {
  const filters: ActivityFilters = {};
  for (const name of FILTER_NAMES) {
    const value = params.get(name)?.trim();
    if (value) filters[name] = value;
  }
  return filters;
}

/**
 * The start of the browser's calendar day `day` (`YYYY-MM-DD`) plus `plusDays`, as the API's instant: ISO 8601 with
 * the browser's offset that day (`2026-11-25T00:00:00-03:00`).
 */
export function startOfDay(day: string, plusDays = 0): string {
  const [year = NaN, month = NaN, date = NaN] = day.split('-').map(Number);
  const start = new Date(year, month - 1, date + plusDays);
  const offset = -start.getTimezoneOffset();
  const pad = (n: number) => String(Math.trunc(Math.abs(n))).padStart(2, '0');
  const sign = offset >= 0 ? '+' : '-';
  return (
    `${start.getFullYear()}-${pad(start.getMonth() + 1)}-${pad(start.getDate())}T00:00:00` +
    `${sign}${pad(offset / 60)}:${pad(offset % 60)}`
  );
}

/**
 * The query of `GET /v1/audit-events` for `filters`: `since` from the start of its day (inclusive), `until` to the
 * start of the day after (the API's `until` is exclusive, the form's day inclusive).
 */
export function auditQueryOf(filters: ActivityFilters) {
  return {
    entity: filters.entity,
    entity_id: filters.entity_id,
    actor_id: filters.actor_id,
    action: filters.action,
    since: filters.since ? startOfDay(filters.since) : undefined,
    until: filters.until ? startOfDay(filters.until, 1) : undefined,
  };
}
