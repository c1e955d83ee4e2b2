import { MAX_SHORT_TEXT, isBlank, readBoolean, readText } from '../kernel/text';
import { Violations } from '../kernel/violations';
import type { WebhookUrlPolicy } from './ports';
import { WEBHOOK_EVENT_TYPES, isWebhookEventType, type WebhookEventType } from './webhook-event-types';
import { WEBHOOK_ENDPOINT_INVALID } from './webhook.errors';
import { readWebhookUrl } from './webhook-url';

/** Most endpoints a company may have (docs/webhooks.md#endpoints-and-secrets). */
export const MAX_WEBHOOK_ENDPOINTS = 10;
/** How long a rotated-out secret still signs, in milliseconds: 24 hours. */
export const PREVIOUS_SECRET_TTL_MS = 24 * 60 * 60 * 1000;
/** How long every delivery of an endpoint may fail before it is disabled, in milliseconds: 5 days. */
export const FAILING_DISABLE_AFTER_MS = 5 * 24 * 60 * 60 * 1000;
/** The `disabled_reason` prefix of an endpoint disabled for failing; the streak's first failure (ISO 8601) follows. */
export const FAILING_SINCE_REASON = 'failing_since:';

/** Stored state of a webhook endpoint. */
export interface WebhookEndpointProps {
  readonly id: string;
  readonly companyId: string;
  readonly url: string;
  readonly description: string | null;
  /** The subscribed types, in catalogue order; `null`: every type of the catalogue. */
  readonly eventTypes: readonly WebhookEventType[] | null;
  /** Whether the events of the company's branches (and theirs, …) come to it too. */
  readonly includeBranches: boolean;
  readonly isEnabled: boolean;
  /** Why the service disabled it (`failing_since:<ISO 8601>`); `null` when enabled or disabled by a caller. */
  readonly disabledReason: string | null;
  /** The signing secret, sealed by the `SecretBox`. */
  readonly secret: string;
  /** The secret before the last rotation, sealed, which signs too until `previousSecretExpiresAt`; else `null`. */
  readonly previousSecret: string | null;
  readonly previousSecretExpiresAt: Date | null;
  /** The first failed attempt of the current failing streak (no success since); `null` when not failing. */
  readonly failingSince: Date | null;
  readonly createdAt: Date;
  readonly updatedAt: Date;
  /** Grows by one with every change through the API, and when disabled (docs/change-history.md#versions-and-etags). */
  readonly version: number;
}

/**
 * An endpoint's properties as raw values, checked whatever their type: `url` required, the others optional with
 * their defaults (`description` null, `eventTypes` null: every type, `includeBranches` false, `isEnabled` true).
 * Violations name the API fields (`event_types`, `include_branches`, `is_enabled`).
 */
export interface WebhookEndpointInput {
  url?: unknown;
  description?: unknown;
  eventTypes?: unknown;
  includeBranches?: unknown;
  isEnabled?: unknown;
}

/** The settable properties, checked. */
type Settable = Pick<WebhookEndpointProps, 'url' | 'description' | 'eventTypes' | 'includeBranches' | 'isEnabled'>;

/** Reads `event_types`: `null` (absent too) for every type, else a non-empty list of catalogued types. */
function readEventTypes(violations: Violations, raw: unknown): readonly WebhookEventType[] | null | undefined {
  if (raw === undefined || raw === null) return null;
  if (!Array.isArray(raw)) {
    violations.add('event_types', 'WEBHOOK_ENDPOINT.EVENT_TYPES_NOT_A_LIST', 'must be a list of event types or null');
    return undefined;
  }
  if (raw.length === 0) {
    violations.add(
      'event_types',
      'WEBHOOK_ENDPOINT.EVENT_TYPES_EMPTY',
      'must name at least one type (null: every type)',
    );
    return undefined;
  }
  const unknown = raw.filter((type) => !isWebhookEventType(type));
  if (unknown.length > 0) {
    violations.add(
      'event_types',
      'WEBHOOK_ENDPOINT.EVENT_TYPE_UNKNOWN',
      `must hold only these event types: ${WEBHOOK_EVENT_TYPES.join(', ')}`,
    );
    return undefined;
  }
  return WEBHOOK_EVENT_TYPES.filter((type) => raw.includes(type));
}

/** Checks `input` as a whole set of properties (create, or PUT's full replace); every violation goes to one error. */
function settable(input: WebhookEndpointInput, policy: WebhookUrlPolicy): Settable {
  const violations = new Violations();
  const url = readWebhookUrl(violations, input.url, policy);
  const description =
    input.description === undefined
      ? null
      : readText(violations, 'description', input.description, { max: MAX_SHORT_TEXT, nullable: true, trim: true });
  const eventTypes = readEventTypes(violations, input.eventTypes);
  const includeBranches =
    input.includeBranches === undefined ? false : readBoolean(violations, 'include_branches', input.includeBranches);
  const isEnabled = input.isEnabled === undefined ? true : readBoolean(violations, 'is_enabled', input.isEnabled);
  violations.throwIfAny(WEBHOOK_ENDPOINT_INVALID);
  return {
    url: url as string,
    description: description === undefined || description === null || isBlank(description) ? null : description,
    eventTypes: eventTypes as readonly WebhookEventType[] | null,
    includeBranches: includeBranches as boolean,
    isEnabled: isEnabled as boolean,
  };
}

/**
 * A company's webhook endpoint (docs/webhooks.md#endpoints-and-secrets): where its events go, which types, whether
 * its branches' events come too, whether it is enabled (and why not, when the service disabled it), and its signing
 * secrets, sealed. Its state changes through `replace` (PUT), `rotate`, and the outcomes of its deliveries
 * (`recordDeliveryFailure`, `recordDeliverySuccess`: five days of failures disable it).
 */
export class WebhookEndpoint {
  /** The version stored before this object changed anything (0 for a new endpoint). */
  private readonly storedVersion: number;

  private constructor(
    private props: WebhookEndpointProps,
    storedVersion = props.version,
  ) {
    this.storedVersion = storedVersion;
  }

  /**
   * A new endpoint with the sealed signing `secret`. `url` is required and must pass `policy`; `description` (up to
   * 255 characters, blank is none), `event_types` (a non-empty list of catalogued types, or null for all),
   * `include_branches` and `is_enabled` take their defaults when absent.
   * @throws ValidationError `WEBHOOK_ENDPOINT.INVALID` with every violation.
   */
  static create(
    input: WebhookEndpointInput & { id: string; companyId: string; secret: string; now: Date },
    policy: WebhookUrlPolicy,
  ): WebhookEndpoint {
    return new WebhookEndpoint(
      {
        id: input.id,
        companyId: input.companyId,
        ...settable(input, policy),
        disabledReason: null,
        secret: input.secret,
        previousSecret: null,
        previousSecretExpiresAt: null,
        failingSince: null,
        createdAt: input.now,
        updatedAt: input.now,
        version: 1,
      },
      0,
    );
  }

  /** Rebuilds a stored endpoint (no validation). */
  static fromProps(props: WebhookEndpointProps): WebhookEndpoint {
    return new WebhookEndpoint({ ...props });
  }

  get id(): string {
    return this.props.id;
  }
  get companyId(): string {
    return this.props.companyId;
  }
  get url(): string {
    return this.props.url;
  }
  get description(): string | null {
    return this.props.description;
  }
  get eventTypes(): readonly WebhookEventType[] | null {
    return this.props.eventTypes;
  }
  get includeBranches(): boolean {
    return this.props.includeBranches;
  }
  get isEnabled(): boolean {
    return this.props.isEnabled;
  }
  get disabledReason(): string | null {
    return this.props.disabledReason;
  }
  get createdAt(): Date {
    return this.props.createdAt;
  }
  get updatedAt(): Date {
    return this.props.updatedAt;
  }
  get version(): number {
    return this.props.version;
  }

  /**
   * PUT: replaces every settable property by `input`'s (absent ones take their defaults, as on create). Enabling
   * clears `disabled_reason` and the failing streak; a caller's disabling leaves `disabled_reason` `null`.
   * @throws ValidationError `WEBHOOK_ENDPOINT.INVALID` with every violation (nothing changed).
   */
  replace(input: WebhookEndpointInput, now: Date, policy: WebhookUrlPolicy): void {
    const next = settable(input, policy);
    const enabledAgain = next.isEnabled && !this.props.isEnabled;
    this.props = {
      ...this.props,
      ...next,
      disabledReason: next.isEnabled ? null : this.props.disabledReason,
      failingSince: enabledAgain ? null : this.props.failingSince,
      updatedAt: now,
      version: this.storedVersion + 1,
    };
  }

  /**
   * Puts `sealedSecret` in place of the current secret, which keeps signing for {@link PREVIOUS_SECRET_TTL_MS} after
   * `now` (a secret rotated out earlier is forgotten).
   */
  rotate(sealedSecret: string, now: Date): void {
    this.props = {
      ...this.props,
      previousSecret: this.props.secret,
      previousSecretExpiresAt: new Date(now.getTime() + PREVIOUS_SECRET_TTL_MS),
      secret: sealedSecret,
      updatedAt: now,
      version: this.storedVersion + 1,
    };
  }

  /** The sealed secrets that sign at `now`: the current one, then the previous one until it expires. */
  signingSecrets(now: Date): string[] {
    const { secret, previousSecret, previousSecretExpiresAt } = this.props;
    const previousSigns = previousSecret !== null && previousSecretExpiresAt !== null && previousSecretExpiresAt > now;
    return previousSigns ? [secret, previousSecret] : [secret];
  }

  /**
   * Notes a failed attempt at `now`: it starts the failing streak when none runs; when the streak began at least
   * {@link FAILING_DISABLE_AFTER_MS} before `now`, the endpoint is disabled with `disabled_reason`
   * `failing_since:<first failure, ISO 8601>` (docs/webhooks.md#disabling).
   * @returns whether anything changed (the endpoint needs saving).
   */
  recordDeliveryFailure(now: Date): boolean {
    const since = this.props.failingSince;
    if (since === null) {
      this.props = { ...this.props, failingSince: now };
      return true;
    }
    if (!this.props.isEnabled || now.getTime() - since.getTime() < FAILING_DISABLE_AFTER_MS) return false;
    this.props = {
      ...this.props,
      isEnabled: false,
      disabledReason: `${FAILING_SINCE_REASON}${since.toISOString()}`,
      updatedAt: now,
      version: this.storedVersion + 1,
    };
    return true;
  }

  /**
   * Notes a delivered attempt: the failing streak ends.
   * @returns whether anything changed (the endpoint needs saving).
   */
  recordDeliverySuccess(): boolean {
    if (this.props.failingSince === null) return false;
    this.props = { ...this.props, failingSince: null };
    return true;
  }

  /** Whether the endpoint takes events of `type` (subscribed to it, or to every type). */
  subscribesTo(type: string): boolean {
    return this.props.eventTypes === null || (this.props.eventTypes as readonly string[]).includes(type);
  }

  /** A copy of the stored state. */
  toProps(): WebhookEndpointProps {
    return { ...this.props };
  }
}

/** What an endpoint's audit events never name: the sealed secrets and the failing streak (internal). */
export const ENDPOINT_AUDIT_IGNORED = ['secret', 'previousSecret', 'previousSecretExpiresAt', 'failingSince'];
