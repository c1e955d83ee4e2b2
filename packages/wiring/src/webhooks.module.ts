import {
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
} from '@employee/domain';
import { ContainerModule } from 'inversify';
import { PORTS } from './tokens';

const { unitOfWork, clock, ids, secretBox, signingSecrets, webhookUrlPolicy, webhookSender, randomSource } = PORTS;

/**
 * Webhooks (docs/webhooks.md): the endpoints' use cases of `/v1/webhook-endpoints` and the delivery pass of the
 * `webhooks` role (`DeliverWebhooks`), over the webhooks' ports (secret box, signing secrets, URL policy, sender,
 * random source), which whoever loads the module binds.
 */
export const webhooksModule = new ContainerModule(({ bind }) => {
  bind(CreateWebhookEndpoint).toDynamicValue(
    (c) =>
      new CreateWebhookEndpoint(
        c.get(unitOfWork),
        c.get(clock),
        c.get(ids),
        c.get(signingSecrets),
        c.get(secretBox),
        c.get(webhookUrlPolicy),
      ),
  );
  bind(GetWebhookEndpoint).toDynamicValue((c) => new GetWebhookEndpoint(c.get(unitOfWork)));
  bind(ListWebhookEndpoints).toDynamicValue((c) => new ListWebhookEndpoints(c.get(unitOfWork)));
  bind(UpdateWebhookEndpoint).toDynamicValue(
    (c) => new UpdateWebhookEndpoint(c.get(unitOfWork), c.get(clock), c.get(webhookUrlPolicy)),
  );
  bind(DeleteWebhookEndpoint).toDynamicValue((c) => new DeleteWebhookEndpoint(c.get(unitOfWork)));
  bind(RotateWebhookSecret).toDynamicValue(
    (c) => new RotateWebhookSecret(c.get(unitOfWork), c.get(clock), c.get(signingSecrets), c.get(secretBox)),
  );
  bind(ListWebhookDeliveries).toDynamicValue((c) => new ListWebhookDeliveries(c.get(unitOfWork)));
  bind(RetryWebhookDelivery).toDynamicValue((c) => new RetryWebhookDelivery(c.get(unitOfWork)));
  bind(SendTestWebhook).toDynamicValue((c) => new SendTestWebhook(c.get(unitOfWork), c.get(clock), c.get(ids)));
  bind(DeliverWebhooks).toDynamicValue(
    (c) =>
      new DeliverWebhooks(
        c.get(unitOfWork),
        c.get(webhookSender),
        c.get(secretBox),
        c.get(clock),
        c.get(ids),
        c.get(randomSource),
      ),
  );
});
