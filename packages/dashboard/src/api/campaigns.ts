import { useQuery } from '@tanstack/react-query';
import type { components } from '@employee/client';
import { api, body } from './http';

/** A campaign as lists show it (docs/surveys.md#campaigns). */
export type Campaign = components['schemas']['Campaign'];
/** A question of a campaign, with the id its answers use. */
export type Question = components['schemas']['Question'];
/** One campaign with its ordered questions (`GET /v1/campaigns/{id}`). */
export type CampaignWithQuestions = Campaign & { questions: Question[] };

/** The query key of everything read about campaigns: a change to one invalidates it. */
export const CAMPAIGNS_KEY = ['campaigns'] as const;

/** The query key of one campaign with its questions, which the campaign pages and the reports share. */
export const campaignKey = (id: string) => [...CAMPAIGNS_KEY, 'one', id] as const;

/**
 * One campaign with its questions and its counts by delivery state (`GET /v1/campaigns/{id}`); `enabled: false` holds
 * the request back. While the platform is still sending its invitations (some `delivery.pending`), it is read again
 * every 5 seconds, so the campaign page's counts follow the sending.
 */
export function useCampaign(id: string, enabled = true) {
  return useQuery({
    queryKey: campaignKey(id),
    enabled,
    refetchInterval: (query) => ((query.state.data?.delivery?.pending ?? 0) > 0 ? 5000 : false),
    queryFn: async () =>
      body(await api.GET('/v1/campaigns/{id}', { params: { path: { id } } })).data as CampaignWithQuestions,
  });
}
