import { describe, expect, it } from '@jest/globals';
import { ValidationError, WebhookEndpoint, type WebhookEndpointInput } from '@employee/domain';
import { HttpWebhookUrlPolicy } from '@employee/domain/testing';

const policy = new HttpWebhookUrlPolicy();
const NOW = new Date('2026-11-22T10:00:00Z');
const later = (ms: number) => new Date(NOW.getTime() + ms);
const DAY = 24 * 60 * 60 * 1000;

const create = (input: WebhookEndpointInput = { url: 'https://hooks.example.com/in' }) =>
  WebhookEndpoint.create({ ...input, id: 'e-1', companyId: 'c-1', secret: 'sealed-1', now: NOW }, policy);
/** A created endpoint as read back from storage (its changes then count from version 1). */
const stored = (input?: WebhookEndpointInput) => WebhookEndpoint.fromProps(create(input).toProps());

function violationsOf(act: () => unknown): Record<string, string[]> {
  try {
    act();
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(
      Object.entries(error.violations).map(([field, list]) => [field, list.map((v) => v.code)]),
    );
  }
  throw new Error('no ValidationError');
}

describe('WebhookEndpoint', () => {
  it('takes the defaults on create: every type, no branches, enabled, version 1', () => {
    const endpoint = create();

    expect(endpoint.toProps()).toEqual({
      id: 'e-1',
      companyId: 'c-1',
      url: 'https://hooks.example.com/in',
      description: null,
      eventTypes: null,
      includeBranches: false,
      isEnabled: true,
      disabledReason: null,
      secret: 'sealed-1',
      previousSecret: null,
      previousSecretExpiresAt: null,
      failingSince: null,
      createdAt: NOW,
      updatedAt: NOW,
      version: 1,
    });
  });

  it('keeps event types in catalogue order without repeats', () => {
    const endpoint = create({
      url: 'https://hooks.example.com/in',
      eventTypes: ['filter.created', 'employee.created', 'filter.created'],
    });

    expect(endpoint.eventTypes).toEqual(['employee.created', 'filter.created']);
    expect([endpoint.subscribesTo('employee.created'), endpoint.subscribesTo('employee.updated')]).toEqual([
      true,
      false,
    ]);
  });

  it('reports every invalid field at once, under its API name', () => {
    expect(
      violationsOf(() =>
        create({ url: 'ftp://x', description: 3, eventTypes: ['employee.created', 'webhook.test'], isEnabled: 'yes' }),
      ),
    ).toEqual({
      url: ['WEBHOOK_ENDPOINT.URL_REFUSED'],
      description: ['TEXT.NOT_A_STRING'],
      event_types: ['WEBHOOK_ENDPOINT.EVENT_TYPE_UNKNOWN'],
      is_enabled: ['BOOLEAN.INVALID'],
    });
    expect(violationsOf(() => create({ eventTypes: [], includeBranches: 1 }))).toEqual({
      url: ['WEBHOOK_ENDPOINT.URL_REQUIRED'],
      event_types: ['WEBHOOK_ENDPOINT.EVENT_TYPES_EMPTY'],
      include_branches: ['BOOLEAN.INVALID'],
    });
    expect(violationsOf(() => create({ url: 'https://x.example/', eventTypes: 'employee.created' }))).toEqual({
      event_types: ['WEBHOOK_ENDPOINT.EVENT_TYPES_NOT_A_LIST'],
    });
  });

  it('replaces every settable property on PUT, absent ones taking their defaults', () => {
    const endpoint = stored({
      url: 'https://hooks.example.com/in',
      description: 'HR sync',
      eventTypes: ['employee.created'],
      includeBranches: true,
    });

    endpoint.replace({ url: 'https://hooks.example.com/v2' }, later(1000), policy);

    expect(endpoint.toProps()).toMatchObject({
      url: 'https://hooks.example.com/v2',
      description: null,
      eventTypes: null,
      includeBranches: false,
      isEnabled: true,
      updatedAt: later(1000),
      version: 2,
    });
  });

  it('rotates: the previous secret signs for 24 hours more', () => {
    const endpoint = stored();

    endpoint.rotate('sealed-2', NOW);

    expect(endpoint.signingSecrets(later(DAY - 1))).toEqual(['sealed-2', 'sealed-1']);
    expect(endpoint.signingSecrets(later(DAY))).toEqual(['sealed-2']);
    expect(endpoint.version).toBe(2);
  });

  it('is disabled by a failed try five days after the first failure of a streak, not before', () => {
    const endpoint = stored();

    expect(endpoint.recordDeliveryFailure(NOW)).toBe(true);
    expect(endpoint.recordDeliveryFailure(later(5 * DAY - 1))).toBe(false);
    expect(endpoint.isEnabled).toBe(true);
    expect(endpoint.recordDeliveryFailure(later(5 * DAY))).toBe(true);

    expect(endpoint.toProps()).toMatchObject({
      isEnabled: false,
      disabledReason: 'failing_since:2026-11-22T10:00:00.000Z',
      version: 2,
    });
  });

  it('starts a new streak after a success', () => {
    const endpoint = stored();
    endpoint.recordDeliveryFailure(NOW);

    expect(endpoint.recordDeliverySuccess()).toBe(true);
    expect(endpoint.recordDeliverySuccess()).toBe(false);
    endpoint.recordDeliveryFailure(later(4 * DAY));
    endpoint.recordDeliveryFailure(later(6 * DAY));

    expect(endpoint.isEnabled).toBe(true);
  });

  it('clears the reason and the streak when enabled again by PUT', () => {
    const endpoint = stored();
    endpoint.recordDeliveryFailure(NOW);
    endpoint.recordDeliveryFailure(later(5 * DAY));

    endpoint.replace({ url: endpoint.url, isEnabled: true }, later(6 * DAY), policy);

    expect(endpoint.toProps()).toMatchObject({ isEnabled: true, disabledReason: null, failingSince: null });
  });
});
