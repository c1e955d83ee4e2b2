import { useQuery } from '@tanstack/react-query';
import { api } from './http';

/**
 * The lists a page picks from (a campaign, a filter, a company of the tree): the first 100 of each, read once and
 * shared by every page that needs them under one query key, which the pages that change them invalidate
 * (`['campaigns']`, `['filters']`, `['companies']`).
 */
const CHOICES = { query: { per_page: 100 } } as const;

/** The current company's campaigns, newest first (`GET /v1/campaigns`); not read when `enabled` is false. */
export function useCampaignChoices(enabled = true) {
  return useQuery({
    queryKey: ['campaigns', 'choices'],
    enabled,
    queryFn: async () => (await api.GET('/v1/campaigns', { params: CHOICES })).data?.data ?? [],
  });
}

/** The current company's active filters (`GET /v1/filters`); not read when `enabled` is false. */
export function useFilterChoices(enabled = true) {
  return useQuery({
    queryKey: ['filters', 'choices'],
    enabled,
    queryFn: async () => (await api.GET('/v1/filters', { params: CHOICES })).data?.data ?? [],
  });
}

/** The current company and the branches below it (`GET /v1/companies`); not read when `enabled` is false. */
export function useCompanyChoices(enabled = true) {
  return useQuery({
    queryKey: ['companies', 'tree'],
    enabled,
    queryFn: async () => (await api.GET('/v1/companies', { params: CHOICES })).data?.data ?? [],
  });
}
