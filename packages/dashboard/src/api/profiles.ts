import { useQuery } from '@tanstack/react-query';
import type { components } from '@employee/client';
import { api } from './http';

/** A profile as the API returns it (docs/access.md#profiles). */
export type Profile = components['schemas']['Profile'];

/** The query key of the profiles: a change to one invalidates it. */
export const PROFILES_KEY = ['profiles'] as const;

/** The current company's profiles (the three built-in first), up to 100. */
export function useProfiles() {
  return useQuery({
    queryKey: PROFILES_KEY,
    queryFn: async () => (await api.GET('/v1/profiles', { params: { query: { per_page: 100 } } })).data?.data ?? [],
  });
}
