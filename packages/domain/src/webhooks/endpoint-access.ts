import { recordChange, type AuditTrail } from '../history';
import { ENDPOINT_AUDIT_IGNORED, type WebhookEndpoint, type WebhookEndpointProps } from './webhook-endpoint';
import type { WebhookEndpoints } from './webhook-endpoints';
import { webhookEndpointNotFound } from './webhook.errors';

/** The audit actions of an endpoint (docs/change-history.md#audit-trail); none of them is a webhook event. */
export type WebhookEndpointAction =
  | 'webhook_endpoint.created'
  | 'webhook_endpoint.updated'
  | 'webhook_endpoint.deleted'
  | 'webhook_endpoint.secret_rotated';

/**
 * The endpoint `id` of the target company (locked until the transaction ends with `forUpdate`).
 * @throws NotFoundError `WEBHOOK_ENDPOINT.NOT_FOUND` when missing or of another company.
 */
export async function requireEndpoint(
  endpoints: WebhookEndpoints,
  companyId: string,
  id: string,
  forUpdate = false,
): Promise<WebhookEndpoint> {
  const endpoint = await endpoints.ofId(id, forUpdate);
  if (!endpoint || endpoint.companyId !== companyId) throw webhookEndpointNotFound();
  return endpoint;
}

/**
 * Records an endpoint's change in the audit trail, naming the API fields that changed (never the secrets: a rotation
 * names `secret`; a deletion names nothing). `before` is `null` for a creation.
 */
export function recordEndpointChange(
  audit: AuditTrail,
  action: WebhookEndpointAction,
  before: WebhookEndpointProps | null,
  after: WebhookEndpoint,
): Promise<void> {
  if (action === 'webhook_endpoint.updated' || action === 'webhook_endpoint.created')
    return recordChange(audit, action, before, after.toProps(), { ignore: ENDPOINT_AUDIT_IGNORED });
  return audit.record({
    companyId: after.companyId,
    action,
    entity: 'webhook_endpoint',
    entityId: after.id,
    changed: action === 'webhook_endpoint.secret_rotated' ? ['secret'] : [],
    version: after.version,
  });
}
