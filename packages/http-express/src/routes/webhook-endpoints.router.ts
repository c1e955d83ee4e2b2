import type {
  CreateWebhookEndpoint,
  DeleteWebhookEndpoint,
  GetWebhookEndpoint,
  ListWebhookEndpoints,
  RotateWebhookSecret,
  UpdateWebhookEndpoint,
  WebhookEndpoint,
} from '@employee/domain';
import { toWebhookEndpointView } from '@employee/wire';
import { Router } from 'express';
import { methodNotAllowed, requireScope, targetCompanyId } from '@employee/http-common';
import { WebhookEndpointBodyRequest, webhookEndpointInputOf } from '../dto/webhook-endpoint-body.request';
import { markSecretAnswer } from '../idempotency/secret-answer';
import { entityTagOf } from './entity-tags';
import { resourceRouter } from './resource.router';
import { webhookDeliveriesRouter, type WebhookDeliveryUseCases } from './webhook-deliveries.router';

/** The use cases behind `/v1/webhook-endpoints`, its deliveries included. */
export interface WebhookUseCases extends WebhookDeliveryUseCases {
  readonly listWebhookEndpoints: ListWebhookEndpoints;
  readonly createWebhookEndpoint: CreateWebhookEndpoint;
  readonly getWebhookEndpoint: GetWebhookEndpoint;
  readonly updateWebhookEndpoint: UpdateWebhookEndpoint;
  readonly deleteWebhookEndpoint: DeleteWebhookEndpoint;
  readonly rotateWebhookSecret: RotateWebhookSecret;
}

/** An endpoint as the routes answer it: with its signing secret in plaintext only when just created. */
interface ShownEndpoint {
  readonly id: string;
  readonly endpoint: WebhookEndpoint;
  readonly secret?: string;
}

/**
 * `/v1/webhook-endpoints` (docs/webhooks.md#the-api-and-the-dashboard-page), every route needing `webhooks:write`:
 * list, create (201 with the signing `secret`, shown this once), get, replace (a full PUT) and delete the target
 * company's endpoints, versioned with `ETag`/`If-Match` like every resource; `POST /{id}/rotate-secret` (200, the
 * endpoint with its new secret, shown this once); the deliveries and the test event: {@link webhookDeliveriesRouter}.
 * An answer with a secret is never kept for an `Idempotency-Key` replay. Another company's endpoint is 404, as an
 * unknown one.
 */
export function webhookEndpointsRouter(
  useCases: WebhookUseCases,
  timeZone: string,
  publicBaseUrl: string | null,
): Router {
  const write = requireScope('webhooks:write');
  const view = ({ endpoint, secret }: ShownEndpoint) => ({
    ...toWebhookEndpointView(endpoint, timeZone),
    ...(secret === undefined ? {} : { secret }),
  });
  const shown = (endpoint: WebhookEndpoint): ShownEndpoint => ({ id: endpoint.id, endpoint });

  const actions = Router();
  actions
    .route('/:id/rotate-secret')
    .post(write, async (req, res) => {
      const { endpoint, secret } = await useCases.rotateWebhookSecret.execute({
        companyId: targetCompanyId(res),
        id: req.params.id,
      });
      markSecretAnswer(res);
      res.setHeader('ETag', entityTagOf(endpoint.version)).json({ data: view({ id: endpoint.id, endpoint, secret }) });
    })
    .all(methodNotAllowed('POST'));

  const resource = resourceRouter<ShownEndpoint, WebhookEndpointBodyRequest, WebhookEndpointBodyRequest>(
    {
      list: async (companyId, { page, per_page }, after) => {
        const found = await useCases.listWebhookEndpoints.execute({ companyId, page, perPage: per_page, after });
        return { ...found, items: found.items.map(shown) };
      },
      create: async (companyId, body, rejected) => {
        const input = webhookEndpointInputOf(body);
        const { endpoint, secret } = await useCases.createWebhookEndpoint.execute({ ...input, companyId, rejected });
        return { id: endpoint.id, endpoint, secret };
      },
      createAnswersSecret: true,
      get: async (companyId, id) => shown(await useCases.getWebhookEndpoint.execute({ companyId, id })),
      update: async (companyId, id, body, rejected, _principal, expectedVersion) => {
        const input = webhookEndpointInputOf(body);
        const command = { ...input, companyId, id, rejected, expectedVersion };
        return shown(await useCases.updateWebhookEndpoint.execute(command));
      },
      remove: (companyId, id, expectedVersion) =>
        useCases.deleteWebhookEndpoint.execute({ companyId, id, expectedVersion }),
      versionOf: ({ endpoint }) => endpoint.version,
      view,
      createBody: WebhookEndpointBodyRequest,
      updateBody: WebhookEndpointBodyRequest,
      scopes: { read: 'webhooks:write', write: 'webhooks:write' },
    },
    publicBaseUrl,
  );
  return Router().use(actions, webhookDeliveriesRouter(useCases, timeZone, publicBaseUrl), resource);
}
