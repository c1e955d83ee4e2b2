import type { RequestHandler } from 'express';
import { HttpError } from '../errors/http-error';
import { principalOf } from './authenticate';

/**
 * Only a user (a user token or a dashboard session) may go on: an API key, which has no "me", gets 403 with the
 * standard body. For the caller's own resources (`/v1/users/me/tokens`), which need no scope beyond being a user.
 * Mount after `authenticate`. Source: docs/access.md#user-tokens.
 */
export const requireUser: RequestHandler = (_req, res, next) => {
  if (principalOf(res).userId === null) {
    throw new HttpError(403, 'Only a user has personal tokens; sign in or use a user token');
  }
  next();
};
