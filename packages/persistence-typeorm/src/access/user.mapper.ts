import { CampaignAccess, Email, FullName, User, type UserStatus } from '@employee/domain';
import { UserRecord } from './user.record';

/**
 * `User` ↔ `users` row: the name and canonical e-mail as text, the campaign access as its API-shaped JSON, the
 * TOTP state in three columns (`otp_secret` null: not enrolled), the invitation in two.
 */
export const userMapper = {
  toDomain(record: UserRecord): User {
    const access = record.campaignAccess;
    return User.fromProps({
      id: record.id,
      companyId: record.companyId,
      name: FullName.create(record.name),
      email: Email.fromStored(record.email),
      status: record.status as UserStatus,
      campaignAccess: CampaignAccess.of(
        access.campaigns,
        access.segment && { filterId: access.segment.filter_id, values: access.segment.values },
      ),
      passwordHash: record.passwordHash,
      otp:
        record.otpSecret === null
          ? null
          : {
              secret: record.otpSecret,
              enabledAt: record.otpEnabledAt,
              lastUsedStep: record.otpLastUsedStep === null ? null : Number(record.otpLastUsedStep),
            },
      recoveryCodeHashes: record.recoveryCodeHashes,
      invitation:
        record.invitationTokenHash === null || record.invitationExpiresAt === null
          ? null
          : { tokenHash: record.invitationTokenHash, expiresAt: record.invitationExpiresAt },
      createdAt: record.createdAt,
      updatedAt: record.updatedAt,
      lastSignInAt: record.lastSignInAt,
      disabledAt: record.disabledAt,
      version: record.version,
    });
  },

  toRecord(user: User): UserRecord {
    const props = user.toProps();
    return Object.assign(new UserRecord(), {
      id: props.id,
      companyId: props.companyId,
      name: props.name.value,
      email: props.email.value,
      status: props.status,
      campaignAccess: props.campaignAccess.toJSON(),
      passwordHash: props.passwordHash,
      otpSecret: props.otp?.secret ?? null,
      otpEnabledAt: props.otp?.enabledAt ?? null,
      otpLastUsedStep: props.otp?.lastUsedStep === null || !props.otp ? null : String(props.otp.lastUsedStep),
      recoveryCodeHashes: [...props.recoveryCodeHashes],
      invitationTokenHash: props.invitation?.tokenHash ?? null,
      invitationExpiresAt: props.invitation?.expiresAt ?? null,
      createdAt: props.createdAt,
      updatedAt: props.updatedAt,
      lastSignInAt: props.lastSignInAt,
      disabledAt: props.disabledAt,
      version: props.version,
    } satisfies UserRecord);
  },
};
