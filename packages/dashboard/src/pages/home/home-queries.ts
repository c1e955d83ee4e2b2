import { useQueries, useQuery } from '@tanstack/react-query';
import type { components } from '@employee/client';
import { CAMPAIGNS_KEY, campaignKey, type Campaign } from '../../api/campaigns';
import { api, body, request } from '../../api/http';
import { WEBHOOKS_KEY, type WebhookEndpoint } from '../../api/webhooks';

/** Campaigns per read: the API's largest page. */
const PER_PAGE = 100;

/**
 * The current company's open campaigns (`GET /v1/campaigns?status=open`, the first 100, newest first); `enabled:
 * false` holds the request back (a user without `campaigns:read`).
 */
export function useOpenCampaigns(enabled = true) {
  return useQuery({
    queryKey: [...CAMPAIGNS_KEY, 'home', 'open'],
    enabled,
    queryFn: async (): Promise<Campaign[]> =>
      body(await api.GET('/v1/campaigns', { params: { query: { status: 'open', per_page: PER_PAGE } } })).data,
  });
}

/**
 * The campaign closed last: among the 100 newest closed ones (`GET /v1/campaigns?status=closed`), the one changed
 * last (closing is its last change: a closed campaign takes no other), or `null` when none is closed.
 */
export function useLastClosedCampaign() {
  return useQuery({
    queryKey: [...CAMPAIGNS_KEY, 'home', 'last-closed'],
    queryFn: async (): Promise<Campaign | null> => {
      const closed = body(
        await api.GET('/v1/campaigns', { params: { query: { status: 'closed', per_page: PER_PAGE } } }),
      ).data;
      return closed.reduce<Campaign | null>(
        (last, campaign) =>
          last === null || Date.parse(campaign.updated_at) > Date.parse(last.updated_at) ? campaign : last,
        null,
      );
    },
  });
}

/** The figures of the `magic` report the home page shows (docs/reports.md); every figure may be `null`. */
export interface Headline {
  readonly data:
    | { readonly suppressed: true }
    | {
        readonly suppressed?: undefined;
        readonly respondents: number;
        readonly enps: number | null;
        readonly engagement_index: number | null;
        readonly weakest: ReadonlyArray<{ readonly dimension: string; readonly favourable_pct: number | null }>;
      };
  readonly meta: { readonly min_group_size: number };
}

/**
 * The headline of campaign `id`: the `magic` report (`GET /admin/api/reports/magic`), whose figures the reports API
 * has already made anonymous (a selection under the minimum group size answers `suppressed`).
 */
export function useHeadline(id: string | undefined) {
  return useQuery({
    queryKey: ['reports', 'home', id],
    enabled: id !== undefined,
    queryFn: () =>
      request<Headline>(`/admin/api/reports/magic?${new URLSearchParams({ campaign_id: id ?? '' }).toString()}`),
  });
}

/** A webhook endpoint that needs attention, and why. */
export interface FailingEndpoint {
  readonly endpoint: WebhookEndpoint;
  /** `disabled`: the service disabled it after 5 days of failures; `failing`: its newest delivery failed. */
  readonly reason: 'disabled' | 'failing';
}

/**
 * The endpoints among `endpoints` that are failing: disabled by the service (`disabled_reason` `failing_since:…`),
 * or enabled with a newest delivery that failed every try (`GET /v1/webhook-endpoints/{id}/deliveries`, one each).
 */
export function useFailingEndpoints(endpoints: readonly WebhookEndpoint[]): FailingEndpoint[] {
  const newest = useQueries({
    queries: endpoints.map((endpoint) => ({
      queryKey: [...WEBHOOKS_KEY, 'home', 'newest', endpoint.id],
      enabled: endpoint.is_enabled,
      queryFn: async () =>
        body(
          await api.GET('/v1/webhook-endpoints/{id}/deliveries', {
            params: { path: { id: endpoint.id }, query: { per_page: 1 } },
          }),
        ).data[0] ?? null,
    })),
  });
  return endpoints.flatMap((endpoint, index): FailingEndpoint[] => {
    if (endpoint.disabled_reason?.startsWith('failing_since:')) return [{ endpoint, reason: 'disabled' }];
    return endpoint.is_enabled && newest[index]?.data?.status === 'failed' ? [{ endpoint, reason: 'failing' }] : [];
  });
}

/** An open campaign whose platform could not deliver some invitations, and how many. */
export interface UndeliverableInvitations {
  readonly campaign: Campaign;
  readonly count: number;
}

/**
 * Among `open`, the `platform` campaigns with invitations the platform could not deliver (no e-mail or mobile, or
 * refused for good: docs/notifications.md), from each one's `delivery.undeliverable` (`GET /v1/campaigns/{id}`, the
 * read the campaign page shares). A `links` campaign delivers nothing itself, so it is not asked.
 */
export function useUndeliverableInvitations(open: readonly Campaign[]): UndeliverableInvitations[] {
  const platform = open.filter((campaign) => campaign.distribution === 'platform');
  const read = useQueries({
    queries: platform.map((campaign) => ({
      queryKey: campaignKey(campaign.id),
      queryFn: async () => body(await api.GET('/v1/campaigns/{id}', { params: { path: { id: campaign.id } } })).data,
    })),
  });
  return platform.flatMap((campaign, index): UndeliverableInvitations[] => {
    const count = read[index]?.data?.delivery?.undeliverable ?? 0;
    return count > 0 ? [{ campaign, count }] : [];
  });
}

/** A personal token of the signed-in user. */
export type UserToken = components['schemas']['UserToken'];

/**
 * The signed-in user's live personal tokens that were never used (`GET /v1/users/me/tokens`, no scope needed: every
 * user sees their own; not revoked, not expired, `last_used_at` `null`).
 */
export function useUnusedTokens(now: Date = new Date()) {
  return useQuery({
    queryKey: ['tokens', 'home', 'unused'],
    queryFn: async () => body(await api.GET('/v1/users/me/tokens', { params: { query: { per_page: PER_PAGE } } })).data,
    select: (tokens: UserToken[]) =>
      tokens.filter(
        (token) => token.revoked_at === null && token.last_used_at === null && new Date(token.expires_at) > now,
      ),
  });
}
