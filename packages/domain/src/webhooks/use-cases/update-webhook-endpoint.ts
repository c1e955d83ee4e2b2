import type { Clock } from '../../kernel/clock';
import type { UnitOfWork } from '../../kernel/unit-of-work';
import { assertExpectedVersion, type ExpectedVersion } from '../../kernel/versions';
import { Violations, type PriorRejections } from '../../kernel/violations';
import type { HistoryRepositories } from '../../history';
import type { WebhookRepositories, WebhookUrlPolicy } from '../ports';
import type { WebhookEndpoint, WebhookEndpointInput } from '../webhook-endpoint';
import { WEBHOOK_ENDPOINT_INVALID } from '../webhook.errors';
import { recordEndpointChange, requireEndpoint } from '../endpoint-access';

/** PUT /v1/webhook-endpoints/{id}: the whole new state, with what the caller already rejected. */
export interface UpdateWebhookEndpointCommand extends WebhookEndpointInput, PriorRejections, ExpectedVersion {
  companyId: string;
  id: string;
}

/**
 * Replaces a webhook endpoint's `url`, `description`, `event_types`, `include_branches` and `is_enabled` (a full
 * PUT: an absent property takes its default). Enabling a disabled endpoint clears `disabled_reason` and its failing
 * streak; its pending deliveries are then claimed again (docs/webhooks.md#disabling). Audited as
 * `webhook_endpoint.updated`.
 * @throws NotFoundError `WEBHOOK_ENDPOINT.NOT_FOUND`.
 * @throws VersionMismatchError `VERSION.MISMATCH` when `expectedVersion` is not the stored one.
 * @throws ValidationError `WEBHOOK_ENDPOINT.INVALID` with every violation, the caller's `rejected` ones included.
 */
export class UpdateWebhookEndpoint {
  constructor(
    private readonly uow: UnitOfWork<WebhookRepositories & HistoryRepositories>,
    private readonly clock: Clock,
    private readonly urlPolicy: WebhookUrlPolicy,
  ) {}

  async execute(command: UpdateWebhookEndpointCommand): Promise<WebhookEndpoint> {
    return this.uow.run(async (r) => {
      const endpoint = await requireEndpoint(r.webhookEndpoints, command.companyId, command.id, true);
      assertExpectedVersion(endpoint.version, command.expectedVersion);
      const before = endpoint.toProps();
      const violations = new Violations(command.rejected);
      violations.attempt(() => endpoint.replace(command, this.clock.now(), this.urlPolicy));
      violations.throwIfAny(WEBHOOK_ENDPOINT_INVALID);
      await r.webhookEndpoints.save(endpoint);
      await recordEndpointChange(r.audit, 'webhook_endpoint.updated', before, endpoint);
      return endpoint;
    });
  }
}
