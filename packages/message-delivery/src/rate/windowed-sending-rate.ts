import type { SendingPermit, SendingRate } from '@employee/domain';

/**
 * Counts uses of a key in fixed windows and says whether one more stays within a limit; the service's
 * `RequestRateLimiter` (`@employee/http-common`: in process memory, or in Redis shared by every instance) is one.
 * `retryAfter`: seconds until the key's window ends.
 */
export interface WindowCounter {
  consume(key: string, limit: number): Promise<{ readonly allowed: boolean; readonly retryAfter: number }>;
  giveBack(key: string): Promise<void>;
}

/** The sending rate's limits: messages a minute in all, and the percentage of that one company may use. */
export interface SendingRateLimits {
  /** `MAIL_RATE_PER_MINUTE`. */
  readonly perMinute: number;
  /** `MAIL_COMPANY_SHARE_PERCENT`, 1 to 100. */
  readonly companySharePercent: number;
}

/** The key of the platform's whole rate in the counter of all messages. */
const ALL = 'all';

/**
 * The platform's sending rate (docs/notifications.md#sending-rate) over two window counters of one minute: one per
 * company, limited to the company's share (`ceil(perMinute × share / 100)`, at least 1), and one for every message,
 * limited to `perMinute`. A message counts for its company first; when the whole rate refuses it, the company's
 * count is given back. With Redis counters every worker shares the same windows, so N workers together keep the
 * limits; with memory counters each worker keeps them on its own.
 */
export class WindowedSendingRate implements SendingRate {
  private readonly companyLimit: number;

  constructor(
    private readonly counters: { readonly company: WindowCounter; readonly all: WindowCounter },
    private readonly limits: SendingRateLimits,
  ) {
    this.companyLimit = Math.max(1, Math.ceil((limits.perMinute * limits.companySharePercent) / 100));
  }

  async take(companyId: string): Promise<SendingPermit> {
    const company = await this.counters.company.consume(companyId, this.companyLimit);
    if (!company.allowed) return { kind: 'company_limited', retryAt: secondsFromNow(company.retryAfter) };
    const all = await this.counters.all.consume(ALL, this.limits.perMinute);
    if (all.allowed) return { kind: 'allowed' };
    await this.counters.company.giveBack(companyId);
    return { kind: 'global_limited', retryAt: secondsFromNow(all.retryAfter) };
  }
}

function secondsFromNow(seconds: number): Date {
  return new Date(Date.now() + seconds * 1000);
}
