import { useQuery } from '@tanstack/react-query';
import type { components } from '@employee/client';
import { api } from './http';

/** A user as the API returns it (docs/access.md#users). */
export type User = components['schemas']['User'];

/** The query key of everything read about users: a change to one invalidates it. */
export const USERS_KEY = ['users'] as const;

/**
 * The first 100 users of the current company (for choosing one, or counting the invited ones); `enabled: false`
 * holds the request back (a user without `users:read`).
 */
export function useAllUsers(enabled = true) {
  return useQuery({
    queryKey: [...USERS_KEY, 'all'],
    enabled,
    queryFn: async () => (await api.GET('/v1/users', { params: { query: { per_page: 100 } } })).data?.data ?? [],
  });
}
