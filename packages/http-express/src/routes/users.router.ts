import type {
  CreateUser,
  CreateUserToken,
  DisableUser,
  GetUser,
  ListUsers,
  ListUserTokens,
  ReissueInvitation,
  RevokeUserToken,
  UpdateUser,
  User,
  UserToken,
} from '@employee/domain';
import { formatTimestamp } from '@employee/domain';
import { invitationUrl, toUserTokenView, toUserView } from '@employee/wire';
import { Router, type Request, type RequestHandler, type Response } from 'express';
import {
  jsonObjectBody,
  listBody,
  listRequestOf,
  methodNotAllowed,
  originOf,
  principalOf,
  requireScope,
  requireUser,
  targetCompanyId,
} from '@employee/http-common';
import { UserTokenBodyRequest } from '../dto/user-token-body.request';
import { CreateUserRequest, UserBodyRequest, userInputOf } from '../dto/user-body.request';
import { validateRequest } from '../dto/validate-request';
import { markSecretAnswer } from '../idempotency/secret-answer';
import { entityTagOf, expectedVersionOf, isNotModified } from './entity-tags';

/** The use cases behind `/v1/users`, the invitations and the caller's own tokens (`/v1/users/me/tokens`). */
export interface UserUseCases {
  readonly listUsers: ListUsers;
  readonly createUser: CreateUser;
  readonly getUser: GetUser;
  readonly updateUser: UpdateUser;
  readonly disableUser: DisableUser;
  readonly reissueInvitation: ReissueInvitation;
  readonly createUserToken: CreateUserToken;
  readonly listUserTokens: ListUserTokens;
  readonly revokeUserToken: RevokeUserToken;
}

/**
 * `/me/tokens` of {@link usersRouter}: the calling user lists, creates (the token shown once) and revokes their own
 * personal tokens (docs/access.md#user-tokens); an API key gets 403, and only a dashboard session creates one
 * (`CreateUserToken` refuses a user token or a key, 403 `session_required`).
 */
function mountUserTokens(router: Router, useCases: UserUseCases, timeZone: string, publicBaseUrl: string | null) {
  const tokenView = (token: UserToken) => toUserTokenView(token, timeZone);
  const createToken: RequestHandler = async (req, res) => {
    const { body, rejected } = await validateRequest(UserTokenBodyRequest, req.body);
    const { token, plaintext } = await useCases.createUserToken.execute({
      principal: principalOf(res),
      name: body.name,
      expiresInDays: body.expires_in_days,
      rejected,
    });
    markSecretAnswer(res);
    res
      .status(201)
      .location(`${req.baseUrl}/me/tokens/${token.id}`)
      .json({ data: { ...tokenView(token), token: plaintext } });
  };
  router
    .route('/me/tokens')
    .get(requireUser, async (req, res) => {
      const { page, per_page } = req.query;
      const found = await useCases.listUserTokens.execute({ principal: principalOf(res), page, perPage: per_page });
      res.json(listBody(found, tokenView, req, publicBaseUrl));
    })
    .post(...jsonObjectBody, createToken)
    .all(methodNotAllowed('GET', 'POST'));
  router
    .route('/me/tokens/:id')
    .delete(requireUser, async (req, res) => {
      await useCases.revokeUserToken.execute({ principal: principalOf(res), id: req.params.id });
      res.status(204).end();
    })
    .all(methodNotAllowed('DELETE'));
}

/** Sets the `ETag` of an answer that carries `user`. */
const tag = (res: Response, user: User): Response => res.setHeader('ETag', entityTagOf(user.version));

/** The user with the invitation link and its expiry, shown this once (docs/access.md#users). */
function invitedViewOf(req: Request, user: User, token: string, timeZone: string, publicBaseUrl: string | null) {
  return {
    ...toUserView(user, timeZone),
    invitation_url: invitationUrl(originOf(req, publicBaseUrl), token),
    invitation_expires_at: user.invitation ? formatTimestamp(user.invitation.expiresAt, timeZone) : null,
  };
}

/**
 * `/v1/users`: list, create (answering once with the invitation link), get, update and disable (`DELETE`) the
 * target company's users, and give an invited user a new invitation (`POST /:id/invitation`); reads need
 * `users:read`, writes `users:write`. `/v1/users/me/tokens`: the calling user lists, creates (shown once) and
 * revokes their own personal tokens, with no scope but being a user (an API key gets 403; only a dashboard session
 * creates one). The invitation link is
 * `{PUBLIC_BASE_URL}/admin/invitations/<token>`. Users are versioned: every answer with one user carries its
 * `ETag`, `If-Match` guards PUT and DELETE (412 when stale), `If-None-Match` answers GET with 304 when current.
 * Source: docs/access.md#users, #user-tokens, docs/change-history.md#versions-and-etags.
 */
export function usersRouter(useCases: UserUseCases, timeZone: string, publicBaseUrl: string | null): Router {
  const router = Router();
  const [read, write] = [requireScope('users:read'), requireScope('users:write')];
  const view = (user: User) => toUserView(user, timeZone);
  const invitedView = (req: Request, user: User, token: string) =>
    invitedViewOf(req, user, token, timeZone, publicBaseUrl);

  mountUserTokens(router, useCases, timeZone, publicBaseUrl);

  const create: RequestHandler = async (req, res) => {
    const { body, rejected } = await validateRequest(CreateUserRequest, req.body);
    const created = await useCases.createUser.execute({
      ...userInputOf(body),
      principal: principalOf(res),
      companyId: targetCompanyId(res),
      profileId: body.profile_id,
      rejected,
    });
    tag(res, created.user)
      .status(201)
      .location(`${req.baseUrl}/${created.user.id}`)
      .json({ data: invitedView(req, created.user, created.invitationToken) });
  };
  const update: RequestHandler = async (req, res) => {
    const expectedVersion = expectedVersionOf(req);
    const { body, rejected } = await validateRequest(UserBodyRequest, req.body);
    const id = req.params.id as string;
    const user = await useCases.updateUser.execute({
      ...userInputOf(body),
      principal: principalOf(res),
      companyId: targetCompanyId(res),
      id,
      rejected,
      expectedVersion,
    });
    tag(res, user).json({ data: view(user) });
  };
  router
    .route('/')
    .get(read, async (req, res) => {
      const { page, per_page } = req.query;
      const list = listRequestOf(req, res);
      const found = await useCases.listUsers.execute({
        companyId: targetCompanyId(res),
        page,
        perPage: per_page,
        after: list.after,
      });
      res.json(listBody(found, view, req, publicBaseUrl, list));
    })
    .post(write, ...jsonObjectBody, create)
    .all(methodNotAllowed('GET', 'POST'));
  router
    .route('/:id')
    .get(read, async (req, res) => {
      const user = await useCases.getUser.execute({ companyId: targetCompanyId(res), id: req.params.id });
      if (isNotModified(req, user.version)) return void tag(res, user).status(304).end();
      tag(res, user).json({ data: view(user) });
    })
    .put(write, ...jsonObjectBody, update)
    .delete(write, async (req, res) => {
      const [principal, companyId, expectedVersion] = [principalOf(res), targetCompanyId(res), expectedVersionOf(req)];
      await useCases.disableUser.execute({ principal, companyId, id: req.params.id, expectedVersion });
      res.status(204).end();
    })
    .all(methodNotAllowed('GET', 'PUT', 'DELETE'));
  router
    .route('/:id/invitation')
    .post(write, async (req, res) => {
      const { user, invitationToken } = await useCases.reissueInvitation.execute({
        principal: principalOf(res),
        companyId: targetCompanyId(res),
        id: req.params.id,
      });
      markSecretAnswer(res);
      tag(res, user).json({ data: invitedView(req, user, invitationToken) });
    })
    .all(methodNotAllowed('POST'));
  return router;
}
