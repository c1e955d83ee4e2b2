import type { TransportOutcome } from '@employee/domain';

/**
 * What an SMS provider's HTTP answer means (docs/notifications.md#transports), by its status alone: 2xx `sent`;
 * 429 and 5xx `temporary`; 401 `temporary` too (the platform's credentials are wrong, not the message, and fixing
 * them must not have lost it); any other 4xx `permanent`; anything else (a redirect) `temporary`. The code is
 * `sms_<status>`; the answer's body, which may name the number, is never kept.
 */
export function outcomeOfSmsStatus(status: number): TransportOutcome {
  if (status >= 200 && status < 300) return { kind: 'sent' };
  const error = `sms_${status}`;
  const permanent = status >= 400 && status < 500 && status !== 429 && status !== 401;
  return { kind: permanent ? 'permanent' : 'temporary', error };
}

/** Node's errors under fetch's `TypeError: fetch failed`, by their `code`. */
const BY_CAUSE_CODE: Readonly<Record<string, string>> = {
  ECONNREFUSED: 'connection_refused',
  ECONNRESET: 'connection_reset',
  EPIPE: 'connection_reset',
  UND_ERR_SOCKET: 'connection_reset',
  ETIMEDOUT: 'timeout',
  UND_ERR_CONNECT_TIMEOUT: 'timeout',
  UND_ERR_HEADERS_TIMEOUT: 'timeout',
  UND_ERR_BODY_TIMEOUT: 'timeout',
  ENOTFOUND: 'dns',
  EAI_AGAIN: 'dns',
};

/**
 * What a failed request to the provider means: always `temporary` (the network or the provider, never the message),
 * as `timeout` (the deadline's abort or a socket timeout), `connection_refused`, `connection_reset`, `dns`, or
 * `network`. Read by shape; the error's text is never kept.
 */
export function outcomeOfSmsFailure(error: unknown): TransportOutcome {
  const { name, cause } = (typeof error === 'object' && error !== null ? error : {}) as {
    name?: unknown;
    cause?: { code?: unknown } | null;
  };
  if (name === 'TimeoutError' || name === 'AbortError') return { kind: 'temporary', error: 'timeout' };
  const code = typeof cause?.code === 'string' ? cause.code : '';
  return { kind: 'temporary', error: BY_CAUSE_CODE[code] ?? 'network' };
}
