import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { components } from '@employee/client';
import { api } from '../../api/http';
import { PROFILES_KEY, type Profile } from '../../api/profiles';

/** A scope of the catalogue and its one-line description. */
export type ScopeEntry = components['schemas']['ScopeList']['data'][number];
/** What a profile's form sends. */
export interface ProfileInput {
  readonly name: string;
  readonly scopes: components['schemas']['Scope'][];
}

/** The catalogue of scopes (fourteen), in its order (`GET /v1/scopes`). */
export function useScopes() {
  return useQuery({
    queryKey: ['scopes'],
    queryFn: async () => (await api.GET('/v1/scopes', { params: { query: { per_page: 100 } } })).data?.data ?? [],
    staleTime: Infinity,
  });
}

/** Creates a profile (`id` absent) or changes one; 422 names the invalid field, 409 a built-in profile. */
export function useSaveProfile(id: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ProfileInput) =>
      id
        ? (await api.PUT('/v1/profiles/{id}', { params: { path: { id } }, body })).data!.data
        : (await api.POST('/v1/profiles', { body })).data!.data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROFILES_KEY }),
  });
}

/** Deletes a custom profile; 409 when permissions still grant it (the answer says how many). */
export function useDeleteProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (profile: Profile) => {
      await api.DELETE('/v1/profiles/{id}', { params: { path: { id: profile.id } } });
      return profile;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROFILES_KEY }),
  });
}
