import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { components } from '@employee/client';
import { api } from './http';

/** A webhook endpoint as the API returns it, never its secret (docs/webhooks.md#the-api-and-the-dashboard-page). */
export type WebhookEndpoint = components['schemas']['WebhookEndpoint'];
/** An endpoint just created or rotated: `secret` (`whsec_…`) is answered this once. */
export type WebhookEndpointWithSecret = components['schemas']['WebhookEndpointWithSecret'];
/** The body of a create or of a PUT (a full replace). */
export type WebhookEndpointInput = components['schemas']['WebhookEndpointCreate'];
/** One event for one endpoint, with its tries and every attempt. */
export type WebhookDelivery = components['schemas']['WebhookDelivery'];
/** A type of event an endpoint may subscribe to. */
export type WebhookEventType = components['schemas']['WebhookEventType'];

/** Endpoints per page of the list: a company has at most 10, so one page holds them all. */
const ENDPOINTS_PER_PAGE = 10;
/** Deliveries per page of an endpoint's log. */
export const DELIVERIES_PER_PAGE = 20;
/** How often an endpoint's log is read again while one of its deliveries is still on its way, in milliseconds. */
export const DELIVERIES_POLL_MS = 2_000;
/** How often it is read again otherwise, so deliveries of changes made meanwhile show up, in milliseconds. */
export const DELIVERIES_IDLE_POLL_MS = 10_000;

/** The query key of everything read about webhook endpoints: a change to one invalidates it. */
export const WEBHOOKS_KEY = ['webhook-endpoints'] as const;
const endpointKey = (id: string) => [...WEBHOOKS_KEY, 'one', id] as const;
const deliveriesKey = (id: string, page: number) => [...WEBHOOKS_KEY, 'deliveries', id, page] as const;

/** The `If-Match` of a write on `endpoint`: its version as the API's ETag, so a change made meanwhile is a 412. */
const ifMatch = (endpoint: Pick<WebhookEndpoint, 'version'>) => ({ 'If-Match': `"${endpoint.version}"` });

/** True while `delivery` may still change on its own (waiting for a try, or being sent). */
export function isOnItsWay(delivery: Pick<WebhookDelivery, 'status'>): boolean {
  return delivery.status === 'pending' || delivery.status === 'delivering';
}

/** True when `delivery` can be sent again by hand: only a delivered or failed one (the API answers 409 otherwise). */
export function canRetry(delivery: Pick<WebhookDelivery, 'status'>): boolean {
  return !isOnItsWay(delivery);
}

/**
 * The current company's endpoints (`GET /v1/webhook-endpoints`, one page of up to 10: the company's limit);
 * `enabled: false` holds the request back (a user without `webhooks:write`).
 */
export function useWebhookEndpoints(enabled = true) {
  return useQuery({
    queryKey: [...WEBHOOKS_KEY, 'list'],
    enabled,
    queryFn: async () =>
      (await api.GET('/v1/webhook-endpoints', { params: { query: { per_page: ENDPOINTS_PER_PAGE } } })).data!.data,
  });
}

/** One endpoint (`GET /v1/webhook-endpoints/{id}`); 404 for an unknown one or another company's. */
export function useWebhookEndpoint(id: string) {
  return useQuery({
    queryKey: endpointKey(id),
    queryFn: async () => (await api.GET('/v1/webhook-endpoints/{id}', { params: { path: { id } } })).data!.data,
  });
}

/** Creates an endpoint; answers it with its secret, once (409 past 10 endpoints, 422 naming the invalid fields). */
export function useCreateWebhookEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: WebhookEndpointInput): Promise<WebhookEndpointWithSecret> =>
      (await api.POST('/v1/webhook-endpoints', { body })).data!.data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WEBHOOKS_KEY }),
  });
}

/**
 * Replaces `endpoint` with the whole `body` (`PUT`, `If-Match` of the version shown: 412 when it changed meanwhile);
 * enabling, disabling and editing all go through it.
 */
export function useReplaceWebhookEndpoint(endpoint: WebhookEndpoint) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: WebhookEndpointInput) =>
      (
        await api.PUT('/v1/webhook-endpoints/{id}', {
          params: { path: { id: endpoint.id }, header: ifMatch(endpoint) },
          body,
        })
      ).data!.data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WEBHOOKS_KEY }),
  });
}

/** Deletes `endpoint` with its deliveries (204; `If-Match` of the version shown). */
export function useDeleteWebhookEndpoint(endpoint: WebhookEndpoint) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await api.DELETE('/v1/webhook-endpoints/{id}', {
        params: { path: { id: endpoint.id }, header: ifMatch(endpoint) },
      });
    },
    onSuccess: () => queryClient.removeQueries({ queryKey: WEBHOOKS_KEY }),
  });
}

/** Rotates the signing secret of endpoint `id`; answers the endpoint with its new secret, once. */
export function useRotateWebhookSecret(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<WebhookEndpointWithSecret> =>
      (await api.POST('/v1/webhook-endpoints/{id}/rotate-secret', { params: { path: { id } } })).data!.data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WEBHOOKS_KEY }),
  });
}

/**
 * One page of endpoint `id`'s deliveries, newest first; read again every {@link DELIVERIES_POLL_MS} while one of them
 * is still on its way, so a test event is seen going from pending to delivered, and every
 * {@link DELIVERIES_IDLE_POLL_MS} otherwise, so a delivery of a change made after the last one arrived shows up too
 * (while the page is visible: TanStack Query pauses intervals in a background tab).
 */
export function useWebhookDeliveries(id: string, page: number) {
  return useQuery({
    queryKey: deliveriesKey(id, page),
    queryFn: async () =>
      (
        await api.GET('/v1/webhook-endpoints/{id}/deliveries', {
          params: { path: { id }, query: { page, per_page: DELIVERIES_PER_PAGE } },
        })
      ).data!,
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.data.some(isOnItsWay) ? DELIVERIES_POLL_MS : DELIVERIES_IDLE_POLL_MS,
  });
}

/** Sends a delivered or failed delivery of endpoint `id` again (it becomes pending, due now). */
export function useRetryWebhookDelivery(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (delivery: WebhookDelivery) =>
      (
        await api.POST('/v1/webhook-endpoints/{id}/deliveries/{delivery_id}/retry', {
          params: { path: { id, delivery_id: delivery.id } },
        })
      ).data!.data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...WEBHOOKS_KEY, 'deliveries', id] }),
  });
}

/** Queues a `webhook.test` event for endpoint `id` alone (202 with its pending delivery). */
export function useSendTestWebhook(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await api.POST('/v1/webhook-endpoints/{id}/test', { params: { path: { id } } })).data!.data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...WEBHOOKS_KEY, 'deliveries', id] }),
  });
}
