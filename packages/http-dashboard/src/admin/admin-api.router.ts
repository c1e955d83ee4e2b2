import {
  OtpRejectedError,
  SignInFailedError,
  StateError,
  type AcceptInvitation,
  type CheckInvitation,
  formatTimestamp,
  type DescribeSession,
  type SessionDescription,
  type SignIn,
  type SignOut,
} from '@employee/domain';
import { toUserView } from '@employee/wire';
import { Router, type RequestHandler } from 'express';
import {
  clearSessionCookie,
  jsonObjectBody,
  methodNotAllowed,
  sameOriginOnly,
  sessionIdOf,
  setSessionCookie,
  SIGN_IN_IP_WINDOW_SECONDS,
  tooManyRequests,
  type SignInIpThrottle,
} from '@employee/http-common';

/** The sign-in use cases behind `/admin/api` (docs/access.md#sign-in). */
export interface AdminSessionUseCases {
  readonly acceptInvitation: AcceptInvitation;
  readonly checkInvitation: CheckInvitation;
  readonly signIn: SignIn;
  readonly describeSession: DescribeSession;
  readonly signOut: SignOut;
}

/** What `/admin/api` needs besides its use cases. */
export interface AdminApiOptions {
  /** Failed sign-ins and invitation acceptances per client IP. */
  readonly ipThrottle: SignInIpThrottle;
  readonly timeZone: string;
  /** The service's public origin (`PUBLIC_BASE_URL`), also accepted as `Origin`; default: the request's own. */
  readonly publicBaseUrl: string | null;
}

/** Errors that count against the client IP: wrong credentials or codes, and an invalid invitation. */
function countsAgainstIp(error: unknown): boolean {
  return (
    error instanceof SignInFailedError ||
    error instanceof OtpRejectedError ||
    (error instanceof StateError && error.code === 'USER.INVITATION_INVALID')
  );
}

/**
 * Runs `action` on a try reserved against the client IP's budget of failures (refused with 429 when it is spent),
 * keeping the try counted when the action fails with a wrong credential and giving it back otherwise.
 */
function throttledBy(ipThrottle: SignInIpThrottle, action: RequestHandler): RequestHandler {
  return async (req, res, next) => {
    const ip = req.ip ?? 'unknown';
    const reservation = await ipThrottle.reserve(ip);
    if (!reservation.allowed) {
      throw tooManyRequests(reservation, {
        what: 'failed sign-ins from this address',
        window: SIGN_IN_IP_WINDOW_SECONDS,
        reason: 'sign_in_ip',
      });
    }
    let failed = false;
    try {
      await action(req, res, next);
    } catch (error) {
      failed = countsAgainstIp(error);
      throw error;
    } finally {
      if (!failed) await ipThrottle.release(ip);
    }
  };
}

/**
 * The dashboard's own JSON endpoints for signing in, under `/admin/api` (docs/access.md#sign-in,
 * docs/sign-in.md#signing-in):
 * - `POST /invitations/check` `{token}` → 200 `{data: {expires_at}}` while the link works, else 409
 *   `USER.INVITATION_INVALID` (counted against the client IP like a failed acceptance);
 * - `POST /invitations/accept` `{token, password}` → 200 `{data: user}` with the now active user, and
 *   `otp_enrolment` beside `data`, once, when the company requires one-time passwords;
 * - `POST /session` `{email, password, otp?}` → 204 with the `HttpOnly; SameSite=Strict` session cookie;
 * - `GET /session` → 200 `{user, companies: [{id, name, scopes}]}`; `DELETE /session` → 204, cookie cleared.
 * State-changing requests from another site are 403 (`sameOriginOnly`); a client IP with 30 failures in 15 minutes
 * gets 429 before any password is checked. Answers are never cached.
 */
export function adminApiRouter(useCases: AdminSessionUseCases, options: AdminApiOptions): Router {
  const router = Router();
  const { ipThrottle, timeZone } = options;

  const throttledByIp = (action: RequestHandler) => throttledBy(ipThrottle, action);

  const sessionView = ({ user, companies }: SessionDescription) => ({
    user: toUserView(user, timeZone),
    companies: companies.map(({ company, scopes }) => ({
      id: company.id,
      name: company.name,
      parent_id: company.parentId,
      scopes,
    })),
  });

  router.use((_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  router.use(sameOriginOnly(options.publicBaseUrl));

  router
    .route('/invitations/check')
    .post(
      ...jsonObjectBody,
      throttledByIp(async (req, res) => {
        const { expiresAt } = await useCases.checkInvitation.execute((req.body as Record<string, unknown>).token);
        res.json({ data: { expires_at: formatTimestamp(expiresAt, timeZone) } });
      }),
    )
    .all(methodNotAllowed('POST'));
  router
    .route('/invitations/accept')
    .post(
      ...jsonObjectBody,
      throttledByIp(async (req, res) => {
        const body = req.body as Record<string, unknown>;
        const { user, otpEnrolment } = await useCases.acceptInvitation.execute({
          token: body.token,
          password: body.password,
        });
        res.json({
          data: toUserView(user, timeZone),
          ...(otpEnrolment && {
            otp_enrolment: {
              secret: otpEnrolment.secret,
              otpauth_url: otpEnrolment.otpauthUrl,
              recovery_codes: otpEnrolment.recoveryCodes,
            },
          }),
        });
      }),
    )
    .all(methodNotAllowed('POST'));

  router
    .route('/session')
    .post(
      ...jsonObjectBody,
      throttledByIp(async (req, res) => {
        const body = req.body as Record<string, unknown>;
        const { session } = await useCases.signIn.execute({
          email: body.email,
          password: body.password,
          otp: body.otp,
        });
        setSessionCookie(req, res, session.id);
        res.status(204).end();
      }),
    )
    .get(async (req, res) => {
      res.json(sessionView(await useCases.describeSession.execute(sessionIdOf(req))));
    })
    .delete(async (req, res) => {
      await useCases.signOut.execute(sessionIdOf(req));
      clearSessionCookie(req, res);
      res.status(204).end();
    })
    .all(methodNotAllowed('GET, POST, DELETE'));

  return router;
}
