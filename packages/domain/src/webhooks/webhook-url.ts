import { readText } from '../kernel/text';
import type { Violations } from '../kernel/violations';
import type { WebhookUrlPolicy } from './ports';

/** Longest endpoint URL, in characters. */
export const MAX_WEBHOOK_URL = 2048;

/**
 * Reads an endpoint's `url` (docs/webhooks.md#endpoints-and-secrets): required, a string of at most
 * {@link MAX_WEBHOOK_URL} characters (surrounding white space trimmed), which `policy` accepts (scheme, host and
 * address rules of the delivery adapter: `WEBHOOK_ENDPOINT.URL_REFUSED` with the policy's reason). Violations go on
 * `url`; returns `undefined` when invalid.
 */
export function readWebhookUrl(violations: Violations, raw: unknown, policy: WebhookUrlPolicy): string | undefined {
  if (raw === undefined || raw === null) {
    violations.add('url', 'WEBHOOK_ENDPOINT.URL_REQUIRED', 'is required');
    return undefined;
  }
  const url = readText(violations, 'url', raw, { max: MAX_WEBHOOK_URL, trim: true });
  if (typeof url !== 'string') return undefined;
  const refusal = policy.violationOf(url);
  if (refusal !== null) {
    violations.add('url', 'WEBHOOK_ENDPOINT.URL_REFUSED', refusal);
    return undefined;
  }
  return url;
}
