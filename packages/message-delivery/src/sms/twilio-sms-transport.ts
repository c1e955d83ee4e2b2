import type { SmsMessage, SmsTransport, TransportOutcome } from '@employee/domain';
import { isSafeMessageId, UNSAFE_MESSAGE_ID } from '../message-id';
import { outcomeOfSmsFailure, outcomeOfSmsStatus } from './sms-outcome';

/** A Twilio account and the number (or messaging sender) its SMS come from. */
export interface TwilioSmsTransportOptions {
  readonly accountSid: string;
  readonly authToken: string;
  /** The sender: an E.164 number of the account (`+15017122661`). */
  readonly from: string;
  /** `https://api.twilio.com` unless told (a test's fake provider). */
  readonly baseUrl?: string;
  /** Bound of the whole request, connecting to reading the answer; 10 000 ms unless told. */
  readonly timeoutMs?: number;
}

/**
 * The domain's `SmsTransport` on Twilio's Messages API (docs/notifications.md#transports): one
 * `POST {baseUrl}/2010-04-01/Accounts/{sid}/Messages.json`, form-encoded `To`, `From`, `Body`, HTTP Basic auth with
 * the account's SID and token, and `I-Twilio-Idempotency-Token: <messageId>`, the same on every try of one message.
 * Never throws for what Twilio or the network did: `outcomeOfSmsStatus` on an answer, `outcomeOfSmsFailure` without
 * one (the deadline included).
 */
export class TwilioSmsTransport implements SmsTransport {
  private readonly endpoint: string;
  private readonly authorization: string;
  private readonly timeoutMs: number;

  constructor(private readonly options: TwilioSmsTransportOptions) {
    const baseUrl = (options.baseUrl ?? 'https://api.twilio.com').replace(/\/+$/, '');
    this.endpoint = `${baseUrl}/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`;
    const credentials = Buffer.from(`${options.accountSid}:${options.authToken}`, 'utf8').toString('base64');
    this.authorization = `Basic ${credentials}`;
    this.timeoutMs = options.timeoutMs ?? 10_000;
  }

  async send(message: SmsMessage): Promise<TransportOutcome> {
    if (!isSafeMessageId(message.messageId)) return { kind: 'permanent', error: UNSAFE_MESSAGE_ID };
    try {
      const response = await fetch(this.endpoint, {
        method: 'POST',
        headers: {
          authorization: this.authorization,
          accept: 'application/json',
          'i-twilio-idempotency-token': message.messageId,
        },
        body: new URLSearchParams({ To: message.to, From: this.options.from, Body: message.text }),
        redirect: 'manual',
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      await response.body?.cancel();
      return outcomeOfSmsStatus(response.status);
    } catch (error) {
      return outcomeOfSmsFailure(error);
    }
  }
}
