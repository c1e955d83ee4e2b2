import { isIP } from 'node:net';
import { refusedRange } from './address-policy';

/** `production`: `APP_ENV` is production (https only); `allowPrivate`: `WEBHOOK_ALLOW_PRIVATE_URLS`. */
export interface WebhookUrlOptions {
  production: boolean;
  allowPrivate: boolean;
}

/** One broken rule of a URL, in the domain's violation shape: a stable `code` and a message for the `url` field. */
export interface WebhookUrlViolation {
  code: 'WEBHOOK_URL.INVALID' | 'WEBHOOK_URL.NOT_HTTPS' | 'WEBHOOK_URL.CREDENTIALS' | 'WEBHOOK_URL.PRIVATE_ADDRESS';
  message: string;
}

/** Cloud metadata host names (Google Cloud, AWS), refused even with `allowPrivate`. */
const METADATA_HOSTNAMES: ReadonlySet<string> = new Set([
  'metadata',
  'metadata.google.internal',
  'metadata.goog',
  'instance-data',
  'instance-data.ec2.internal',
]);

const violation = (code: WebhookUrlViolation['code'], message: string): WebhookUrlViolation => ({ code, message });

/**
 * The first rule `url` breaks as a webhook endpoint's address, or `null`
 * (docs/webhooks.md#delivery-requests-and-ssrf-defence): an absolute `https://` URL (`http://` too outside
 * production, or with `allowPrivate`), without a user name or password, whose host is neither a refused literal
 * address (`refusedRange`: private, loopback, link-local, … unless `allowPrivate`) nor `localhost`, a `*.localhost`
 * name (unless `allowPrivate`) or a cloud metadata host name. Any port is accepted. Checked when a URL is saved and
 * again before every delivery; a host name that resolves to a refused address is caught at connection time, by the
 * sender.
 */
export function validateWebhookUrl(url: string, options: WebhookUrlOptions): WebhookUrlViolation | null {
  const parsed = URL.canParse(url) ? new URL(url) : null;
  if (!parsed || (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')) {
    return violation('WEBHOOK_URL.INVALID', 'must be an absolute https:// URL');
  }
  if (parsed.protocol === 'http:' && options.production && !options.allowPrivate) {
    return violation('WEBHOOK_URL.NOT_HTTPS', 'must use https://');
  }
  if (parsed.username !== '' || parsed.password !== '') {
    return violation('WEBHOOK_URL.CREDENTIALS', 'must not hold a user name or password');
  }
  return hostViolation(parsed.hostname, options);
}

/** The violation of a URL's host (`[::1]`, `10.0.0.1`, `localhost.`, `hooks.example.com`), or `null`. */
function hostViolation(hostname: string, { allowPrivate }: WebhookUrlOptions): WebhookUrlViolation | null {
  const host = hostname.replace(/^\[(.*)\]$/, '$1').replace(/\.$/, '');
  const refused =
    isIP(host) !== 0
      ? refusedRange(host, { allowPrivate }) !== null
      : METADATA_HOSTNAMES.has(host) || (!allowPrivate && (host === 'localhost' || host.endsWith('.localhost')));
  return refused
    ? violation('WEBHOOK_URL.PRIVATE_ADDRESS', 'must not point to a private, loopback or metadata address')
    : null;
}
