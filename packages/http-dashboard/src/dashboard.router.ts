import { noStore, notFound } from '@employee/http-common';
import express, { Router, type RequestHandler } from 'express';
import { join } from 'node:path';

/** Where the built web application is and what the dashboard's own reads need. */
export interface DashboardOptions {
  /** The `dist` folder of `@employee/dashboard`: `index.html`, `survey.html` and `assets/`. */
  readonly webRoot: string;
  /** The deployment's environment (`APP_ENV`), shown as the header's band. */
  readonly environment: 'sandbox' | 'production';
  /**
   * `FIRING_SETTLE_DELAY_SECONDS`: how long after a firing is recorded the scheduler soft-deletes the employee
   * (docs/contract.md#firing-and-deletion), so the firing form can say when it takes effect.
   */
  readonly firingSettleDelaySeconds: number;
  /**
   * `APP_TIMEZONE` (an IANA zone such as `America/Sao_Paulo`): the calendar the API's dates are checked in ("a firing
   * date up to today"), so the dashboard's "today" is the API's and not the browser's.
   */
  readonly timeZone: string;
  /**
   * The reports behind the session (authentication, `Resource-Id`, rate limits, then the reports router), mounted at
   * `/admin/api/reports`: the dashboard is one origin, and the reports listener another.
   */
  readonly reportsApi: readonly RequestHandler[];
}

/** Hashed asset names never change content, so browsers may keep them for a year. */
const ASSET_MAX_AGE = '365d';

/**
 * The administrative dashboard and the survey page, served by the API process (docs/decisions/0004-dashboard.md,
 * docs/dashboard.md):
 * - `GET /admin` and every `/admin/...` page path: the single-page application's `index.html` (no-store, so a new
 *   release is picked up at the next load); `/admin/assets/*`: its scripts and styles, cached for a year;
 * - `GET /survey/{token}`: the survey page's `survey.html` (the token stays in the browser; helmet's
 *   `Referrer-Policy: no-referrer` keeps it out of any other site's logs);
 * - `GET /admin/api/environment` → `{data: {environment, firing_settle_delay_seconds, time_zone}}` without sign-in,
 *   for the band of the sign-in page, and the firing form's default date and "takes effect" time;
 * - `GET /admin/api/reports/{name}`: the fifteen reports with the session cookie (the same router as the reports
 *   listener's `/api/v1/reports`); anything else under `/admin/api` is the standard 404.
 * Mount it after the `/admin/api` sign-in routes.
 */
export function dashboardRouter(options: DashboardOptions): Router {
  const router = Router();
  // A page file that cannot be sent is the server's fault (a dashboard not built), whatever status `send` gave it:
  // handed on without one, it answers 500 and is logged.
  const page =
    (file: string): RequestHandler =>
    (_req, res, next) => {
      res.set('Cache-Control', 'no-store');
      res.sendFile(join(options.webRoot, file), (error?: Error) => {
        if (error && !res.headersSent) next(new Error(`the dashboard page ${file} cannot be sent: ${error.name}`));
      });
    };

  router.get('/admin/api/environment', noStore, (_req, res) => {
    res.json({
      data: {
        environment: options.environment,
        firing_settle_delay_seconds: options.firingSettleDelaySeconds,
        time_zone: options.timeZone,
      },
    });
  });
  router.use('/admin/api/reports', ...options.reportsApi);
  router.use('/admin/api', notFound);
  router.use(
    '/admin/assets',
    express.static(join(options.webRoot, 'assets'), { index: false, immutable: true, maxAge: ASSET_MAX_AGE }),
    notFound,
  );
  router.get(['/admin', '/admin/{*path}'], page('index.html'));
  router.get('/survey/:token', page('survey.html'));
  return router;
}
