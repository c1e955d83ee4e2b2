import {
  CreateFilter,
  CreateWebhookEndpoint,
  DeleteWebhookEndpoint,
  DeliverWebhooks,
  GetWebhookEndpoint,
  ListWebhookDeliveries,
  ListWebhookEndpoints,
  RetryWebhookDelivery,
  RotateWebhookSecret,
  SendTestWebhook,
  UpdateWebhookEndpoint,
  type Company,
  type WebhookOutcome,
  type WebhookRequest,
  type WebhookSender,
} from '@employee/domain';
import {
  FixedClock,
  FixedRandomSource,
  HttpWebhookUrlPolicy,
  InMemoryUnitOfWork,
  PlainSecretBox,
  SequentialIdGenerator,
  SequentialSigningSecretGenerator,
  aCompany,
} from '@employee/domain/testing';

/** A receiver's answer, scripted by URL: `delivered` (200) unless told otherwise. */
export type Answer = (request: WebhookRequest) => WebhookOutcome;

/** A `WebhookSender` that records every request and answers as `answer` says (by default 200 `ok`). */
export class RecordingSender implements WebhookSender {
  readonly requests: WebhookRequest[] = [];
  answer: Answer = () => ({ kind: 'delivered', status: 200, body: 'ok', durationMs: 12 });

  async send(request: WebhookRequest): Promise<WebhookOutcome> {
    this.requests.push(request);
    return this.answer(request);
  }
}

/** A receiver that answers 500 with `body`. */
export const failing =
  (body = 'down'): Answer =>
  () => ({ kind: 'failed', status: 500, body, error: null, durationMs: 30 });

/** In-memory storage, a fixed clock, fixed jitter, and every webhooks use case over them. */
export function webhooksWorld() {
  const uow = new InMemoryUnitOfWork();
  const clock = new FixedClock('2026-11-22T10:00:00Z');
  const ids = new SequentialIdGenerator();
  const box = new PlainSecretBox();
  const secrets = new SequentialSigningSecretGenerator();
  const policy = new HttpWebhookUrlPolicy();
  const sender = new RecordingSender();
  return {
    uow,
    clock,
    box,
    sender,
    repos: uow.repositories,
    create: new CreateWebhookEndpoint(uow, clock, ids, secrets, box, policy),
    get: new GetWebhookEndpoint(uow),
    list: new ListWebhookEndpoints(uow),
    update: new UpdateWebhookEndpoint(uow, clock, policy),
    remove: new DeleteWebhookEndpoint(uow),
    rotate: new RotateWebhookSecret(uow, clock, secrets, box),
    deliveries: new ListWebhookDeliveries(uow),
    retry: new RetryWebhookDelivery(uow),
    test: new SendTestWebhook(uow, clock, ids),
    deliver: new DeliverWebhooks(uow, sender, box, clock, ids, new FixedRandomSource()),
    createFilter: new CreateFilter(uow, clock, ids),
  };
}

export type WebhooksWorld = ReturnType<typeof webhooksWorld>;

/** Saves a company, a branch of it and a branch of the branch. */
export async function seedTree(w: WebhooksWorld): Promise<{ parent: Company; branch: Company; leaf: Company }> {
  const parent = aCompany().createdAt('2026-01-01T00:00:00Z').build();
  const branch = aCompany().branchOf(parent).createdAt('2026-01-02T00:00:00Z').build();
  const leaf = aCompany().branchOf(branch).createdAt('2026-01-03T00:00:00Z').build();
  for (const company of [parent, branch, leaf]) await w.repos.companies.save(company);
  return { parent, branch, leaf };
}
