import type { Clock } from '../../kernel/clock';
import type { IdGenerator } from '../../kernel/id-generator';
import type { UnitOfWork } from '../../kernel/unit-of-work';
import { Violations, type PriorRejections } from '../../kernel/violations';
import type { HistoryRepositories } from '../../history';
import { requireCompany, type TenancyRepositories } from '../../tenancy';
import type { SecretBox } from '../../kernel/secret-box';
import type { SigningSecretGenerator, WebhookRepositories, WebhookUrlPolicy } from '../ports';
import { MAX_WEBHOOK_ENDPOINTS, WebhookEndpoint, type WebhookEndpointInput } from '../webhook-endpoint';
import { WEBHOOK_ENDPOINT_INVALID, webhookEndpointLimitReached } from '../webhook.errors';
import { recordEndpointChange } from '../endpoint-access';

/** POST /v1/webhook-endpoints, with what the caller already rejected ({@link PriorRejections}). */
export interface CreateWebhookEndpointCommand extends WebhookEndpointInput, PriorRejections {
  companyId: string;
}

/** An endpoint with its signing secret in plaintext (`whsec_…`), answered once: by its creation or a rotation. */
export interface WebhookEndpointWithSecret {
  readonly endpoint: WebhookEndpoint;
  readonly secret: string;
}

/**
 * Creates a webhook endpoint in the target company with a new signing secret, stored sealed and answered once
 * (docs/webhooks.md#endpoints-and-secrets). The company's row is locked while its endpoints are counted, so two
 * creations at once never pass {@link MAX_WEBHOOK_ENDPOINTS}. Audited as `webhook_endpoint.created`.
 * @throws ValidationError `WEBHOOK_ENDPOINT.INVALID` with every violation, the caller's `rejected` ones included.
 * @throws StateError `WEBHOOK_ENDPOINT.LIMIT_REACHED` (conflict) when the company has its ten endpoints.
 * @throws NotFoundError `COMPANY.NOT_FOUND`.
 */
export class CreateWebhookEndpoint {
  constructor(
    private readonly uow: UnitOfWork<WebhookRepositories & TenancyRepositories & HistoryRepositories>,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
    private readonly secrets: SigningSecretGenerator,
    private readonly box: SecretBox,
    private readonly urlPolicy: WebhookUrlPolicy,
  ) {}

  async execute(command: CreateWebhookEndpointCommand): Promise<WebhookEndpointWithSecret> {
    const secret = this.secrets.generate();
    const sealed = this.box.seal(secret);
    return this.uow.run(async (r) => {
      const company = await requireCompany(r.companies, command.companyId);
      const violations = new Violations(command.rejected);
      const endpoint = violations.attempt(() =>
        WebhookEndpoint.create(
          { ...command, id: this.ids.next(), companyId: company.id, secret: sealed, now: this.clock.now() },
          this.urlPolicy,
        ),
      );
      violations.throwIfAny(WEBHOOK_ENDPOINT_INVALID);
      await r.companies.lock([company.id]);
      if ((await r.webhookEndpoints.countOfCompany(company.id)) >= MAX_WEBHOOK_ENDPOINTS)
        throw webhookEndpointLimitReached(MAX_WEBHOOK_ENDPOINTS);
      const created = endpoint as WebhookEndpoint;
      await r.webhookEndpoints.save(created);
      await recordEndpointChange(r.audit, 'webhook_endpoint.created', null, created);
      return { endpoint: created, secret };
    });
  }
}
