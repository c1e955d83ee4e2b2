import type { Agent } from 'node:http';
import type { LookupFunction } from 'node:net';
import { performance } from 'node:perf_hooks';
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from 'request-filtering-agent';
import { errorCodeOf } from './error-code';
import { postOnce, type HttpAnswer } from './post-once';
import { refusingLookup } from './refusing-lookup';
import { signWebhook } from './sign-webhook';
import { validateWebhookUrl, type WebhookUrlViolation } from './validate-webhook-url';
import type { WebhookOutcome, WebhookRequest, WebhookSender } from '@employee/domain';
import type { WebhookErrorCode } from './webhook-sender';

/**
 * `production` (`APP_ENV`): https only; `allowPrivate` (`WEBHOOK_ALLOW_PRIVATE_URLS`): http and private or loopback
 * addresses allowed, in production too; `timeoutMs`: the one deadline of an attempt (10 s); `maxBodyBytes`: how much
 * of an answer's body is read and kept (1 kB); `lookup`: the host name resolver (Node's `dns.lookup` by default),
 * whose every answer the address filter checks.
 */
export interface HttpWebhookSenderOptions {
  production: boolean;
  allowPrivate: boolean;
  timeoutMs?: number;
  maxBodyBytes?: number;
  lookup?: LookupFunction;
}

/** Sent as `User-Agent`, naming the service. */
export const WEBHOOK_USER_AGENT = 'Employee-Integration-API-Webhooks/1.0';

/** The outcome code of a URL that fails `validateWebhookUrl` at delivery time. */
const ERROR_OF_VIOLATION: Readonly<Record<WebhookUrlViolation['code'], WebhookErrorCode>> = {
  'WEBHOOK_URL.INVALID': 'invalid_url',
  'WEBHOOK_URL.CREDENTIALS': 'invalid_url',
  'WEBHOOK_URL.NOT_HTTPS': 'refused_scheme',
  'WEBHOOK_URL.PRIVATE_ADDRESS': 'refused_address',
};

/**
 * The `WebhookSender` over HTTP (docs/webhooks.md#delivery-requests-and-ssrf-defence): one signed `POST` per call
 * (`Content-Type: application/json`, `User-Agent`, the Standard Webhooks headers of `signWebhook`), never
 * retried here and never following a redirect. The URL is checked again by `validateWebhookUrl`; the host name is
 * resolved at every delivery, and its answers are checked before connecting by request-filtering-agent's agents
 * (private and loopback addresses, unless `allowPrivate`) and by `refusingLookup` (link-local and metadata
 * addresses, always); the address actually connected to is checked once more before anything is written. A 2xx
 * within `timeoutMs` is `delivered`; anything else is `failed` with a short error code (`WebhookErrorCode`), never
 * the network's message.
 */
export class HttpWebhookSender implements WebhookSender {
  private readonly agents: { 'http:': Agent; 'https:': Agent };
  private readonly timeoutMs: number;
  private readonly maxBodyBytes: number;
  private readonly lookup: LookupFunction;

  constructor(private readonly options: HttpWebhookSenderOptions) {
    const filter = { allowPrivateIPAddress: options.allowPrivate, keepAlive: false };
    this.agents = { 'http:': new RequestFilteringHttpAgent(filter), 'https:': new RequestFilteringHttpsAgent(filter) };
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.maxBodyBytes = options.maxBodyBytes ?? 1024;
    this.lookup = refusingLookup(options.lookup);
  }

  async send(request: WebhookRequest): Promise<WebhookOutcome> {
    const started = performance.now();
    const elapsed = (): number => Math.round(performance.now() - started);
    const violation = validateWebhookUrl(request.url, this.options);
    if (violation) return noAnswer(ERROR_OF_VIOLATION[violation.code], elapsed());
    const headers = {
      ...signWebhook({
        id: request.eventId,
        timestamp: request.timestamp,
        body: request.body,
        secrets: request.secrets,
      }),
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(request.body)),
      'user-agent': WEBHOOK_USER_AGENT,
    };
    const url = new URL(request.url);
    let answer: HttpAnswer;
    try {
      answer = await postOnce({
        url,
        headers,
        body: request.body,
        agent: this.agents[url.protocol as 'http:' | 'https:'],
        lookup: this.lookup,
        allowPrivate: this.options.allowPrivate,
        timeoutMs: this.timeoutMs,
        maxBodyBytes: this.maxBodyBytes,
      });
    } catch (error) {
      return noAnswer(errorCodeOf(error), elapsed());
    }
    return outcomeOf(answer, elapsed());
  }
}

/** A 2xx is delivered; a 3xx failed as `redirect` (never followed); any other status failed without a code. */
function outcomeOf({ status, body }: HttpAnswer, durationMs: number): WebhookOutcome {
  if (status >= 200 && status < 300) return { kind: 'delivered', status, body, durationMs };
  return { kind: 'failed', status, body, error: status >= 300 && status < 400 ? 'redirect' : null, durationMs };
}

/** A failure without an answer read to its end (or its first `maxBodyBytes`) within the deadline. */
function noAnswer(error: WebhookErrorCode, durationMs: number): WebhookOutcome {
  return { kind: 'failed', status: null, body: null, error, durationMs };
}
