import { DeliveryError } from './delivery-error';
import type { WebhookErrorCode } from './webhook-sender';

/** The message of request-filtering-agent's refusals (`DNS lookup 10.0.0.1(family:4, host:…) is not allowed. …`). */
const FILTERING_AGENT_REFUSAL = /^DNS lookup .* is not allowed\b/;

/** Node's and OpenSSL's error codes of a failed TLS handshake or certificate check. */
const TLS_CODE = /^(?:EPROTO$|ERR_TLS_|ERR_SSL_|ERR_OSSL_|CERT_|UNABLE_TO_|DEPTH_ZERO_|SELF_SIGNED_)/;

const BY_CODE: Readonly<Record<string, WebhookErrorCode>> = {
  ECONNREFUSED: 'connection_refused',
  ECONNRESET: 'connection_reset',
  EPIPE: 'connection_reset',
  ENOTFOUND: 'dns',
  EAI_AGAIN: 'dns',
  ETIMEDOUT: 'timeout',
};

/**
 * The short code of a failed attempt (docs/webhooks.md#delivery-requests-and-ssrf-defence) from what the request
 * threw: this package's own `DeliveryError`, request-filtering-agent's refusal of an address (`refused_address`), or
 * a Node.js network error by its `code` (`connection_refused`, `connection_reset`, `dns`, `timeout`, `tls`); anything
 * else is `network`. The error's message, which may name the receiver's host or address, is never kept.
 */
export function errorCodeOf(error: unknown): WebhookErrorCode {
  if (error instanceof DeliveryError) return error.code;
  // Read by shape, not `instanceof Error`: Node's errors may come from another realm (a test runner's sandbox).
  const { message, code } = (
    typeof error === 'object' && error !== null ? error : {}
  ) as Partial<NodeJS.ErrnoException>;
  if (typeof message === 'string' && FILTERING_AGENT_REFUSAL.test(message)) return 'refused_address';
  if (typeof code !== 'string') return 'network';
  return BY_CODE[code] ?? (TLS_CODE.test(code) ? 'tls' : 'network');
}
