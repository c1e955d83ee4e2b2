/**
 * Service settings the business rules depend on (docs/contract.md#configuration).
 */
export interface DomainSettings {
  /** IANA time zone that defines "today" for date rules and the offset of timestamps (`APP_TIMEZONE`). */
  readonly timeZone: string;
  /** Seconds between recording a firing and its settlement (`FIRING_SETTLE_DELAY_SECONDS`). */
  readonly firingSettleDelaySeconds: number;
}

/** The documented defaults: `America/Sao_Paulo`, 5 seconds. */
export const DEFAULT_DOMAIN_SETTINGS: DomainSettings = {
  timeZone: 'America/Sao_Paulo',
  firingSettleDelaySeconds: 5,
};

/**
 * `REPORT_MIN_GROUP_SIZE`: the fewest respondents a figure may be computed over (default 5), for the companies
 * without their own (`Company.reportMinGroupSize`).
 */
export interface ReportSettings {
  readonly minGroupSize: number;
}
