import type { UnitOfWork } from '../../kernel/unit-of-work';
import { assertExpectedVersion, type ExpectedVersion } from '../../kernel/versions';
import type { HistoryRepositories } from '../../history';
import type { WebhookRepositories } from '../ports';
import { recordEndpointChange, requireEndpoint } from '../endpoint-access';

/** DELETE /v1/webhook-endpoints/{id}. */
export interface DeleteWebhookEndpointCommand extends ExpectedVersion {
  companyId: string;
  id: string;
}

/**
 * Deletes a webhook endpoint with its deliveries and attempts: nothing is claimed for it after the commit, and a
 * try in flight records nothing (docs/webhooks.md#claiming-and-leases). Audited as `webhook_endpoint.deleted`.
 * @throws NotFoundError `WEBHOOK_ENDPOINT.NOT_FOUND`.
 * @throws VersionMismatchError `VERSION.MISMATCH` when `expectedVersion` is not the stored one.
 */
export class DeleteWebhookEndpoint {
  constructor(private readonly uow: UnitOfWork<WebhookRepositories & HistoryRepositories>) {}

  async execute(command: DeleteWebhookEndpointCommand): Promise<void> {
    await this.uow.run(async (r) => {
      const endpoint = await requireEndpoint(r.webhookEndpoints, command.companyId, command.id, true);
      assertExpectedVersion(endpoint.version, command.expectedVersion);
      await r.webhookEndpoints.remove(endpoint.id);
      await recordEndpointChange(r.audit, 'webhook_endpoint.deleted', endpoint.toProps(), endpoint);
    });
  }
}
