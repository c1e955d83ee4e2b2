import type { WebhookEndpoint, WebhookEndpointInput, WebhookEventType } from '../../api/webhooks';

/**
 * Every event type an endpoint may subscribe to, in the API's order (docs/openapi.yaml, `WebhookEventType`): a
 * record over the API's type, so this list fails to compile when the API's and it part.
 */
const CATALOGUE: Record<WebhookEventType, true> = {
  'employee.created': true,
  'employee.updated': true,
  'employee.firing_recorded': true,
  'employee.firing_cancelled': true,
  'employee.deleted': true,
  'employee.restored': true,
  'employee.anonymised': true,
  'filter.created': true,
  'filter.updated': true,
  'filter.deleted': true,
  'campaign.opened': true,
  'campaign.closed': true,
  'survey.response_received': true,
};

/** The event types of {@link CATALOGUE}, in its order. */
export const EVENT_TYPES = Object.keys(CATALOGUE) as readonly WebhookEventType[];

/** What the endpoint form holds while it is edited. */
export interface EndpointFormState {
  readonly url: string;
  readonly description: string;
  /** Every type, those added later included (`event_types: null`). */
  readonly allTypes: boolean;
  /** The types ticked when not {@link allTypes}. */
  readonly types: readonly WebhookEventType[];
  readonly includeBranches: boolean;
  readonly isEnabled: boolean;
}

/** The form of a new endpoint (every type, no branches, enabled), or filled from `endpoint`. */
export function formOf(endpoint?: WebhookEndpoint): EndpointFormState {
  return {
    url: endpoint?.url ?? '',
    description: endpoint?.description ?? '',
    allTypes: !endpoint?.event_types,
    types: endpoint?.event_types ?? [],
    includeBranches: endpoint?.include_branches ?? false,
    isEnabled: endpoint?.is_enabled ?? true,
  };
}

/** `form` with `type` ticked (`on`) or not, the types kept in the API's order. */
export function withType(form: EndpointFormState, type: WebhookEventType, on: boolean): EndpointFormState {
  const types = EVENT_TYPES.filter((each) => (each === type ? on : form.types.includes(each)));
  return { ...form, types };
}

/**
 * The body the form sends: a whole endpoint (create, or PUT's full replace). The URL is trimmed, a blank description
 * is `null`, "every type" is `event_types: null`; ticking no type sends `[]`, which the API refuses naming
 * `event_types` (the form shows its message).
 */
export function inputOf(form: EndpointFormState): WebhookEndpointInput {
  return {
    url: form.url.trim(),
    description: form.description.trim() || null,
    event_types: form.allTypes ? null : [...form.types],
    include_branches: form.includeBranches,
    is_enabled: form.isEnabled,
  };
}

/** `endpoint` as a PUT body that changes only whether it is enabled. */
export function withEnabled(endpoint: WebhookEndpoint, isEnabled: boolean): WebhookEndpointInput {
  return { ...inputOf(formOf(endpoint)), is_enabled: isEnabled };
}
