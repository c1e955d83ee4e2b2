import { recordChange, type AuditTrail, type RecordOptions } from '../history';
import type { UserProps } from './user';

/**
 * API names of the user props whose stored name is a secret's form: the trail says that the password or the recovery
 * codes changed, not that a hash did (docs/change-history.md#audit-trail).
 */
const USER_FIELD_NAMES: Readonly<Record<string, string>> = {
  passwordHash: 'password',
  recoveryCodeHashes: 'recovery_codes',
};

/**
 * {@link recordChange} for a user (`user.<verb>`): the changed fields under their API names (`password`, never
 * `password_hash`). Never records a value. Source: docs/change-history.md#audit-trail.
 */
export function recordUserChange(
  audit: AuditTrail,
  action: `user.${string}`,
  before: UserProps | null,
  after: UserProps,
  options: Omit<RecordOptions, 'names'> = {},
): Promise<void> {
  return recordChange(audit, action, before, after, { ...options, names: USER_FIELD_NAMES });
}
