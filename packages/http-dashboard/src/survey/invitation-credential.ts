import { invitationUnknown } from '@employee/domain';
import type { RequestHandler, Response } from 'express';
import { HttpError } from '@employee/http-common';

/** `Authorization: Invitation <token>`; the scheme is case-insensitive (RFC 9110 §11.1). */
const INVITATION_CREDENTIAL = /^Invitation +(\S+) *$/i;

/** What a token of a survey link can look like: base64url, at most 128 characters (ours have 43). */
export const TOKEN_SHAPE = /^[A-Za-z0-9_-]{1,128}$/;

/**
 * Reads the invitation token of a survey submission (docs/surveys.md#the-survey-endpoint) into
 * `res.locals` ({@link invitationTokenOf}). Never logs it.
 * @throws HttpError 401 with `WWW-Authenticate: Invitation` when `Authorization` is missing or of another scheme.
 * @throws UnauthenticatedError `INVITATION.UNKNOWN` (401) when the token cannot be one of ours: the same answer as
 *   an unknown, replaced or withdrawn token, so a caller learns nothing from the shape it tried.
 */
export const invitationCredential: RequestHandler = (req, res, next) => {
  const token = INVITATION_CREDENTIAL.exec(req.get('authorization') ?? '')?.[1];
  if (token === undefined) {
    throw new HttpError(401, 'Send the token of the survey link as Authorization: Invitation <token>', {
      'WWW-Authenticate': 'Invitation',
    });
  }
  if (!TOKEN_SHAPE.test(token)) throw invitationUnknown();
  res.locals.invitationToken = token;
  next();
};

/** The token {@link invitationCredential} read; mount that first. */
export function invitationTokenOf(res: Response): string {
  return res.locals.invitationToken as string;
}
