import type { ListenerSettings } from '@employee/http-common';
import type { ServerConfig } from './config';

/**
 * The settings every HTTP listener of the process reads the same way from `config`: `RATE_LIMIT_PER_MINUTE` and
 * `TRUST_PROXY`, with the listener's own public origin (`PUBLIC_BASE_URL` for the API and the dashboard,
 * `REPORTS_PUBLIC_BASE_URL` for the reports listener). The per-company bulkheads are the caller's to add.
 */
export function listenerSettingsOf(config: ServerConfig, publicBaseUrl: string | null): ListenerSettings {
  return {
    rateLimitPerMinute: config.rateLimitPerMinute,
    publicBaseUrl,
    ...(config.trustProxy !== null ? { trustProxy: config.trustProxy } : {}),
  };
}
