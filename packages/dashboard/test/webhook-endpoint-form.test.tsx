import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../src/api/api-error';
import type { WebhookEndpoint } from '../src/api/webhooks';
import { i18next } from '../src/i18n/i18n';
import { EndpointForm } from '../src/pages/webhooks/EndpointForm';
import { EVENT_TYPES, formOf, inputOf, withEnabled, withType } from '../src/pages/webhooks/endpoint-form';
import { failingSinceOf } from '../src/pages/webhooks/EndpointState';

const endpoint: WebhookEndpoint = {
  id: 'e1',
  url: 'https://hr.example.com/hooks',
  description: 'Payroll',
  event_types: ['employee.created', 'filter.deleted'],
  include_branches: true,
  is_enabled: false,
  disabled_reason: 'failing_since:2026-11-17T10:00:00.000Z',
  created_at: '2026-11-22T07:03:00-03:00',
  updated_at: '2026-11-22T07:03:00-03:00',
  version: 3,
};

beforeAll(() => i18next.changeLanguage('en'));
afterEach(cleanup);

/** The endpoint form's body (docs/webhooks.md#the-api-and-the-dashboard-page; docs/openapi.yaml). */
describe('the endpoint form state', () => {
  it('starts a new endpoint with every type, no branches, enabled, and sends the defaults', () => {
    expect(inputOf({ ...formOf(), url: '  https://a.example/h ' })).toEqual({
      url: 'https://a.example/h',
      description: null,
      event_types: null,
      include_branches: false,
      is_enabled: true,
    });
  });

  it('fills from an endpoint and sends it back whole, changing only what is asked (a PUT is a full replace)', () => {
    expect(inputOf(formOf(endpoint))).toEqual({
      url: endpoint.url,
      description: 'Payroll',
      event_types: ['employee.created', 'filter.deleted'],
      include_branches: true,
      is_enabled: false,
    });
    expect(withEnabled(endpoint, true)).toEqual({ ...inputOf(formOf(endpoint)), is_enabled: true });
  });

  it("keeps the ticked types in the API's order, and sends [] when none is ticked", () => {
    let form = { ...formOf(), allTypes: false };
    form = withType(form, 'campaign.closed', true);
    form = withType(form, 'employee.updated', true);
    expect(form.types).toEqual(['employee.updated', 'campaign.closed']);
    expect(inputOf(withType(withType(form, 'campaign.closed', false), 'employee.updated', false)).event_types).toEqual(
      [],
    );
  });

  it('lists the thirteen subscribable types, never webhook.test', () => {
    expect(EVENT_TYPES).toHaveLength(13);
    expect(EVENT_TYPES).not.toContain('webhook.test');
  });

  it('reads when the failing streak of an endpoint the service disabled began', () => {
    expect(failingSinceOf(endpoint.disabled_reason)).toBe('2026-11-17T10:00:00.000Z');
    expect(failingSinceOf(null)).toBeNull();
    expect(failingSinceOf('something else')).toBeNull();
  });
});

describe('EndpointForm', () => {
  it('sends the URL, description and the ticked types; a new endpoint has no "enabled" box', () => {
    const onSubmit = vi.fn();
    render(<EndpointForm title="New" pending={false} error={null} onSubmit={onSubmit} />);
    expect(screen.queryByRole('checkbox', { name: 'Enabled' })).toBeNull();
    fireEvent.change(screen.getByRole('textbox', { name: 'URL' }), { target: { value: 'https://a.example/h' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Description' }), { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Every type (those added later too)' }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Filter deleted/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Employee created/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Include branches' }));
    fireEvent.submit(screen.getByRole('button', { name: 'Create' }).closest('form')!);
    expect(onSubmit).toHaveBeenCalledWith({
      url: 'https://a.example/h',
      description: null,
      event_types: ['employee.created', 'filter.deleted'],
      include_branches: true,
      is_enabled: true,
    });
  });

  it('edits an endpoint with its "enabled" box, and shows a refused save\'s messages beside their fields', () => {
    const onSubmit = vi.fn();
    const refused = new ApiError({
      status: 422,
      detail: 'The data sent is invalid',
      meta: {
        code: 'WEBHOOK_ENDPOINT.INVALID',
        errors: { url: ['must be an https URL to a public host'] },
        codes: { url: ['WEBHOOK_ENDPOINT.URL_REFUSED'] },
      },
    });
    render(<EndpointForm title="Edit" endpoint={endpoint} pending={false} error={refused} onSubmit={onSubmit} />);
    const url = screen.getByRole('textbox', { name: 'URL' });
    expect(url.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById('webhook-url-error')?.textContent).toBe(
      'Address not accepted: use https to a public server.',
    );
    fireEvent.click(screen.getByRole('checkbox', { name: 'Enabled' }));
    fireEvent.submit(screen.getByRole('button', { name: 'Save' }).closest('form')!);
    expect(onSubmit).toHaveBeenCalledWith({ ...inputOf(formOf(endpoint)), is_enabled: true });
  });
});
