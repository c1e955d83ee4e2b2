/**
 * `@employee/client`: a typed TypeScript client of the Employee Integration API v1 for integrators.
 * Types are generated from `docs/openapi.yaml` by openapi-typescript; requests go through openapi-fetch
 * with a fetch that honours `Retry-After` and `X-RateLimit-*`. `verifyWebhook` checks a webhook a receiver got.
 */
export { createEmployeeClient, type EmployeeClient, type EmployeeClientOptions } from './employee-client';
export { RateLimitedFetch, type RateLimitedFetchOptions, type TrafficStats } from './rate-limited-fetch';
export { allPages, type ListPage } from './all-pages';
export { changesSince, ChangesFeedError, type EmployeeChange, type EmployeeChanges } from './changes-since';
export { verifyWebhook, type WebhookEvent, type WebhookHeaders } from './verify-webhook';
export { WebhookVerificationError } from 'standardwebhooks';
export type { paths, components, operations } from './generated/openapi';

import type { components } from './generated/openapi';
/** An employee as the API returns it. */
export type Employee = components['schemas']['Employee'];
/** The body of `POST /v1/employees`. */
export type EmployeeCreate = components['schemas']['EmployeeCreate'];
/** The body of `PUT /v1/employees/{id}`. */
export type EmployeeUpdate = components['schemas']['EmployeeUpdate'];
/** A filter as the API returns it. */
export type Filter = components['schemas']['Filter'];
/** The standard error body (`meta.errors` on a 422). */
export type ApiError = components['schemas']['ErrorBody'];
/** A webhook endpoint as the API returns it (never its secret). */
export type WebhookEndpoint = components['schemas']['WebhookEndpoint'];
/** The body of `POST /v1/webhook-endpoints` and of `PUT /v1/webhook-endpoints/{id}` (a full replace). */
export type WebhookEndpointCreate = components['schemas']['WebhookEndpointCreate'];
/** An endpoint just created or rotated, with its signing secret (`whsec_…`), answered that once. */
export type WebhookEndpointWithSecret = components['schemas']['WebhookEndpointWithSecret'];
/** One event for one endpoint: its status, tries and attempts (`GET /v1/webhook-endpoints/{id}/deliveries`). */
export type WebhookDelivery = components['schemas']['WebhookDelivery'];
