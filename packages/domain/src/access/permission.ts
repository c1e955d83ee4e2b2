/** Stored state of a permission. */
export interface PermissionProps {
  readonly id: string;
  readonly userId: string;
  /** The company the profile is granted on; it reaches every branch below it. */
  readonly companyId: string;
  readonly profileId: string;
  readonly createdAt: Date;
  readonly updatedAt: Date;
  /** Grows by one with every saved change; 1 when created (docs/change-history.md#versions-and-etags). */
  readonly version: number;
}

/**
 * A profile granted to a user on one company, and through it on every branch below it. One per (user, company)
 * (`Permissions.save` enforces it). Who may grant what is the use cases' part. Source: docs/access.md#permissions.
 */
export class Permission {
  /** The version stored before this object changed anything (0 for a new permission). */
  private readonly storedVersion: number;

  private constructor(
    private props: PermissionProps,
    storedVersion = props.version,
  ) {
    this.storedVersion = storedVersion;
  }

  /** A new permission of `userId` on `companyId` with `profileId`, created at `now`. */
  static grant(input: { id: string; userId: string; companyId: string; profileId: string; now: Date }): Permission {
    return new Permission(
      {
        id: input.id,
        userId: input.userId,
        companyId: input.companyId,
        profileId: input.profileId,
        createdAt: input.now,
        updatedAt: input.now,
        version: 1,
      },
      0,
    );
  }

  /** Rebuilds a stored permission (no validation). */
  static fromProps(props: PermissionProps): Permission {
    return new Permission({ ...props });
  }

  get id(): string {
    return this.props.id;
  }
  get userId(): string {
    return this.props.userId;
  }
  get companyId(): string {
    return this.props.companyId;
  }
  get profileId(): string {
    return this.props.profileId;
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

  /** Grants another profile on the same company (a PUT). */
  changeProfile(profileId: string, now: Date): void {
    this.props = { ...this.props, profileId, updatedAt: now, version: this.storedVersion + 1 };
  }

  /** A copy of the stored state. */
  toProps(): PermissionProps {
    return { ...this.props };
  }
}
