import { readText } from '../kernel/text';
import { Violations } from '../kernel/violations';
import { USER_TOKEN_INVALID } from './access.errors';

/** Longest token name (code points, after trimming). */
export const MAX_USER_TOKEN_NAME = 100;
/** Days a token lives when `expires_in_days` is not given. */
export const DEFAULT_USER_TOKEN_DAYS = 30;
/** Longest life of a token, in days. */
export const MAX_USER_TOKEN_DAYS = 90;

const DAY_MS = 24 * 3600 * 1000;

/** Stored state of a user token: its lookup identifier and the hash of its secret, never the secret itself. */
export interface UserTokenProps {
  readonly id: string;
  readonly userId: string;
  /** Trimmed, 1..100 characters. */
  readonly name: string;
  /** The non-secret part of the token, unique among all tokens, used to find it. */
  readonly identifier: string;
  /** The non-secret start of the token, safe to display (`usr_<env>_<identifier>`). */
  readonly prefix: string;
  /** The secret's hash, as made by the `UserTokenCodec` that generated the token. */
  readonly secretHash: string;
  /** The environment the token was issued for (`APP_ENV`). */
  readonly environment: string;
  readonly createdAt: Date;
  readonly expiresAt: Date;
  readonly lastUsedAt: Date | null;
  readonly revokedAt: Date | null;
}

/** What the codec generated for a new token. */
export interface GeneratedUserTokenParts {
  readonly identifier: string;
  readonly prefix: string;
  readonly secretHash: string;
  readonly environment: string;
}

/**
 * A personal token of a user (docs/access.md#user-tokens): `usr_<env>_<id>_<secret><crc>`, of which only the
 * identifier and the secret's hash are stored. Live from its creation until it expires (1..90 days, default 30)
 * or is revoked; it acts with its user's permissions while the user is active.
 */
export class UserToken {
  private constructor(private props: UserTokenProps) {}

  /**
   * A new live token of `userId`. `name`: required text, trimmed, 1..100 characters; `expiresInDays` (API field
   * `expires_in_days`): an integer 1..90, default 30.
   * @throws ValidationError `USER_TOKEN.INVALID` on `name` and/or `expires_in_days`.
   */
  static create(input: {
    id: string;
    userId: string;
    name?: unknown;
    expiresInDays?: unknown;
    generated: GeneratedUserTokenParts;
    now: Date;
  }): UserToken {
    const violations = new Violations();
    const name =
      input.name === undefined
        ? violations.add('name', 'USER_TOKEN.NAME_REQUIRED', 'is required')
        : readText(violations, 'name', input.name, { max: MAX_USER_TOKEN_NAME, trim: true });
    if (name === '') violations.add('name', 'USER_TOKEN.NAME_EMPTY', 'must not be empty');
    const days = input.expiresInDays ?? DEFAULT_USER_TOKEN_DAYS;
    if (typeof days !== 'number' || !Number.isInteger(days) || days < 1 || days > MAX_USER_TOKEN_DAYS) {
      violations.add('expires_in_days', 'USER_TOKEN.EXPIRY', `must be an integer from 1 to ${MAX_USER_TOKEN_DAYS}`);
    }
    violations.throwIfAny(USER_TOKEN_INVALID);
    return new UserToken({
      id: input.id,
      userId: input.userId,
      name: name as string,
      identifier: input.generated.identifier,
      prefix: input.generated.prefix,
      secretHash: input.generated.secretHash,
      environment: input.generated.environment,
      createdAt: input.now,
      expiresAt: new Date(input.now.getTime() + (days as number) * DAY_MS),
      lastUsedAt: null,
      revokedAt: null,
    });
  }

  /** Rebuilds a stored token (no validation). */
  static fromProps(props: UserTokenProps): UserToken {
    return new UserToken({ ...props });
  }

  get id(): string {
    return this.props.id;
  }
  get userId(): string {
    return this.props.userId;
  }
  get name(): string {
    return this.props.name;
  }
  get identifier(): string {
    return this.props.identifier;
  }
  get prefix(): string {
    return this.props.prefix;
  }
  get secretHash(): string {
    return this.props.secretHash;
  }
  get environment(): string {
    return this.props.environment;
  }
  get createdAt(): Date {
    return this.props.createdAt;
  }
  get expiresAt(): Date {
    return this.props.expiresAt;
  }
  get lastUsedAt(): Date | null {
    return this.props.lastUsedAt;
  }
  get revokedAt(): Date | null {
    return this.props.revokedAt;
  }

  /** True when the token authenticates at `now`: not revoked and `now` before `expiresAt`. */
  isLiveAt(now: Date): boolean {
    return this.props.revokedAt === null && now.getTime() < this.props.expiresAt.getTime();
  }

  /** Stops the token from working from `now` on. A revoked token keeps its first revocation time. */
  revoke(now: Date): void {
    if (this.props.revokedAt !== null) return;
    this.props = { ...this.props, revokedAt: now };
  }

  /** Records that the token authenticated a request at `now` (`last_used_at`). */
  recordUse(now: Date): void {
    this.props = { ...this.props, lastUsedAt: now };
  }

  /** A copy of the stored state. */
  toProps(): UserTokenProps {
    return { ...this.props };
  }
}
