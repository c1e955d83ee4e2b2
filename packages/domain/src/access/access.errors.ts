import { DomainError, NotFoundError, StateError, UnauthenticatedError } from '../kernel/domain-error';
import { ValidationError } from '../kernel/violations';
import type { Scope } from './scope';

/** Code of a 422 on profile input (`name`, `scopes`). */
export const PROFILE_INVALID = 'PROFILE.INVALID';
/** Code of a change or deletion of a built-in profile. */
export const PROFILE_BUILTIN = 'PROFILE.BUILTIN';
/** Code of a deletion of a profile that permissions still use. */
export const PROFILE_IN_USE = 'PROFILE.IN_USE';
/** Code of a 422 on user input (`name`, `email`, `profile_id`, `campaign_access`). */
export const USER_INVALID = 'USER.INVALID';
/** Code of a change of a disabled user. */
export const USER_DISABLED = 'USER.DISABLED';
/** Code of an invitation asked for a user who is no longer invited (active or disabled). */
export const USER_NOT_INVITED = 'USER.NOT_INVITED';
/** Code of an invitation token that is unknown, used, expired or of a disabled user. */
export const USER_INVITATION_INVALID = 'USER.INVITATION_INVALID';
/** Code of a 422 on permission input (`user_id`, `company_id`, `profile_id`). */
export const PERMISSION_INVALID = 'PERMISSION.INVALID';
/** Code of a second permission of one user on one company. */
export const PERMISSION_DUPLICATE = 'PERMISSION.DUPLICATE';
/** Code of a grant of a scope the caller does not hold on that company. */
export const ACCESS_SCOPE_NOT_HELD = 'ACCESS.SCOPE_NOT_HELD';
/** Code of a caller creating or changing their own permission or campaign access. */
export const ACCESS_OWN_GRANT = 'ACCESS.OWN_GRANT';
/** Code of a campaign access granted beyond the caller's own. */
export const ACCESS_CAMPAIGN_ACCESS_NOT_HELD = 'ACCESS.CAMPAIGN_ACCESS_NOT_HELD';
/** Code of a personal token asked for with a credential other than a dashboard session. */
export const USER_TOKEN_SESSION_REQUIRED = 'USER_TOKEN.SESSION_REQUIRED';
/** Code of a user disabling themself. */
export const USER_SELF_DISABLE = 'USER.SELF_DISABLE';
/** Code of a change that would leave a company without an active holder of `users:write`. */
export const ACCESS_LAST_ADMIN = 'ACCESS.LAST_ADMIN';
/** Code of a 422 on user token input (`name`, `expires_in_days`). */
export const USER_TOKEN_INVALID = 'USER_TOKEN.INVALID';

/** No profile with this id visible to the target company (docs/access.md#profiles). */
export function profileNotFound(): NotFoundError {
  return new NotFoundError('PROFILE.NOT_FOUND', 'Profile not found');
}

/** A built-in profile (`Administrador`, …) is never changed or deleted (docs/access.md#profiles). */
export function profileBuiltin(): StateError {
  return new StateError(PROFILE_BUILTIN, 'A built-in profile cannot be changed or deleted');
}

/**
 * The profile is still used by `permissions` permissions: delete or change them first (docs/access.md#profiles:
 * 409 with `meta.permissions`). Code: `PROFILE.IN_USE`.
 */
export class ProfileInUseError extends StateError {
  constructor(readonly permissions: number) {
    super(PROFILE_IN_USE, `The profile is used by ${permissions} permission(s)`);
  }
}

/**
 * Another profile of the company has this name, compared case-insensitively (also raised by storage on a race):
 * `PROFILE.INVALID` with `PROFILE.NAME_TAKEN` on `name` (docs/access.md#profiles).
 */
export function profileNameTaken(): ValidationError {
  return ValidationError.of(PROFILE_INVALID, 'name', { code: 'PROFILE.NAME_TAKEN', message: 'is already in use' });
}

/** No user with this id in the caller's tree (docs/access.md#users). */
export function userNotFound(): NotFoundError {
  return new NotFoundError('USER.NOT_FOUND', 'User not found');
}

/**
 * Another user, of any company, has this e-mail (canonical form, so case-insensitively; also raised by storage on
 * a race): `USER.INVALID` with `USER.EMAIL_TAKEN` on `email` (docs/access.md#users).
 */
export function userEmailTaken(): ValidationError {
  return ValidationError.of(USER_INVALID, 'email', { code: 'USER.EMAIL_TAKEN', message: 'is already in use' });
}

/** A disabled user is kept for the audit trail and never changed again (docs/access.md#users). */
export function userDisabled(): StateError {
  return new StateError(USER_DISABLED, 'A disabled user cannot be changed');
}

/** Only an invited user (who has not accepted yet) gets a new invitation (docs/access.md#users). */
export function userNotInvited(): StateError {
  return new StateError(USER_NOT_INVITED, 'The user has already accepted the invitation or is disabled');
}

/**
 * The invitation token is unknown, already used, expired, or of a disabled user: one error for every case
 * (docs/access.md#sign-in).
 */
export function invitationInvalid(): StateError {
  return new StateError(USER_INVITATION_INVALID, 'The invitation is invalid or has expired');
}

/** No permission with this id in the caller's tree (docs/access.md#permissions). */
export function permissionNotFound(): NotFoundError {
  return new NotFoundError('PERMISSION.NOT_FOUND', 'Permission not found');
}

/**
 * The user already has a permission on that company (also raised by storage on a race): one per (user, company)
 * (docs/access.md#permissions: 409).
 */
export function permissionDuplicate(): StateError {
  return new StateError(PERMISSION_DUPLICATE, 'The user already has a permission on this company');
}

/**
 * The caller tried to grant a scope it does not hold itself on that company (docs/access.md#permissions: 403).
 * Code: `ACCESS.SCOPE_NOT_HELD`; `scope` names the first such scope of the catalogue.
 */
export class ScopeNotHeldError extends DomainError {
  constructor(readonly scope: Scope) {
    super('forbidden', ACCESS_SCOPE_NOT_HELD, `You may not grant ${scope}: you do not hold it on this company`);
  }
}

/** Why an {@link AccessRefusedError} refuses: the API's `meta.reason`. */
export type AccessRefusal = 'own_grant' | 'campaign_access_not_held' | 'session_required';

/**
 * A refusal of what the caller may not do to access itself, whatever scopes it holds (docs/access.md#permissions,
 * #campaignaccess, #user-tokens: 403 with `meta.reason`). Made by {@link ownGrant}, {@link campaignAccessNotHeld}
 * and {@link sessionRequired}.
 */
export class AccessRefusedError extends DomainError {
  constructor(
    code: string,
    readonly reason: AccessRefusal,
    message: string,
  ) {
    super('forbidden', code, message);
  }
}

/**
 * A user (behind a user token or a session) creates or changes their own permission or campaign access: another
 * administrator does (docs/access.md#permissions). Code: `ACCESS.OWN_GRANT`, reason `own_grant`.
 */
export function ownGrant(): AccessRefusedError {
  return new AccessRefusedError(
    ACCESS_OWN_GRANT,
    'own_grant',
    'Nobody changes their own permissions or campaign access: another administrator does',
  );
}

/**
 * The campaign access granted reads results the caller's own does not (docs/access.md#campaignaccess). Code:
 * `ACCESS.CAMPAIGN_ACCESS_NOT_HELD`, reason `campaign_access_not_held`.
 */
export function campaignAccessNotHeld(): AccessRefusedError {
  return new AccessRefusedError(
    ACCESS_CAMPAIGN_ACCESS_NOT_HELD,
    'campaign_access_not_held',
    'You may not grant a campaign access wider than your own: campaigns you cannot read, or beyond your segment',
  );
}

/**
 * A personal token asked for with a user token or an API key: tokens come only from a signed-in dashboard session
 * (docs/access.md#user-tokens). Code: `USER_TOKEN.SESSION_REQUIRED`, reason `session_required`.
 */
export function sessionRequired(): AccessRefusedError {
  return new AccessRefusedError(
    USER_TOKEN_SESSION_REQUIRED,
    'session_required',
    'Personal tokens are created only from a signed-in dashboard session, never with a user token or an API key',
  );
}

/**
 * The change would leave the company without an active user holding `users:write` (the last one would lose it):
 * a company never locks itself out (docs/access.md#permissions: 409).
 */
export function lastAdmin(): StateError {
  return new StateError(ACCESS_LAST_ADMIN, 'The company would be left without an active user holding users:write');
}

/**
 * A user (behind a session or a user token) disables themself: who wants to leave signs out, and another
 * administrator disables them (docs/access.md#users: 409). Code: `USER.SELF_DISABLE`.
 */
export function selfDisable(): StateError {
  return new StateError(USER_SELF_DISABLE, 'Nobody disables themself: another administrator does');
}

/** No token with this id among the calling user's tokens (docs/access.md#user-tokens). */
export function userTokenNotFound(): NotFoundError {
  return new NotFoundError('USER_TOKEN.NOT_FOUND', 'Token not found');
}

/**
 * The presented user token does not authenticate: malformed, unknown, expired, revoked, wrong secret, another
 * environment's, or its user is not active. The same error and message as a bad API key, so a caller learns
 * nothing about which (docs/access.md#user-tokens: "the same body as a bad key").
 */
export function invalidUserToken(): UnauthenticatedError {
  return new UnauthenticatedError('A valid API key is required');
}
