import { createHash } from 'node:crypto';
import type { RequestHandler, Response } from 'express';
import { presentedCredential } from '../auth/authenticate';
import { HttpError } from '../errors/http-error';
import type { CompanyBulkhead, Refusal } from './company-bulkhead';

/** Seconds a refused client is asked to wait (`Retry-After`): a slot of its company frees up within that. */
export const BULKHEAD_RETRY_AFTER_SECONDS = 1;

/**
 * Holds each `/api/v1` request that presents a Bearer credential in that credential's bulkhead, BEFORE its
 * authentication: a company has one live key, so the credential stands for the company, and the whole of a
 * request's database work (the key lookup included) counts against its company's share; a key acting on its
 * branches with `Resource-Id` shares one bulkhead. A flooder's requests beyond its share never reach the
 * database. Lanes are keyed by the credential's SHA-256, so no key is held in memory. A request without a
 * Bearer credential skips it (its 401 costs no database read; failed authentications are limited per client
 * IP). The slot is handed back when the route has written its answer (`res.end`), not when the client hangs
 * up: a client that gives up does not free its share while its transaction still runs. A request refused
 * (queue full: answered after 1 s, see {@link holdRefusal}; or no slot within the wait) is a 503 with
 * `Retry-After: 1` and
 * `meta: {reason: "company_concurrency", retry_after, max_running, max_queued}`; a client that hangs up
 * while queued leaves the queue. Source: docs/reliability.md#fairness-a-bulkhead-per-company.
 */
export function companyBulkhead(bulkhead: CompanyBulkhead): RequestHandler {
  return async (req, res, next) => {
    const credential = presentedCredential(req);
    if (credential === undefined) return next();
    const lane = createHash('sha256').update(credential).digest('base64url');
    const hungUp = new AbortController();
    const onClose = (): void => hungUp.abort();
    res.once('close', onClose);
    const admission = await bulkhead.enter(lane, hungUp.signal);
    res.off('close', onClose);
    if (!admission.admitted) {
      if (admission.refusal === 'queue_full') await holdRefusal(res);
      if (admission.refusal === 'cancelled' || res.destroyed) return;
      throw refusalOf(bulkhead, admission.refusal);
    }
    releaseOnEnd(res, admission.release);
    next();
  };
}

/**
 * Waits {@link BULKHEAD_RETRY_AFTER_SECONDS} before a queue-full refusal is sent, or until the client hangs up:
 * the client may not retry sooner anyway, and a flood from many connections then costs at most one refusal
 * per connection per second instead of as many as the process can write (whose HTTP work would come before
 * every other company's requests). Holds a socket and a timer, no slot and no database connection.
 */
function holdRefusal(res: Response): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, BULKHEAD_RETRY_AFTER_SECONDS * 1000);
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
  const why =
    refusal === 'queue_full'
      ? `${maxRunning} running and ${maxQueued} waiting already`
      : `no slot of ${maxRunning} freed up in time`;
  return new HttpError(
    503,
    `Too many requests of this company in progress: ${why}. Retry after ${BULKHEAD_RETRY_AFTER_SECONDS} second.`,
    { 'Retry-After': String(BULKHEAD_RETRY_AFTER_SECONDS) },
    {
      reason: 'company_concurrency',
      retry_after: BULKHEAD_RETRY_AFTER_SECONDS,
      max_running: maxRunning,
      max_queued: maxQueued,
    },
  );
}
