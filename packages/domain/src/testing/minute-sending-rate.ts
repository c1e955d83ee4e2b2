import type { Clock } from '../kernel/clock';
import type { SendingPermit, SendingRate } from '../notifications/ports';

const MINUTE_MS = 60_000;

/**
 * `SendingRate` for tests: counts messages per minute of the clock (windows start on the minute), at most
 * `perMinute` in all and `perCompany` for one company (each unlimited when not given), and answers the next
 * minute as `retryAt` once a limit is reached. A message the company's share allows but the whole rate refuses is
 * not counted for the company. The adapter's rate (`@employee/message-delivery`) keeps the same promise across
 * workers.
 */
export class MinuteSendingRate implements SendingRate {
  private window = -1;
  private total = 0;
  private readonly byCompany = new Map<string, number>();

  constructor(
    private readonly clock: Clock,
    private readonly limits: { readonly perMinute?: number; readonly perCompany?: number } = {},
  ) {}

  async take(companyId: string): Promise<SendingPermit> {
    const now = this.clock.now().getTime();
    const window = Math.floor(now / MINUTE_MS);
    if (window !== this.window) {
      this.window = window;
      this.total = 0;
      this.byCompany.clear();
    }
    const retryAt = new Date((window + 1) * MINUTE_MS);
    const company = this.byCompany.get(companyId) ?? 0;
    if (company >= (this.limits.perCompany ?? Infinity)) return { kind: 'company_limited', retryAt };
    if (this.total >= (this.limits.perMinute ?? Infinity)) return { kind: 'global_limited', retryAt };
    this.total += 1;
    this.byCompany.set(companyId, company + 1);
    return { kind: 'allowed' };
  }
}
