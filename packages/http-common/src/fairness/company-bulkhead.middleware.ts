import { createHash } from 'node:crypto';
import type { RequestHandler, Response } from 'express';
import { presentedCredential } from '../auth/authenticate';
import { sessionIdOf } from '../auth/session-cookie';
import { HttpError } from '../errors/http-error';
import { requestClassOf, type RequestClass } from '../middleware/request-class';
import { CompanyBulkhead, type CompanyConcurrency, type Refusal } from './company-bulkhead';

/** Seconds a refused client is asked to wait (`Retry-After`): a slot of its company frees up within that. */
export const BULKHEAD_RETRY_AFTER_SECONDS = 1;

/**
 * Holds each `/api/v1` request that presents a Bearer credential in that credential's bulkhead, BEFORE its
 * authentication: a company has one live key, so the credential stands for the company, and the whole of a
 * request's database work (the key lookup included) counts against its company's share; a key acting on its
 * branches with `Resource-Id` shares one bulkhead. A flooder's requests beyond its share never reach the database.
 * A dashboard request without a Bearer credential is held in its session's bulkhead the same way (a session is one
 * person, so a company's people each have a share; the session lookup counts in it). Lanes are keyed by the
 * credential's SHA-256, so no key or session id is held in memory. A request with neither skips it (its 401 costs
 * no database read; failed authentications are limited per client IP). The slot is handed back when the route has
 * written its answer (`res.end`), not when the client hangs up: a client that gives up does not free its share
 * while its transaction still runs. A request refused (queue full: answered after 1 to 2 s, see {@link
 * holdRefusal}; or no slot within the wait) is a 503 with `Retry-After: 1` and `meta: {reason:
 * "company_concurrency", limit, retry_after, max_running, max_queued}` (`limit`: `requests`, or `searches` when the
 * company's search slots were the ones taken: a search, the costliest statement, holds one of each, so one
 * company's searches keep at most that many CPUs of the database busy); a client that hangs up while queued leaves
 * the queue. Source: docs/reliability.md#fairness-a-bulkhead-per-company.
 */
export function companyBulkhead(bulkheads: CompanyBulkheads): RequestHandler {
  return async (req, res, next) => {
    // The credential authentication will use: the Bearer one, else the dashboard's session cookie.
    const credential = presentedCredential(req) ?? sessionIdOf(req);
    if (credential === undefined) return next();
    const lane = createHash('sha256').update(credential).digest('base64url');
    const hungUp = new AbortController();
    const onClose = (): void => hungUp.abort();
    res.once('close', onClose);
    const admission = await admit(bulkheads, lane, requestClassOf(req.method, req.query), hungUp.signal);
    res.off('close', onClose);
    if (!admission.admitted) {
      if (admission.refusal === 'queue_full') await holdRefusal(res);
      if (admission.refusal === 'cancelled' || res.destroyed) return;
      throw refusalOf(admission.by, admission.refusal);
    }
    releaseOnEnd(res, admission.release);
    next();
  };
}

/** The two bulkheads of {@link companyBulkhead}: every request of a company, and its searches. */
export interface CompanyBulkheads {
  readonly requests: CompanyBulkhead;
  readonly searches: CompanyBulkhead;
}

/** The bulkheads of `limits`: `maxRunning` requests, of which at most `maxRunningSearches` searches. */
export function companyBulkheadsOf(limits: CompanyConcurrency): CompanyBulkheads {
  const { maxRunningSearches, ...requests } = limits;
  return {
    requests: new CompanyBulkhead(requests),
    searches: new CompanyBulkhead(
      { ...requests, maxRunning: Math.min(maxRunningSearches, requests.maxRunning) },
      'searches',
    ),
  };
}

type Refused = { readonly admitted: false; readonly refusal: Refusal; readonly by: CompanyBulkhead };

/**
 * A search first takes one of its company's search slots, then one of its request slots, both within the one
 * wait of `maxWaitMs`; any other request only the latter. Both slots are handed back by one `release`.
 */
async function admit(
  bulkheads: CompanyBulkheads,
  lane: string,
  requestClass: RequestClass,
  signal: AbortSignal,
): Promise<{ readonly admitted: true; readonly release: () => void } | Refused> {
  if (requestClass !== 'search') {
    const admission = await bulkheads.requests.enter(lane, signal);
    return admission.admitted ? admission : { ...admission, by: bulkheads.requests };
  }
  const waitUntil = Date.now() + bulkheads.searches.limits.maxWaitMs;
  const search = await bulkheads.searches.enter(lane, signal);
  if (!search.admitted) return { ...search, by: bulkheads.searches };
  const admission = await bulkheads.requests.enter(lane, signal, Math.max(0, waitUntil - Date.now()));
  if (!admission.admitted) {
    search.release();
    return { ...admission, by: bulkheads.requests };
  }
  return {
    admitted: true,
    release: () => {
      admission.release();
      search.release();
    },
  };
}

/**
 * Waits {@link BULKHEAD_RETRY_AFTER_SECONDS} and up to as long again (at random) before a queue-full refusal is
 * sent, or until the client hangs up: the client may not retry sooner anyway, and a flood from many
 * connections then costs at most one refusal per connection per second instead of as many as the process can
 * write (whose HTTP work would come before every other company's requests). The random part spreads the
 * refusals: without it, connections refused together are answered together and come back together, a burst
 * every second that other companies' requests wait behind. Holds a socket and a timer, no slot and no
 * database connection.
 */
function holdRefusal(res: Response): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, BULKHEAD_RETRY_AFTER_SECONDS * 1000 * (1 + Math.random()));
    res.once('close', done);
    function done(): void {
      clearTimeout(timer);
      res.off('close', done);
      resolve();
    }
  });
}

/** Calls `release` once, when the response's `end` is first called (the route's work is over by then). */
function releaseOnEnd(res: Response, release: () => void): void {
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  res.end = ((...args: unknown[]) => {
    release();
    return end(...args);
  }) as Response['end'];
}

function refusalOf(bulkhead: CompanyBulkhead, refusal: Exclude<Refusal, 'cancelled'>): HttpError {
  const { maxRunning, maxQueued } = bulkhead.limits;
  const what = bulkhead.name;
  const why =
    refusal === 'queue_full'
      ? `${maxRunning} ${what} running and ${maxQueued} waiting already`
      : `no slot of ${maxRunning} ${what} freed up in time`;
  return new HttpError(
    503,
    `Too many ${what} of this company in progress: ${why}. Retry after ${BULKHEAD_RETRY_AFTER_SECONDS} second.`,
    { 'Retry-After': String(BULKHEAD_RETRY_AFTER_SECONDS) },
    {
      reason: 'company_concurrency',
      limit: what,
      retry_after: BULKHEAD_RETRY_AFTER_SECONDS,
      max_running: maxRunning,
      max_queued: maxQueued,
    },
  );
}
