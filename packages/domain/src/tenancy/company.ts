import { MAX_SHORT_TEXT, readText } from '../kernel/text';
import { Violations } from '../kernel/violations';
import { COMPANY_INVALID } from './company.errors';

/**
 * Which employee field identifies an employee of the company and is therefore required (docs/contract.md#identify-key).
 */
export type IdentifyKey = 'document' | 'email';
export const IDENTIFY_KEYS: readonly IdentifyKey[] = ['document', 'email'];

/** Largest per-minute rate limit a company can be given (a sanity bound for the admin command). */
export const MAX_RATE_LIMIT_PER_MINUTE = 1_000_000;

/**
 * The bounds of a company's own minimum group size of the reports (docs/reports.md#anonymity: "company
 * override ≥ 3"); above 100 a report of most companies would show nothing but suppressed groups.
 */
export const REPORT_MIN_GROUP_SIZE_BOUNDS = { min: 3, max: 100 } as const;

/** Stored state of a company. */
export interface CompanyProps {
  readonly id: string;
  readonly name: string;
  readonly identifyKey: IdentifyKey;
  /** The parent company when this one is a branch; `null` for a top-level company. */
  readonly parentId: string | null;
  /** Requests per key per minute for this company; `null` uses the service's configured limit. */
  readonly rateLimitPerMinute: number | null;
  /** Whether every user of the company must give a one-time password at sign-in (docs/access.md). */
  readonly otpRequired: boolean;
  /**
   * The fewest respondents a report figure of this company may be computed over (3..100); `null` uses the service's
   * `REPORT_MIN_GROUP_SIZE`.
   */
  readonly reportMinGroupSize: number | null;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

/**
 * A customer company, or a branch of one (parent → branch tree). Decides the employee identify key and may
 * carry its own rate limit. Source: docs/contract.md#identify-key, #authentication-and-tenancy, #admin-cli
 * (`company create`, `company set-rate-limit`); #rate-limit.
 */
export class Company {
  private constructor(private props: CompanyProps) {}

  /**
   * A new company. `name`: non-empty text up to 255 characters (trimmed); `identifyKey` (API field `identify_key`):
   * `document` or `email`.
   * @throws ValidationError `COMPANY.INVALID` on `name` and/or `identify_key`.
   */
  static create(input: {
    id: string;
    name: unknown;
    identifyKey: unknown;
    parentId: string | null;
    now: Date;
  }): Company {
    const violations = new Violations();
    const name = readText(violations, 'name', input.name, { max: MAX_SHORT_TEXT });
    if (typeof name === 'string' && name.trim() === '')
      violations.add('name', 'COMPANY.NAME_EMPTY', 'must not be empty');
    const identifyKey = IDENTIFY_KEYS.find((k) => k === input.identifyKey);
    if (!identifyKey) violations.add('identify_key', 'COMPANY.IDENTIFY_KEY', 'must be document or email');
    violations.throwIfAny(COMPANY_INVALID);
    return new Company({
      id: input.id,
      name: (name as string).trim(),
      identifyKey: identifyKey as IdentifyKey,
      parentId: input.parentId,
      rateLimitPerMinute: null,
      otpRequired: false,
      reportMinGroupSize: null,
      createdAt: input.now,
      updatedAt: input.now,
    });
  }

  /** Rebuilds a stored company (no validation: storage holds only valid companies). */
  static fromProps(props: CompanyProps): Company {
    return new Company({ ...props });
  }

  get id(): string {
    return this.props.id;
  }
  get name(): string {
    return this.props.name;
  }
  get identifyKey(): IdentifyKey {
    return this.props.identifyKey;
  }
  get parentId(): string | null {
    return this.props.parentId;
  }
  get rateLimitPerMinute(): number | null {
    return this.props.rateLimitPerMinute;
  }
  get otpRequired(): boolean {
    return this.props.otpRequired;
  }
  get reportMinGroupSize(): number | null {
    return this.props.reportMinGroupSize;
  }
  get createdAt(): Date {
    return this.props.createdAt;
  }
  get updatedAt(): Date {
    return this.props.updatedAt;
  }

  /**
   * Gives the company its own limit of requests per key per minute (1..1,000,000), or `null` to go back to
   * the service's configured limit (docs/contract.md#rate-limit: "can be adjusted on request").
   * @throws ValidationError `COMPANY.INVALID` on `per_minute`.
   */
  setRateLimit(perMinute: unknown, now: Date): void {
    const valid =
      perMinute === null ||
      (typeof perMinute === 'number' &&
        Number.isInteger(perMinute) &&
        perMinute >= 1 &&
        perMinute <= MAX_RATE_LIMIT_PER_MINUTE);
    if (!valid) {
      const violations = new Violations();
      violations.add('per_minute', 'COMPANY.RATE_LIMIT', `must be an integer from 1 to ${MAX_RATE_LIMIT_PER_MINUTE}`);
      violations.throwIfAny(COMPANY_INVALID);
    }
    this.props = { ...this.props, rateLimitPerMinute: perMinute as number | null, updatedAt: now };
  }

  /**
   * Sets the company's one-time-password setting (docs/access.md#the-companys-one-time-password-setting): when
   * `true`, each of its users must enrol a TOTP authenticator before their first session and give a code at every
   * sign-in.
   * @throws ValidationError `COMPANY.INVALID` on `otp_required` when `required` is not a boolean.
   */
  setOtpRequired(required: unknown, now: Date): void {
    if (typeof required !== 'boolean') {
      const violations = new Violations();
      violations.add('otp_required', 'COMPANY.OTP_REQUIRED', 'must be true or false');
      violations.throwIfAny(COMPANY_INVALID);
    }
    this.props = { ...this.props, otpRequired: required as boolean, updatedAt: now };
  }

  /**
   * Gives the company its own minimum group size of the reports (an integer from 3 to 100), or `null` to go back to
   * the service's `REPORT_MIN_GROUP_SIZE` (docs/reports.md#anonymity: "company override ≥ 3").
   * @throws ValidationError `COMPANY.INVALID` on `report_min_group_size`.
   */
  setReportMinGroupSize(size: unknown, now: Date): void {
    const { min, max } = REPORT_MIN_GROUP_SIZE_BOUNDS;
    const valid = size === null || (typeof size === 'number' && Number.isInteger(size) && size >= min && size <= max);
    if (!valid) {
      const violations = new Violations();
      violations.add(
        'report_min_group_size',
        'COMPANY.REPORT_MIN_GROUP_SIZE',
        `must be an integer from ${min} to ${max}`,
      );
      violations.throwIfAny(COMPANY_INVALID);
    }
    this.props = { ...this.props, reportMinGroupSize: size as number | null, updatedAt: now };
  }

  /** A copy of the stored state. */
  toProps(): CompanyProps {
    return { ...this.props };
  }
}
