import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { components } from '@employee/client';
import { useCampaignChoices, useCompanyChoices, useFilterChoices } from '../../api/choices';
import { api } from '../../api/http';
import { useCurrentCompany } from '../../app/current-company';
import { useProfiles } from '../../api/profiles';
import { useAllUsers } from '../../api/users';

/** A permission: one profile granted to one user on one company (docs/access.md#permissions). */
export type Permission = components['schemas']['Permission'];
/** Which survey results a user may read (docs/access.md#campaignaccess). */
export type CampaignAccess = components['schemas']['CampaignAccess'];

const PERMISSIONS_KEY = ['permissions'] as const;

/** The permissions on the current company and the companies below it (first 100). */
export function usePermissions() {
  return useQuery({
    queryKey: PERMISSIONS_KEY,
    queryFn: async () => (await api.GET('/v1/permissions', { params: { query: { per_page: 100 } } })).data?.data ?? [],
  });
}

/**
 * The companies a permission may be on: the current one and its branches (`GET /v1/companies` with
 * `companies:read`, else the session's), each with its name.
 */
export function useGrantableCompanies(): { id: string; name: string }[] {
  const { session, can } = useCurrentCompany();
  const branches = useCompanyChoices(can('companies:read'));
  return branches.data ?? [...session.companies];
}

/** Names of the users, companies and profiles a permission refers to; `undefined` for one outside the lists. */
export function usePermissionNames() {
  const users = useAllUsers();
  const profiles = useProfiles();
  const companies = useGrantableCompanies();
  return {
    users: users.data ?? [],
    profiles: profiles.data ?? [],
    companies,
    error: users.error ?? profiles.error,
    user: (id: string) => users.data?.find((u) => u.id === id)?.name,
    profile: (id: string) => profiles.data?.find((p) => p.id === id)?.name,
    company: (id: string) => companies.find((c) => c.id === id)?.name,
  };
}

/** Grants a profile (`POST /v1/permissions`); 409 for a second permission of the user on the company. */
export function useCreatePermission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { user_id: string; company_id: string; profile_id: string }) =>
      (await api.POST('/v1/permissions', { body })).data!.data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PERMISSIONS_KEY }),
  });
}

/** Grants another profile through a permission (`PUT /v1/permissions/{id}`). */
export function useUpdatePermission(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (profileId: string) =>
      (await api.PUT('/v1/permissions/{id}', { params: { path: { id } }, body: { profile_id: profileId } })).data!.data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PERMISSIONS_KEY }),
  });
}

/** Deletes a permission (204; 409 when a company would lose its last `users:write` holder). */
export function useDeletePermission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await api.DELETE('/v1/permissions/{id}', { params: { path: { id } } });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PERMISSIONS_KEY }),
  });
}

/** Changes a user's campaign access (`PUT /v1/users/{id}`); 422 names the invalid path. */
export function useSaveCampaignAccess(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (access: CampaignAccess) =>
      (
        await api.PUT('/v1/users/{id}', {
          params: { path: { id: userId } },
          // The generated type of campaign_access is an empty object (the schema is `object | null`).
          body: { campaign_access: access as unknown as Record<string, never> },
        })
      ).data!.data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['users'] }),
  });
}

/** The current company's campaigns and filters, for choosing a user's campaign access (first 100 of each). */
export function useCampaignsAndFilters() {
  const { can } = useCurrentCompany();
  const campaigns = useCampaignChoices(can('campaigns:read'));
  const filters = useFilterChoices(can('filters:read'));
  return { campaigns: campaigns.data ?? [], filters: filters.data ?? [], error: campaigns.error ?? filters.error };
}
