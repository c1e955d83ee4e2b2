import type { AuditActor, ChangeContexts, Principal } from '@employee/domain';
import type { RequestHandler } from 'express';
import { principalOf } from '../auth/authenticate';

/** The audit actor of a principal: its API key, or the user behind a token or session. */
function actorOf(principal: Principal): AuditActor {
  return principal.kind === 'api-key'
    ? { type: 'api_key', id: principal.id }
    : { type: 'user', id: principal.userId ?? null };
}

/**
 * Runs the rest of a request in its change context (`ChangeContexts`), so that the audit events its use cases
 * record name the caller, the request id (`X-Request-Id`) and the client IP. After authentication it names the
 * principal (`authenticated`); on the sign-in endpoints, before anyone is known, it names a user whose id the use
 * case gives. Source: docs/change-history.md#audit-trail.
 */
export function changeContext(contexts: ChangeContexts, who: 'authenticated' | 'signing-in'): RequestHandler {
  return (req, res, next) => {
    const actor: AuditActor = who === 'authenticated' ? actorOf(principalOf(res)) : { type: 'user', id: null };
    contexts.run({ actor, requestId: (res.locals.requestId as string | undefined) ?? null, ip: req.ip ?? null }, () =>
      next(),
    );
  };
}
