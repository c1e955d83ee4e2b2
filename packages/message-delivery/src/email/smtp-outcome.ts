import { constants } from 'node:os';
import type { TransportOutcome } from '@employee/domain';

/** nodemailer's own error codes that are not an SMTP reply, by the outcome code they give. */
const BY_NODEMAILER_CODE: Readonly<Record<string, string>> = {
  ETIMEDOUT: 'timeout',
  ECONNECTION: 'connection_closed',
  EDNS: 'dns',
  ETLS: 'tls',
  EAUTH: 'smtp_auth',
  ENOAUTH: 'smtp_auth',
  EPROTOCOL: 'smtp_protocol',
};

/** The operating system's errors under nodemailer's `ESOCKET`, by their (negative) `errno`. */
const BY_ERRNO: ReadonlyMap<number, string> = new Map([
  [-constants.errno.ECONNREFUSED, 'connection_refused'],
  [-constants.errno.ECONNRESET, 'connection_reset'],
  [-constants.errno.EPIPE, 'connection_reset'],
  [-constants.errno.ETIMEDOUT, 'timeout'],
  [-constants.errno.EHOSTUNREACH, 'unreachable'],
  [-constants.errno.ENETUNREACH, 'unreachable'],
]);

/**
 * What a failed SMTP send means (docs/notifications.md#transports), from nodemailer's error, read by shape: an SMTP
 * reply (`responseCode`) 4xx is `temporary` and 5xx `permanent`, as `smtp_<code>`; the connection's failures
 * (refused, reset, closed, timed out, DNS, TLS) are `temporary`. A refused sign-in (`smtp_auth`, even a 535) is
 * `temporary` too: it is the platform's configuration, not the message, and fixing it must not have lost the message.
 * Anything else is `temporary` `smtp_error`. The error's text, which may name an address or a host, is never kept.
 */
export function outcomeOfSmtpError(error: unknown): TransportOutcome {
  const { code, responseCode, errno } = (typeof error === 'object' && error !== null ? error : {}) as {
    code?: unknown;
    responseCode?: unknown;
    errno?: unknown;
  };
  const byCode = typeof code === 'string' ? BY_NODEMAILER_CODE[code] : undefined;
  if (byCode === 'smtp_auth') return { kind: 'temporary', error: byCode };
  if (typeof responseCode === 'number' && responseCode >= 400 && responseCode < 600) {
    return { kind: responseCode < 500 ? 'temporary' : 'permanent', error: `smtp_${responseCode}` };
  }
  const byErrno = typeof errno === 'number' ? BY_ERRNO.get(errno) : undefined;
  return { kind: 'temporary', error: byErrno ?? byCode ?? 'smtp_error' };
}
