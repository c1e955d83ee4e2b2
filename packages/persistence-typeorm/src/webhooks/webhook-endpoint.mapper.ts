import { WebhookEndpoint, isWebhookEventType } from '@employee/domain';
import { WebhookEndpointRecord } from './webhook-endpoint.record';

/** `WebhookEndpoint` ↔ `webhook_endpoints` row. */
export const webhookEndpointMapper = {
  toDomain(record: WebhookEndpointRecord): WebhookEndpoint {
    return WebhookEndpoint.fromProps({
      id: record.id,
      companyId: record.companyId,
      url: record.url,
      description: record.description,
      eventTypes: record.eventTypes === null ? null : record.eventTypes.filter(isWebhookEventType),
      includeBranches: record.includeBranches,
      isEnabled: record.isEnabled,
      disabledReason: record.disabledReason,
      secret: record.secret,
      previousSecret: record.previousSecret,
      previousSecretExpiresAt: record.previousSecretExpiresAt,
      failingSince: record.failingSince,
      createdAt: record.createdAt,
      updatedAt: record.updatedAt,
      version: record.version,
    });
  },

  toRecord(endpoint: WebhookEndpoint): WebhookEndpointRecord {
    const props = endpoint.toProps();
    return Object.assign(new WebhookEndpointRecord(), {
      ...props,
      eventTypes: props.eventTypes === null ? null : [...props.eventTypes],
    });
  },
};
