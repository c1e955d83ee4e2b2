import { Email } from '../kernel/br/email';
import { FullName } from '../kernel/br/full-name';
import { Violations } from '../kernel/violations';
import { USER_INVALID, invitationInvalid, userDisabled, userNotInvited } from './access.errors';
import { CampaignAccess } from './campaign-access';

/**
 * The lifecycle states of a user (docs/access.md#users):
 * - `invited`: created, has not yet set a password through the invitation;
 * - `active`: accepted the invitation; may sign in and hold tokens;
 * - `disabled`: deleted through the API; kept for the audit trail, never changed again.
 */
export type UserStatus = 'invited' | 'active' | 'disabled';

/** Hours an invitation link stays valid (docs/access.md#users: "valid 72 h, used once"). */
export const INVITATION_VALID_HOURS = 72;

/** A pending invitation: the hash of its one-time token (from a `SecretTokenIssuer`) and when it expires. */
export interface Invitation {
  readonly tokenHash: string;
  readonly expiresAt: Date;
}

/**
 * The user's TOTP authenticator (RFC 6238): its shared secret as an adapter stores it, when enrolment was
 * confirmed by a first valid code (`null` while pending), and the last 30-second step accepted (a code of that
 * step or an earlier one is refused: no replay). Source: docs/access.md#the-companys-one-time-password-setting.
 */
export interface UserOtp {
  readonly secret: string;
  readonly enabledAt: Date | null;
  readonly lastUsedStep: number | null;
}

/** Stored state of a user. Secrets appear only as hashes or opaque strings made by adapters. */
export interface UserProps {
  readonly id: string;
  /** The company the user belongs to (their own company, the target of their token without `Resource-Id`). */
  readonly companyId: string;
  readonly name: FullName;
  /** Canonical form; unique across every company (`Users.save` enforces it). */
  readonly email: Email;
  readonly status: UserStatus;
  readonly campaignAccess: CampaignAccess;
  /** The password's hash (a memory-hard hash made by an adapter); `null` until the invitation is accepted. */
  readonly passwordHash: string | null;
  readonly otp: UserOtp | null;
  /** Hashes of the unused one-time recovery codes. */
  readonly recoveryCodeHashes: readonly string[];
  /** The pending invitation of an invited user; `null` once accepted or disabled. */
  readonly invitation: Invitation | null;
  readonly createdAt: Date;
  readonly updatedAt: Date;
  readonly lastSignInAt: Date | null;
  /** When the user was disabled; `null` unless `status` is `disabled`. */
  readonly disabledAt: Date | null;
  /**
   * Grows by one with every saved change, sign-ins and invitation reissues included (each changes the user's
   * JSON); 1 when created (docs/change-history.md#versions-and-etags).
   */
  readonly version: number;
}

/** User properties as raw values (a request body), checked whatever their type. */
export interface UserInput {
  name?: unknown;
  email?: unknown;
  /** API field `campaign_access`. */
  campaignAccess?: unknown;
}

interface ParsedUserInput {
  name?: FullName;
  email?: Email;
  campaignAccess?: CampaignAccess;
}

function parse(input: UserInput, violations: Violations): ParsedUserInput {
  const parsed: ParsedUserInput = {};
  if (input.name !== undefined) parsed.name = violations.attempt(() => FullName.create(input.name, 'name'));
  if (input.email !== undefined) parsed.email = violations.attempt(() => Email.create(input.email, 'email'));
  if (input.campaignAccess !== undefined)
    parsed.campaignAccess = violations.attempt(() => CampaignAccess.create(input.campaignAccess));
  return parsed;
}

function assertNever(status: never): never {
  throw new Error(`Unhandled user status ${String(status)}`);
}

/** `now` plus {@link INVITATION_VALID_HOURS}: when an invitation made at `now` expires. */
export function invitationExpiry(now: Date): Date {
  return new Date(now.getTime() + INVITATION_VALID_HOURS * 3600 * 1000);
}

/**
 * A person who signs in to act for companies, through permissions (docs/access.md#users). `name` follows the
 * employee's full-name rules, `email` its canonical e-mail form (unique across the platform). The lifecycle, one
 * method per transition, each an exhaustive switch over {@link UserStatus}: invited → active
 * ({@link acceptInvitation}), invited or active → disabled ({@link disable}). The domain never hashes: password,
 * invitation token and recovery-code hashes and the OTP secret come from adapters.
 */
export class User {
  /** The version stored before this object changed anything (0 for a new user). */
  private readonly storedVersion: number;

  private constructor(
    private props: UserProps,
    storedVersion = props.version,
  ) {
    this.storedVersion = storedVersion;
  }

  /**
   * A new invited user with a pending invitation. `name` and `email` are required; `campaignAccess` defaults to
   * every campaign, no segment.
   * @throws ValidationError `USER.INVALID` with every violation (`name`, `email`, `campaign_access…`).
   */
  static invite(input: UserInput & { id: string; companyId: string; invitation: Invitation; now: Date }): User {
    const violations = new Violations();
    const parsed = parse(input, violations);
    if (input.name === undefined) violations.add('name', 'USER.NAME_REQUIRED', 'is required');
    if (input.email === undefined) violations.add('email', 'USER.EMAIL_REQUIRED', 'is required');
    violations.throwIfAny(USER_INVALID);
    return new User(
      {
        id: input.id,
        companyId: input.companyId,
        name: parsed.name as FullName,
        email: parsed.email as Email,
        status: 'invited',
        campaignAccess: parsed.campaignAccess ?? CampaignAccess.ALL,
        passwordHash: null,
        otp: null,
        recoveryCodeHashes: [],
        invitation: { ...input.invitation },
        createdAt: input.now,
        updatedAt: input.now,
        lastSignInAt: null,
        disabledAt: null,
        version: 1,
      },
      0,
    );
  }

  /** Rebuilds a stored user (no validation). */
  static fromProps(props: UserProps): User {
    return new User(copy(props));
  }

  get id(): string {
    return this.props.id;
  }
  get companyId(): string {
    return this.props.companyId;
  }
  get name(): FullName {
    return this.props.name;
  }
  get email(): Email {
    return this.props.email;
  }
  get status(): UserStatus {
    return this.props.status;
  }
  get campaignAccess(): CampaignAccess {
    return this.props.campaignAccess;
  }
  get passwordHash(): string | null {
    return this.props.passwordHash;
  }
  get otp(): UserOtp | null {
    return this.props.otp;
  }
  /** True once the user confirmed a TOTP authenticator (API field `otp_enabled`). */
  get otpEnabled(): boolean {
    return this.props.otp?.enabledAt != null;
  }
  get recoveryCodeHashes(): readonly string[] {
    return this.props.recoveryCodeHashes;
  }
  get invitation(): Invitation | null {
    return this.props.invitation;
  }
  get createdAt(): Date {
    return this.props.createdAt;
  }
  get updatedAt(): Date {
    return this.props.updatedAt;
  }
  get lastSignInAt(): Date | null {
    return this.props.lastSignInAt;
  }
  get disabledAt(): Date | null {
    return this.props.disabledAt;
  }
  get version(): number {
    return this.props.version;
  }
  /** True for an `active` user: only they sign in, and only their tokens authenticate. */
  get isActive(): boolean {
    return this.props.status === 'active';
  }

  /**
   * Changes the properties present in `input` (a PUT: `name`, `email`, `campaign_access`, each optional).
   * @throws StateError `USER.DISABLED` on a disabled user.
   * @throws ValidationError `USER.INVALID` with every violation.
   */
  update(input: UserInput, now: Date): void {
    this.assertChangeable();
    const violations = new Violations();
    const parsed = parse(input, violations);
    violations.throwIfAny(USER_INVALID);
    this.change({
      name: parsed.name ?? this.props.name,
      email: parsed.email ?? this.props.email,
      campaignAccess: parsed.campaignAccess ?? this.props.campaignAccess,
      updatedAt: now,
    });
  }

  /** Renames the user. @throws StateError `USER.DISABLED`; ValidationError `USER.INVALID` on `name`. */
  rename(name: unknown, now: Date): void {
    this.update({ name }, now);
  }

  /** Changes the e-mail. @throws StateError `USER.DISABLED`; ValidationError `USER.INVALID` on `email`. */
  changeEmail(email: unknown, now: Date): void {
    this.update({ email }, now);
  }

  /**
   * Replaces the campaign access. @throws StateError `USER.DISABLED`; ValidationError `USER.INVALID` on
   * `campaign_access…`.
   */
  setCampaignAccess(campaignAccess: unknown, now: Date): void {
    this.update({ campaignAccess }, now);
  }

  /**
   * Replaces the pending invitation with a new one (`POST /v1/users/{id}/invitation`): the earlier link stops
   * working. @throws StateError `USER.NOT_INVITED` for an active or disabled user.
   */
  reinvite(invitation: Invitation, now: Date): void {
    const status = this.props.status;
    switch (status) {
      case 'invited':
        this.change({ invitation: { ...invitation }, updatedAt: now });
        return;
      case 'active':
      case 'disabled':
        throw userNotInvited();
      default:
        assertNever(status);
    }
  }

  /** True when the user is invited and their invitation is still valid at `now`. */
  hasValidInvitationAt(now: Date): boolean {
    const invitation = this.props.invitation;
    return this.props.status === 'invited' && invitation !== null && now.getTime() < invitation.expiresAt.getTime();
  }

  /** True when the user's invitation is the one of `tokenHash` and still valid at `now` (not used or replaced). */
  holdsValidInvitation(tokenHash: string, now: Date): boolean {
    return this.props.invitation?.tokenHash === tokenHash && this.hasValidInvitationAt(now);
  }

  /**
   * Accepts the invitation with a password (its hash): invited → active; the invitation is used up.
   * @throws StateError `USER.INVITATION_INVALID` when the user is not invited or the invitation expired.
   */
  acceptInvitation(passwordHash: string, now: Date): void {
    const status = this.props.status;
    switch (status) {
      case 'invited':
        if (!this.hasValidInvitationAt(now)) throw invitationInvalid();
        this.change({ status: 'active', passwordHash, invitation: null, updatedAt: now });
        return;
      case 'active':
      case 'disabled':
        throw invitationInvalid();
      default:
        assertNever(status);
    }
  }

  /**
   * Disables the user (DELETE): invited or active → disabled; a pending invitation stops working. Ending their
   * tokens and sessions is the use case's part. A disabled user stays as is.
   */
  disable(now: Date): void {
    const status = this.props.status;
    switch (status) {
      case 'invited':
      case 'active':
        this.change({ status: 'disabled', invitation: null, disabledAt: now, updatedAt: now });
        return;
      case 'disabled':
        return;
      default:
        assertNever(status);
    }
  }

  /** Records a successful sign-in at `now` (`last_sign_in_at`). @throws StateError `USER.DISABLED`. */
  recordSignIn(now: Date): void {
    this.assertChangeable();
    this.change({ lastSignInAt: now });
  }

  /** Replaces the password's hash. @throws StateError `USER.DISABLED`. */
  changePassword(passwordHash: string, now: Date): void {
    this.assertChangeable();
    this.change({ passwordHash, updatedAt: now });
  }

  /**
   * Starts (or restarts) TOTP enrolment with a new secret and new recovery codes (their hashes); enrolment is
   * confirmed by the first code accepted ({@link acceptOtpStep}). @throws StateError `USER.DISABLED`.
   */
  enrolOtp(secret: string, recoveryCodeHashes: readonly string[], now: Date): void {
    this.assertChangeable();
    this.change({
      otp: { secret, enabledAt: null, lastUsedStep: null },
      recoveryCodeHashes: [...recoveryCodeHashes],
      updatedAt: now,
    });
  }

  /**
   * Records that a valid code of the 30-second `step` was given: false, and nothing changes, when no
   * authenticator is enrolled or a code of that step or a later one was already accepted (no replay); the first
   * accepted code confirms the enrolment. @throws StateError `USER.DISABLED`.
   */
  acceptOtpStep(step: number, now: Date): boolean {
    this.assertChangeable();
    const otp = this.props.otp;
    if (!otp || (otp.lastUsedStep !== null && step <= otp.lastUsedStep)) return false;
    this.change({ otp: { ...otp, enabledAt: otp.enabledAt ?? now, lastUsedStep: step } });
    return true;
  }

  /**
   * Uses up the recovery code whose hash is `codeHash`: false when it is not among the unused ones.
   * @throws StateError `USER.DISABLED`.
   */
  consumeRecoveryCode(codeHash: string, now: Date): boolean {
    this.assertChangeable();
    if (!this.props.recoveryCodeHashes.includes(codeHash)) return false;
    const recoveryCodeHashes = this.props.recoveryCodeHashes.filter((h) => h !== codeHash);
    this.change({ recoveryCodeHashes, updatedAt: now });
    return true;
  }

  /** A copy of the stored state. */
  toProps(): UserProps {
    return copy(this.props);
  }

  /** Applies `patch` as this request's change: the version is the stored one plus one, however many changes. */
  private change(patch: Partial<UserProps>): void {
    this.props = { ...this.props, ...patch, version: this.storedVersion + 1 };
  }

  private assertChangeable(): void {
    const status = this.props.status;
    switch (status) {
      case 'invited':
      case 'active':
        return;
      case 'disabled':
        throw userDisabled();
      default:
        assertNever(status);
    }
  }
}

function copy(props: UserProps): UserProps {
  return {
    ...props,
    otp: props.otp && { ...props.otp },
    recoveryCodeHashes: [...props.recoveryCodeHashes],
    invitation: props.invitation && { ...props.invitation },
  };
}
