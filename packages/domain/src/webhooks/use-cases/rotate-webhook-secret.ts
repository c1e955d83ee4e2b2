import type { Clock } from '../../kernel/clock';
import type { UnitOfWork } from '../../kernel/unit-of-work';
import type { HistoryRepositories } from '../../history';
import type { SecretBox } from '../../kernel/secret-box';
import type { SigningSecretGenerator, WebhookRepositories } from '../ports';
import { recordEndpointChange, requireEndpoint } from '../endpoint-access';
import type { WebhookEndpointWithSecret } from './create-webhook-endpoint';

/** POST /v1/webhook-endpoints/{id}/rotate-secret. */
export interface RotateWebhookSecretCommand {
  companyId: string;
  id: string;
}

/**
 * Gives a webhook endpoint a new signing secret, answered once; the one it replaces keeps signing for 24 hours, so
 * deliveries carry both signatures meanwhile (docs/webhooks.md#endpoints-and-secrets). Audited as
 * `webhook_endpoint.secret_rotated` (naming `secret`, never its value).
 * @throws NotFoundError `WEBHOOK_ENDPOINT.NOT_FOUND`.
 */
export class RotateWebhookSecret {
  constructor(
    private readonly uow: UnitOfWork<WebhookRepositories & HistoryRepositories>,
    private readonly clock: Clock,
    private readonly secrets: SigningSecretGenerator,
    private readonly box: SecretBox,
  ) {}

  async execute(command: RotateWebhookSecretCommand): Promise<WebhookEndpointWithSecret> {
    const secret = this.secrets.generate();
    const sealed = this.box.seal(secret);
    return this.uow.run(async (r) => {
      const endpoint = await requireEndpoint(r.webhookEndpoints, command.companyId, command.id, true);
      const before = endpoint.toProps();
      endpoint.rotate(sealed, this.clock.now());
      await r.webhookEndpoints.save(endpoint);
      await recordEndpointChange(r.audit, 'webhook_endpoint.secret_rotated', before, endpoint);
      return { endpoint, secret };
    });
  }
}
