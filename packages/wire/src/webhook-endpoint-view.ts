import { formatTimestamp, type WebhookEndpoint } from '@employee/domain';

/**
 * A webhook endpoint in the API's JSON form (docs/webhooks.md#the-api-and-the-dashboard-page), never its secrets:
 * `event_types` `null` for every type, `disabled_reason` `failing_since:<instant>` when the service disabled it.
 */
export interface WebhookEndpointView {
  id: string;
  url: string;
  description: string | null;
  event_types: string[] | null;
  include_branches: boolean;
  is_enabled: boolean;
  disabled_reason: string | null;
  created_at: string;
  updated_at: string;
  /** Grows by one with every change; the `ETag` is this number in quotes. */
  version: number;
}

/** The API form of `endpoint`, timestamps in `timeZone` with a numeric offset. */
export function toWebhookEndpointView(endpoint: WebhookEndpoint, timeZone: string): WebhookEndpointView {
  return {
    id: endpoint.id,
    url: endpoint.url,
    description: endpoint.description,
    event_types: endpoint.eventTypes ? [...endpoint.eventTypes] : null,
    include_branches: endpoint.includeBranches,
    is_enabled: endpoint.isEnabled,
    disabled_reason: endpoint.disabledReason,
    created_at: formatTimestamp(endpoint.createdAt, timeZone),
    updated_at: formatTimestamp(endpoint.updatedAt, timeZone),
    version: endpoint.version,
  };
}
