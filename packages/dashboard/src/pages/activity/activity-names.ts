import type { components } from '@employee/client';
import { useQueries } from '@tanstack/react-query';
import { useCampaignChoices, useFilterChoices } from '../../api/choices';
import { api } from '../../api/http';
import { useAllUsers } from '../../api/users';
import { useCurrentCompany } from '../../app/current-company';

type AuditEvent = components['schemas']['AuditEvent'];

/** What an id on the activity page may name: a user (an actor or an entity), an employee, a campaign, a filter. */
export type NamedKind = 'user' | 'employee' | 'campaign' | 'filter';

/** A name for an id of `kind`, or `null` when the reader may not see it or it is not found (the id is shown). */
export type NameOf = (kind: NamedKind, id: string) => string | null;

/** How long an employee's name read for the activity page is reused before being read again, in ms. */
const NAME_STALE_MS = 5 * 60_000;

/**
 * The names the activity page shows instead of ids (docs/dashboard.md#activity), read only when the reader's scopes
 * allow the read: users from one list (`GET /v1/users`, `users:read`, the first 100), campaigns and filters from the
 * lists other pages share (`campaigns:read`, `filters:read`), and employees one read per distinct employee of the page
 * (`GET /v1/employees/{id}`, `employees:read`; the API has no read by many ids), cached across pages. A deleted
 * employee, or one past the first 100 users, keeps its id.
 */
export function useActivityNames(events: readonly AuditEvent[]): NameOf {
  const { can } = useCurrentCompany();
  const users = useAllUsers(can('users:read'));
  const campaigns = useCampaignChoices(can('campaigns:read'));
  const filters = useFilterChoices(can('filters:read'));
  const employeeIds = can('employees:read')
    ? [...new Set(events.filter((e) => e.entity === 'employee').map((e) => e.entity_id))]
    : [];
  const employees = useQueries({
    queries: employeeIds.map((id) => ({
      queryKey: ['employees', id, 'name'],
      staleTime: NAME_STALE_MS,
      retry: false,
      queryFn: async () => (await api.GET('/v1/employees/{id}', { params: { path: { id } } })).data?.data.name ?? null,
    })),
  });
  const names: Record<NamedKind, Map<string, string>> = {
    user: new Map(users.data?.map((u) => [u.id, u.name])),
    campaign: new Map(campaigns.data?.map((c) => [c.id, c.name])),
    filter: new Map(filters.data?.map((f) => [f.id, f.name])),
    employee: new Map(employeeIds.flatMap((id, i) => (employees[i]?.data ? [[id, employees[i].data]] : []))),
  };
  return (kind, id) => names[kind].get(id) ?? null;
}
