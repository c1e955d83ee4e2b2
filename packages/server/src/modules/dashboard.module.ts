import { ReadComments, ReadReport } from '@employee/domain';
import { DASHBOARD_BACKEND_USE_CASES, dashboardBackend, dashboardRouter } from '@employee/http-dashboard';
import { reportsApi } from '@employee/http-reports';
import { AUTHENTICATION } from '@employee/wiring';
import { ContainerModule } from 'inversify';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { TOKENS } from '../tokens';
import { listenerSettingsOf } from '../listener-settings';

/**
 * The built web application (`npm run build` builds it with Vite into `@employee/dashboard`'s `dist`), or `null`
 * when it has not been built (a `tsc -b` alone): the API then serves no dashboard rather than failing to start.
 */
export function dashboardWebRoot(): string | null {
  const webRoot = join(dirname(require.resolve('@employee/dashboard/package.json')), 'dist');
  return existsSync(join(webRoot, 'index.html')) ? webRoot : null;
}

/**
 * The dashboard on the REST app (docs/decisions/0004-dashboard.md, docs/dashboard.md), in two parts:
 * - its backend, always (the survey endpoints and sign-in are API endpoints, served whether the web application is
 *   built or not: docs/dashboard.md#the-backend): the use cases of `DASHBOARD_BACKEND_USE_CASES`, with the REST app's
 *   authentication, counters, per-company bulkheads, change contexts and settings, and the survey rate limits;
 * - its pages, when built: the web application, the environment band's `APP_ENV`, and the reports behind the session
 *   with the REST app's authentication counters, per-company bulkheads and public origin.
 */
export const dashboardModule = new ContainerModule(({ bind }) => {
  bind(TOKENS.dashboardBackend)
    .toDynamicValue((c) => {
      const { config, redis, changeContexts } = c.get(TOKENS.infrastructure);
      return dashboardBackend({
        ...c.get(DASHBOARD_BACKEND_USE_CASES),
        access: c.get(AUTHENTICATION),
        limiters: c.get(TOKENS.authLimiters),
        bulkheads: c.get(TOKENS.apiBulkheads),
        changeContexts,
        settings: {
          ...listenerSettingsOf(config, config.publicBaseUrl),
          timeZone: config.timeZone,
          surveyRateLimit: {
            perTokenPerMinute: config.surveyRateLimitPerTokenPerMinute,
            perIpPerMinute: config.surveyRateLimitPerIpPerMinute,
          },
        },
        redis,
      });
    })
    .inSingletonScope();
  bind(TOKENS.dashboard)
    .toDynamicValue((c) => {
      const webRoot = dashboardWebRoot();
      if (!webRoot) return null;
      const { config, redis } = c.get(TOKENS.infrastructure);
      const reports = reportsApi({
        access: c.get(AUTHENTICATION),
        limiters: c.get(TOKENS.authLimiters),
        bulkheads: c.get(TOKENS.apiBulkheads),
        reports: { readReport: c.get(ReadReport), readComments: c.get(ReadComments) },
        settings: listenerSettingsOf(config, config.publicBaseUrl),
        redis,
      });
      return dashboardRouter({
        webRoot,
        environment: config.appEnv,
        firingSettleDelaySeconds: config.firingSettleDelaySeconds,
        timeZone: config.timeZone,
        reportsApi: reports,
      });
    })
    .inSingletonScope();
});
