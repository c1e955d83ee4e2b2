/** Stored state of an API key: its lookup identifier and the hash of its secret, never the secret itself. */
export interface ApiKeyProps {
  readonly id: string;
  readonly companyId: string;
  /** The non-secret part of the key, unique among all keys, used to find it. */
  readonly identifier: string;
  /** The secret's hash, as made by the `ApiKeyCodec` that generated the key. */
  readonly secretHash: string;
  /**
   * The environment the key was issued for (`sandbox`, `production`; `APP_ENV`), the one its prefix names; `null`
   * for a key issued before environments were stored, which either environment accepts until it is re-issued.
   */
  readonly environment: string | null;
  readonly createdAt: Date;
  /** When the key stopped working; `null` while it is live. */
  readonly revokedAt: Date | null;
}

/**
 * A company's API key: live from its issue until revoked, then never live again. A company has at most one
 * live key (`ApiKeys.save` enforces it). The key holds no cryptography: the identifier and the secret's hash
 * come from the `ApiKeyCodec`. Source: docs/contract.md#authentication-and-tenancy (only a hash is stored); #admin-cli
 * (`key issue`, `key revoke`).
 */
export class ApiKey {
  private constructor(private props: ApiKeyProps) {}

  /** A new, live key of `companyId`, created at `now`, from the identifier and hash a codec generated. */
  static issue(input: {
    id: string;
    companyId: string;
    identifier: string;
    secretHash: string;
    environment: string;
    now: Date;
  }): ApiKey {
    return new ApiKey({
      id: input.id,
      companyId: input.companyId,
      identifier: input.identifier,
      secretHash: input.secretHash,
      environment: input.environment,
      createdAt: input.now,
      revokedAt: null,
    });
  }

  /** Rebuilds a stored key (no validation). */
  static fromProps(props: ApiKeyProps): ApiKey {
    return new ApiKey({ ...props });
  }

  get id(): string {
    return this.props.id;
  }
  get companyId(): string {
    return this.props.companyId;
  }
  get identifier(): string {
    return this.props.identifier;
  }
  get secretHash(): string {
    return this.props.secretHash;
  }
  get environment(): string | null {
    return this.props.environment;
  }
  get createdAt(): Date {
    return this.props.createdAt;
  }
  get revokedAt(): Date | null {
    return this.props.revokedAt;
  }

  /** True until the key is revoked: only a live key authenticates. */
  get isLive(): boolean {
    return this.props.revokedAt === null;
  }

  /**
   * True when a key presented to a service of `environment` may authenticate there: the key was issued for that
   * environment, or before environments were stored (`null`). Source: docs/security.md#api22023-broken-authentication.
   */
  servesIn(environment: string): boolean {
    return this.props.environment === null || this.props.environment === environment;
  }

  /** Stops the key from working from `now` on. A key already revoked keeps its first revocation time. */
  revoke(now: Date): void {
    if (!this.isLive) return;
    this.props = { ...this.props, revokedAt: now };
  }

  /** A copy of the stored state. */
  toProps(): ApiKeyProps {
    return { ...this.props };
  }
}
