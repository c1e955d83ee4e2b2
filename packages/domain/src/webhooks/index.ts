/**
 * The webhooks context: a company's endpoints and their signing secrets, the event catalogue and payloads, the
 * deliveries the outbox queues, the retry schedule, and the delivery pass of the workers. Imports the kernel, history
 * and tenancy. Source: docs/architecture.md#bounded-contexts, docs/webhooks.md.
 */
export * from './webhook-event-types';
export * from './webhook.errors';
export * from './webhook-url';
export * from './webhook-endpoint';
export * from './webhook-delivery';
export * from './webhook-payload';
export * from './retry-schedule';
export * from './endpoint-access';
export * from './ports';
export * from './webhook-endpoints';
export * from './webhook-deliveries';
export * from './use-cases/create-webhook-endpoint';
export * from './use-cases/get-webhook-endpoint';
export * from './use-cases/list-webhook-endpoints';
export * from './use-cases/update-webhook-endpoint';
export * from './use-cases/delete-webhook-endpoint';
export * from './use-cases/rotate-webhook-secret';
export * from './use-cases/list-webhook-deliveries';
export * from './use-cases/retry-webhook-delivery';
export * from './use-cases/send-test-webhook';
export * from './use-cases/deliver-webhooks';
