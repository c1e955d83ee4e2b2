import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { components } from '@employee/client';
import { CAMPAIGNS_KEY, campaignKey, type CampaignWithQuestions } from '../../api/campaigns';
import { api, body } from '../../api/http';

/** A question of the standard questionnaire (no id), also the shape a create sends. */
export type QuestionDraft = components['schemas']['StandardQuestion'];
/** Body of `POST /v1/campaigns`. */
export type CampaignCreate = components['schemas']['CampaignCreate'];

const PER_PAGE = 20;

const keys = {
  lists: [...CAMPAIGNS_KEY, 'list'] as const,
  list: (page: number) => [...CAMPAIGNS_KEY, 'list', page] as const,
  invitations: (id: string) => [...CAMPAIGNS_KEY, 'invitations', id] as const,
  standard: [...CAMPAIGNS_KEY, 'standard'] as const,
};

/** The paging of an offset list (`page`, `per_page`), which every campaign list is. */
export interface OffsetPage {
  readonly current_page: number;
  readonly per_page: number;
  readonly total: number;
  readonly last_page: number;
}

/** `meta` of an offset list; the API's schema also allows the cursor kind, which these routes never answer. */
function offsetPage(meta: components['schemas']['PaginationMeta']): OffsetPage {
  if ('total' in meta) return meta;
  throw new Error('expected an offset-paged list');
}

/** One page (20 a page, newest first) of the current company's campaigns (`GET /v1/campaigns`). */
export function useCampaigns(page: number) {
  return useQuery({
    queryKey: keys.list(page),
    queryFn: async () => {
      const list = body(await api.GET('/v1/campaigns', { params: { query: { page, per_page: PER_PAGE } } }));
      return { data: list.data, meta: offsetPage(list.meta) };
    },
    placeholderData: (previous) => previous,
  });
}

/** The questionnaire the service ships (`GET /v1/questionnaires/standard`), in order, without ids. */
export function useStandardQuestionnaire() {
  return useQuery({
    queryKey: keys.standard,
    queryFn: async () => body(await api.GET('/v1/questionnaires/standard')).data.questions,
    staleTime: Infinity,
  });
}

/** How many of a campaign's invitations are pending and answered (`meta.total` of each filtered list). */
export function useInvitationCounts(id: string, enabled: boolean) {
  return useQuery({
    queryKey: keys.invitations(id),
    enabled,
    queryFn: async () => {
      const total = async (status: 'pending' | 'answered') =>
        offsetPage(
          body(
            await api.GET('/v1/campaigns/{id}/invitations', {
              params: { path: { id }, query: { status, per_page: 1 } },
            }),
          ).meta,
        ).total;
      const [pending, answered] = await Promise.all([total('pending'), total('answered')]);
      return { pending, answered };
    },
  });
}

/** Creates a draft campaign (`POST /v1/campaigns`); answers the created campaign. */
export function useCreateCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (campaign: CampaignCreate) =>
      body(await api.POST('/v1/campaigns', { body: campaign })).data as CampaignWithQuestions,
    onSuccess: async (created) => {
      queryClient.setQueryData(campaignKey(created.id), created);
      await queryClient.invalidateQueries({ queryKey: keys.lists });
    },
  });
}

/**
 * Opens or closes a campaign (`POST /v1/campaigns/{id}/open|close`) guarded by `If-Match` with the version the page
 * shows, so a campaign changed meanwhile is `412` rather than a surprise; any answer reads the campaign again.
 */
export function useCampaignTransition(campaign: CampaignWithQuestions) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: 'open' | 'close'): Promise<CampaignWithQuestions> => {
      const options = { params: { path: { id: campaign.id }, header: { 'If-Match': `"${campaign.version}"` } } };
      const result =
        action === 'open'
          ? await api.POST('/v1/campaigns/{id}/open', options)
          : await api.POST('/v1/campaigns/{id}/close', options);
      return body(result).data;
    },
    onSuccess: (changed) => queryClient.setQueryData(campaignKey(changed.id), changed),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: CAMPAIGNS_KEY });
    },
  });
}

/**
 * The links of every pending invitation of a `links` campaign (`POST /v1/campaigns/{id}/invitations/links`): links
 * issued before unchanged, new ones for invitations without. Answers `[{employee_id, url}]`.
 */
export function useIssueInvitationLinks(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      body(await api.POST('/v1/campaigns/{id}/invitations/links', { params: { path: { id } } })).data,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: keys.invitations(id) });
    },
  });
}
