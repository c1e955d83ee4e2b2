import { NotFoundError, StateError, UnauthenticatedError } from '../../kernel/domain-error';

/** Code of a save that would give a company a second live key. */
export const API_KEY_ALREADY_LIVE = 'API_KEY.ALREADY_LIVE';

/**
 * The company already has a live key (also raised by storage when two issues race): revoke it first
 * (docs/contract.md#admin-cli: issuing a key stops any earlier key of that company).
 */
export function apiKeyAlreadyLive(): StateError {
  return new StateError(API_KEY_ALREADY_LIVE, 'The company already has a live API key');
}

/**
 * The presented key does not authenticate: missing, malformed, unknown, revoked, wrong secret or of a company
 * that no longer exists. One error, one message for every case, so a caller learns nothing about which
 * (docs/contract.md#authentication-and-tenancy: "the same body for all of them").
 */
export function invalidApiKey(): UnauthenticatedError {
  return new UnauthenticatedError('A valid API key is required');
}

/** The target company has no live API key (`GET /v1/api-keys/current`, docs/access.md#api-keys): 404. */
export function apiKeyNotFound(): NotFoundError {
  return new NotFoundError('API_KEY.NOT_FOUND', 'The company has no live API key');
}
