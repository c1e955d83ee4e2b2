import {
  DEFAULT_AUDIT_RETENTION_DAYS,
  DEFAULT_RETENTION_DAYS_AFTER_DELETION,
  MAX_RETENTION_DAYS_AFTER_DELETION,
  MIN_AUDIT_RETENTION_DAYS,
  isTimeZone,
} from '@employee/domain';
import { MIN_CURSOR_SECRET_LENGTH } from '@employee/security-node';
import { linkOrigin } from '@employee/wire';
import { DEFAULT_COMPANY_MAX_SEARCHES } from './company-concurrency';

/** The roles a process may run (`SERVICES`; docs/configuration.md#roles). */
export const ROLES = ['api', 'reports', 'scheduler', 'webhooks', 'notifications'] as const;
export type Role = (typeof ROLES)[number];

/** The fewest respondents a report figure may be computed over, at least (docs/reports.md#anonymity). */
export const MIN_REPORT_GROUP_SIZE = 3;

/**
 * The cursor secret of a sandbox without `CURSOR_KEY`, so that `npm start` needs nothing. It is public (it is this
 * line), so it keeps sandbox cursors opaque to a casual reader only: a sandbox shared by several companies sets its
 * own `CURSOR_KEY`, and production must (docs/configuration.md).
 */
export const SANDBOX_CURSOR_KEY = 'sandbox cursor secret, public: set CURSOR_KEY where companies share a sandbox';

/**
 * The key webhook signing secrets are encrypted under in a sandbox without `WEBHOOK_SECRET_KEY`. Public like
 * {@link SANDBOX_CURSOR_KEY}: production must set its own (docs/configuration.md).
 */
export const SANDBOX_WEBHOOK_SECRET_KEY = 'sandbox webhook key, public: set WEBHOOK_SECRET_KEY in production';

/** How the webhooks role delivers (docs/webhooks.md#the-worker, docs/configuration.md). */
export interface WebhookSettings {
  /** The key signing secrets are encrypted under at rest (`WEBHOOK_SECRET_KEY`, at least 32 characters). */
  readonly secretKey: string;
  /** `WEBHOOK_ALLOW_PRIVATE_URLS=true`: `http://` and private or loopback addresses allowed (tests, one machine). */
  readonly allowPrivateUrls: boolean;
  /** Milliseconds between two claims of a worker with nothing due (`WEBHOOK_POLL_INTERVAL_MS`, default 200). */
  readonly pollIntervalMs: number;
  /** Deliveries one worker sends at once (`WEBHOOK_CONCURRENCY`, default 16). */
  readonly concurrency: number;
  /** How long a worker's claim holds a delivery, in ms (`WEBHOOK_LEASE_SECONDS` × 1,000, default 60 s, 15 s–1 h). */
  readonly leaseMs: number;
  /** The companies this worker delivers for (`WEBHOOK_PARTITION` `index/count`, default `0/1`: every company). */
  readonly partition: { readonly index: number; readonly count: number };
}

/** The sender of the platform's e-mails when `MAIL_FROM` is unset (a sandbox, or mail written to a folder). */
export const DEFAULT_MAIL_FROM = 'Pesquisa <no-reply@localhost>';

/** Where SMS go (`SMS_PROVIDER`): files under `DATA_DIR/outbox-sms`, or Twilio's Messages API. */
export type SmsSettings =
  | { readonly provider: 'file' }
  | {
      readonly provider: 'twilio';
      readonly accountSid: string;
      readonly authToken: string;
      /** The sender, E.164 (`TWILIO_FROM`). */
      readonly from: string;
      /** `TWILIO_BASE_URL`, `null` for `https://api.twilio.com` (a test's fake provider). */
      readonly baseUrl: string | null;
    };

/** How the notifications role sends (docs/notifications.md#transports, docs/configuration.md). */
export interface NotificationSettings {
  /** `SMTP_URL` (`smtp://` or `smtps://`); `null`: e-mails are written to `DATA_DIR/outbox-mail`. */
  readonly smtpUrl: string | null;
  /** `MAIL_FROM`, `Name <address>` or `address`: the `From` of every e-mail. */
  readonly mailFrom: string;
  /** The domain of `MAIL_FROM`'s address: the right part of every `Message-ID`. */
  readonly messageIdDomain: string;
  readonly sms: SmsSettings;
  /** Milliseconds between two claims of a worker with nothing due (`NOTIFICATIONS_POLL_INTERVAL_MS`, default 1000). */
  readonly pollIntervalMs: number;
  /**
   * The sending rate (docs/notifications.md#sending-rate): messages a minute in all (`MAIL_RATE_PER_MINUTE`, default
   * 6000) and the percentage of that one company may use (`MAIL_COMPANY_SHARE_PERCENT`, default 50).
   */
  readonly rate: { readonly perMinute: number; readonly companySharePercent: number };
}

/** The service's settings (docs/contract.md#configuration). */
export interface ServerConfig {
  readonly port: number;
  /** The reports listener's port (`REPORTS_PORT`, default 3001). */
  readonly reportsPort: number;
  /** Origin of the reports listener's absolute links and session check (`REPORTS_PUBLIC_BASE_URL`). */
  readonly reportsPublicBaseUrl: string | null;
  /** `REPORT_MIN_GROUP_SIZE` (default 5, at least 3). */
  readonly reportMinGroupSize: number;
  /** What this process runs (`SERVICES`, default every role). */
  readonly services: ReadonlySet<Role>;
  /** `postgres://…`; `null` selects the embedded PostgreSQL in `dataDir`. */
  readonly databaseUrl: string | null;
  readonly dataDir: string;
  readonly redisUrl: string | null;
  readonly appEnv: 'sandbox' | 'production';
  readonly rateLimitPerMinute: number;
  /** Uniqueness refusals per API key per hour before 429 (docs/security.md#uniqueness-probes). */
  readonly uniquenessProbeBudgetPerHour: number;
  /** Survey submissions per invitation token per minute (docs/surveys.md#rate-limits). */
  readonly surveyRateLimitPerTokenPerMinute: number;
  /** Survey submissions per client IP per minute (docs/surveys.md#rate-limits). */
  readonly surveyRateLimitPerIpPerMinute: number;
  readonly firingSettleDelaySeconds: number;
  readonly firingSettleIntervalMs: number;
  /** Days audit events are kept (`AUDIT_RETENTION_DAYS`, 180..36500; docs/change-history.md#audit-trail). */
  readonly auditRetentionDays: number;
  /**
   * Days after its soft deletion an employee is anonymised by the scheduler (`RETENTION_DAYS_AFTER_DELETION`,
   * 0..36500, default 180; 0: never; docs/configuration.md).
   */
  readonly retentionDaysAfterDeletion: number;
  readonly timeZone: string;
  readonly publicBaseUrl: string | null;
  /**
   * The secret the cursors of the changes feeds and of the audit trail are sealed under (`CURSOR_KEY`, at least
   * 32 characters; {@link SANDBOX_CURSOR_KEY} in a sandbox without it). Source:
   * docs/change-history.md#the-changes-feeds.
   */
  readonly cursorKey: string;
  readonly logLevel: string;
  /** Proxies in front of the service (`TRUST_PROXY`, a hop count); `null`: none. */
  readonly trustProxy: number | null;
  /** Requests of one company running at once (`COMPANY_MAX_CONCURRENCY`); `null`: by the database (see runtime). */
  readonly companyMaxConcurrency: number | null;
  /** Of those, searches running at once (`COMPANY_MAX_SEARCHES`). */
  readonly companyMaxSearches: number;
  /** Requests of one company waiting for a slot (`COMPANY_QUEUE_LENGTH`). */
  readonly companyQueueLength: number;
  /** How long a waiting request waits at most, in ms (`COMPANY_QUEUE_TIMEOUT_MS`). */
  readonly companyQueueTimeoutMs: number;
  /** Statement timeout in ms per request class (docs/reliability.md#time-bounds). */
  readonly statementTimeoutMs: { readonly read: number; readonly search: number; readonly write: number };
  /** Longest wait in ms for a database connection from the pool (`DATABASE_ACQUIRE_TIMEOUT_MS`). */
  readonly databaseAcquireTimeoutMs: number;
  /** Node's `server.requestTimeout` and `server.headersTimeout` in ms. */
  readonly httpRequestTimeoutMs: number;
  readonly httpHeadersTimeoutMs: number;
  /** The webhooks role's settings. */
  readonly webhooks: WebhookSettings;
  /** The notifications role's settings. */
  readonly notifications: NotificationSettings;
}

/** One or more environment variables hold values the service cannot run with; `problems` names each. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * What the configuration is read for: `serve` (the server, which writes absolute links) or `administer` (the
 * admin CLI, which reads only the database, environment, time zone and log settings, and `PUBLIC_BASE_URL` and
 * `PORT` for the invitation link it prints).
 */
export type ConfigPurpose = 'serve' | 'administer';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** The readers of `env`'s variables; each one adds what is wrong with a value to `problems` and answers a fallback. */
function envReader(env: NodeJS.ProcessEnv, problems: string[]) {
  const text = (name: string): string | null => {
    const value = env[name]?.trim();
    return value ? value : null;
  };
  const integer = (name: string, fallback: number, min: number, max: number): number => {
    const raw = text(name);
    if (raw === null) return fallback;
    const value = /^\d+$/.test(raw) ? Number(raw) : NaN;
    if (!Number.isSafeInteger(value) || value < min || value > max) {
      problems.push(`${name} must be an integer from ${min} to ${max} (got "${raw}")`);
      return fallback;
    }
    return value;
  };
  const url = (name: string, protocols: string[]): string | null => {
    const raw = text(name);
    if (raw === null) return null;
    try {
      if (protocols.includes(new URL(raw).protocol)) return raw;
    } catch {
      // reported below
    }
    problems.push(`${name} must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`);
    return null;
  };
  return { text, integer, url };
}

type EnvReader = ReturnType<typeof envReader>;

/** APP_ENV, APP_TIMEZONE and LOG_LEVEL, checked in this order. */
function readEnvironment({ text }: EnvReader, problems: string[]) {
  const appEnv = text('APP_ENV') ?? 'sandbox';
  if (appEnv !== 'sandbox' && appEnv !== 'production')
    problems.push(`APP_ENV must be sandbox or production (got "${appEnv}")`);
  const timeZone = text('APP_TIMEZONE') ?? 'America/Sao_Paulo';
  if (!isTimeZone(timeZone))
    problems.push(`APP_TIMEZONE must be an IANA time zone such as America/Sao_Paulo (got "${timeZone}")`);
  const logLevel = text('LOG_LEVEL') ?? 'info';
  if (!LOG_LEVELS.includes(logLevel))
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${logLevel}")`);
  return { production: appEnv === 'production', timeZone, logLevel };
}

/**
 * How the server is reached and what it seals, checked in this order: TRUST_PROXY, PUBLIC_BASE_URL and CURSOR_KEY
 * (both required by a production server).
 */
function readPublicOrigin({ text, integer, url }: EnvReader, problems: string[], production: boolean, serve: boolean) {
  const trustProxy = text('TRUST_PROXY') === null ? null : integer('TRUST_PROXY', 0, 0, 10);
  const publicBaseUrl = url('PUBLIC_BASE_URL', ['http:', 'https:']);
  if (production && serve && text('PUBLIC_BASE_URL') === null)
    problems.push('PUBLIC_BASE_URL must be set when APP_ENV is production (links must not follow the Host header)');

  const cursorKey = text('CURSOR_KEY');
  if (cursorKey !== null && cursorKey.length < MIN_CURSOR_SECRET_LENGTH)
    problems.push(`CURSOR_KEY must have at least ${MIN_CURSOR_SECRET_LENGTH} characters (a random secret)`);
  if (production && serve && cursorKey === null)
    problems.push('CURSOR_KEY must be set when APP_ENV is production (the secret the API seals its cursors under)');
  return { trustProxy, publicBaseUrl, cursorKey };
}

/** HTTP_REQUEST_TIMEOUT_MS and HTTP_HEADERS_TIMEOUT_MS, the latter at most the former. */
function readHttpTimeouts({ integer }: EnvReader, problems: string[]) {
  const httpRequestTimeoutMs = integer('HTTP_REQUEST_TIMEOUT_MS', 30_000, 1000, 600_000);
  const httpHeadersTimeoutMs = integer('HTTP_HEADERS_TIMEOUT_MS', 20_000, 1000, 600_000);
  if (httpHeadersTimeoutMs > httpRequestTimeoutMs)
    problems.push('HTTP_HEADERS_TIMEOUT_MS must not exceed HTTP_REQUEST_TIMEOUT_MS');
  return { httpRequestTimeoutMs, httpHeadersTimeoutMs };
}

/** WEBHOOK_PARTITION: `index/count`, `0 <= index < count <= 1024`; unset: `0/1`. */
function readPartition(raw: string | null, problems: string[]): { index: number; count: number } {
  if (raw === null) return { index: 0, count: 1 };
  const match = /^(\d+)\/(\d+)$/.exec(raw);
  const index = Number(match?.[1]);
  const count = Number(match?.[2]);
  if (match && count >= 1 && count <= 1024 && index < count) return { index, count };
  problems.push(`WEBHOOK_PARTITION must be index/count with 0 <= index < count <= 1024, e.g. 0/2 (got "${raw}")`);
  return { index: 0, count: 1 };
}

/**
 * WEBHOOK_SECRET_KEY (required by a production server; at least 32 characters), WEBHOOK_ALLOW_PRIVATE_URLS
 * (`true` or `false`), WEBHOOK_POLL_INTERVAL_MS, WEBHOOK_CONCURRENCY, WEBHOOK_LEASE_SECONDS and WEBHOOK_PARTITION.
 */
function readWebhooks({ text, integer }: EnvReader, problems: string[], production: boolean, serve: boolean) {
  const secretKey = text('WEBHOOK_SECRET_KEY');
  if (secretKey !== null && secretKey.length < MIN_CURSOR_SECRET_LENGTH)
    problems.push(`WEBHOOK_SECRET_KEY must have at least ${MIN_CURSOR_SECRET_LENGTH} characters (a random secret)`);
  if (production && serve && secretKey === null)
    problems.push('WEBHOOK_SECRET_KEY must be set when APP_ENV is production (webhook secrets are encrypted under it)');
  const allowPrivate = text('WEBHOOK_ALLOW_PRIVATE_URLS') ?? 'false';
  if (allowPrivate !== 'true' && allowPrivate !== 'false')
    problems.push(`WEBHOOK_ALLOW_PRIVATE_URLS must be true or false (got "${allowPrivate}")`);
  const webhooks: WebhookSettings = {
    secretKey: secretKey ?? SANDBOX_WEBHOOK_SECRET_KEY,
    allowPrivateUrls: allowPrivate === 'true',
    pollIntervalMs: integer('WEBHOOK_POLL_INTERVAL_MS', 200, 10, 60_000),
    concurrency: integer('WEBHOOK_CONCURRENCY', 16, 1, 256),
    leaseMs: integer('WEBHOOK_LEASE_SECONDS', 60, 15, 3_600) * 1_000,
    partition: readPartition(text('WEBHOOK_PARTITION'), problems),
  };
  return webhooks;
}

/** The domain of the address of `MAIL_FROM` (`Name <user@domain>` or `user@domain`), or `null` when it has none. */
function mailDomainOf(from: string): string | null {
  const address = /<([^<>\s]+)>\s*$/.exec(from)?.[1] ?? (/^[^<>\s]+$/.test(from) ? from : null);
  const domain = address === null ? null : (/^[^@\s]+@([A-Za-z0-9.-]+)$/.exec(address)?.[1] ?? null);
  return domain;
}

/** SMS_PROVIDER (`file` or `twilio`), and for `twilio` (on a server) TWILIO_ACCOUNT_SID, _AUTH_TOKEN and _FROM. */
function readSms({ text, url }: EnvReader, problems: string[], serve: boolean): SmsSettings {
  const provider = text('SMS_PROVIDER') ?? 'file';
  const accountSid = text('TWILIO_ACCOUNT_SID');
  const authToken = text('TWILIO_AUTH_TOKEN');
  const from = text('TWILIO_FROM');
  const baseUrl = url('TWILIO_BASE_URL', ['http:', 'https:']);
  if (provider === 'file') return { provider };
  if (provider !== 'twilio') {
    problems.push(`SMS_PROVIDER must be file or twilio (got "${provider}")`);
    return { provider: 'file' };
  }
  if (from !== null && !/^\+[1-9]\d{7,14}$/.test(from))
    problems.push('TWILIO_FROM must be an E.164 number such as +5511987654321');
  if (serve && (accountSid === null || authToken === null || from === null))
    problems.push('TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM must be set when SMS_PROVIDER is twilio');
  return { provider, accountSid: accountSid ?? '', authToken: authToken ?? '', from: from ?? '', baseUrl };
}

/**
 * SMTP_URL, MAIL_FROM (required by a production server that has SMTP_URL), SMS_PROVIDER and its Twilio settings,
 * NOTIFICATIONS_POLL_INTERVAL_MS, MAIL_RATE_PER_MINUTE, MAIL_COMPANY_SHARE_PERCENT.
 */
function readNotifications(read: EnvReader, problems: string[], production: boolean, serve: boolean) {
  const { text, integer, url } = read;
  const smtpUrl = url('SMTP_URL', ['smtp:', 'smtps:']);
  const mailFrom = text('MAIL_FROM');
  if (production && serve && smtpUrl !== null && mailFrom === null)
    problems.push('MAIL_FROM must be set when APP_ENV is production and SMTP_URL is set (the From of every e-mail)');
  const messageIdDomain = mailDomainOf(mailFrom ?? DEFAULT_MAIL_FROM);
  if (messageIdDomain === null)
    problems.push('MAIL_FROM must be an address or Name <address>, e.g. Pesquisa <pesquisa@exemplo.com.br>');
  const notifications: NotificationSettings = {
    smtpUrl,
    mailFrom: mailFrom ?? DEFAULT_MAIL_FROM,
    messageIdDomain: messageIdDomain ?? 'localhost',
    sms: readSms(read, problems, serve),
    pollIntervalMs: integer('NOTIFICATIONS_POLL_INTERVAL_MS', 1000, 10, 60_000),
    rate: {
      perMinute: integer('MAIL_RATE_PER_MINUTE', 6000, 1, 10_000_000),
      companySharePercent: integer('MAIL_COMPANY_SHARE_PERCENT', 50, 1, 100),
    },
  };
  return notifications;
}

/** SERVICES: the comma-separated roles this process runs (all of them by default). */
function readServices({ text }: EnvReader, problems: string[]): Set<Role> {
  const services = new Set<Role>();
  for (const raw of (text('SERVICES') ?? ROLES.join(',')).split(',')) {
    const role = raw.trim();
    if ((ROLES as readonly string[]).includes(role)) services.add(role as Role);
    else problems.push(`SERVICES must list roles among ${ROLES.join(', ')} (got "${role}")`);
  }
  return services;
}

/**
 * Reads and validates the configuration from `env`, reporting every bad value at once. Defaults: PORT 3000,
 * REPORTS_PORT 3001, REPORT_MIN_GROUP_SIZE 5 (3..1000), SERVICES every role (api, reports, scheduler, webhooks,
 * notifications),
 * DATA_DIR ./.data, APP_ENV sandbox, RATE_LIMIT_PER_MINUTE 500 in production and 100 in sandbox,
 * UNIQUENESS_PROBE_BUDGET_PER_HOUR 100, SURVEY_RATE_LIMIT_PER_TOKEN_PER_MINUTE 10,
 * SURVEY_RATE_LIMIT_PER_IP_PER_MINUTE 600, FIRING_SETTLE_DELAY_SECONDS 5, FIRING_SETTLE_INTERVAL_MS 1000,
 * AUDIT_RETENTION_DAYS 365 (at least 180), RETENTION_DAYS_AFTER_DELETION 180 (0 disables),
 * APP_TIMEZONE America/Sao_Paulo, LOG_LEVEL info, COMPANY_MAX_CONCURRENCY by the database (3 on PostgreSQL,
 * 1 embedded), COMPANY_MAX_SEARCHES 1, COMPANY_QUEUE_LENGTH 32, COMPANY_QUEUE_TIMEOUT_MS 10000,
 * STATEMENT_TIMEOUT_READ_MS 2000, _SEARCH_MS 5000, _WRITE_MS 10000, DATABASE_ACQUIRE_TIMEOUT_MS 3000,
 * HTTP_REQUEST_TIMEOUT_MS 30000, HTTP_HEADERS_TIMEOUT_MS 20000 (at most the request timeout),
 * WEBHOOK_ALLOW_PRIVATE_URLS false, WEBHOOK_POLL_INTERVAL_MS 200, WEBHOOK_CONCURRENCY 16, WEBHOOK_LEASE_SECONDS 60,
 * WEBHOOK_PARTITION 0/1,
 * SMTP_URL unset (e-mails written to `DATA_DIR/outbox-mail`), MAIL_FROM {@link DEFAULT_MAIL_FROM}, SMS_PROVIDER file
 * (`DATA_DIR/outbox-sms`), NOTIFICATIONS_POLL_INTERVAL_MS 1000, MAIL_RATE_PER_MINUTE 6000,
 * MAIL_COMPANY_SHARE_PERCENT 50.
 * A production server (`APP_ENV=production`, `purpose` `serve`) needs `PUBLIC_BASE_URL`: without it, links would
 * follow the request's `Host` header (docs/security.md#api82023-security-misconfiguration); and `CURSOR_KEY` (at
 * least 32 characters; a sandbox without it seals cursors under the public {@link SANDBOX_CURSOR_KEY}); and
 * `WEBHOOK_SECRET_KEY` (likewise, {@link SANDBOX_WEBHOOK_SECRET_KEY}); and `MAIL_FROM` when it has `SMTP_URL`.
 * Source: docs/contract.md#configuration; docs/configuration.md.
 * @throws ConfigError naming each invalid variable and what it accepts.
 */
export function loadConfig(env: NodeJS.ProcessEnv, purpose: ConfigPurpose = 'serve'): ServerConfig {
  const problems: string[] = [];
  const read = envReader(env, problems);
  const { text, integer, url } = read;
  const { production, timeZone, logLevel } = readEnvironment(read, problems);
  const { trustProxy, publicBaseUrl, cursorKey } = readPublicOrigin(read, problems, production, purpose === 'serve');
  const { httpRequestTimeoutMs, httpHeadersTimeoutMs } = readHttpTimeouts(read, problems);
  const services = readServices(read, problems);
  const webhooks = readWebhooks(read, problems, production, purpose === 'serve');
  const notifications = readNotifications(read, problems, production, purpose === 'serve');

  const config: ServerConfig = {
    port: integer('PORT', 3000, 0, 65535),
    reportsPort: integer('REPORTS_PORT', 3001, 0, 65535),
    reportsPublicBaseUrl: url('REPORTS_PUBLIC_BASE_URL', ['http:', 'https:']),
    reportMinGroupSize: integer('REPORT_MIN_GROUP_SIZE', 5, MIN_REPORT_GROUP_SIZE, 1000),
    services,
    databaseUrl: url('DATABASE_URL', ['postgres:', 'postgresql:']),
    dataDir: text('DATA_DIR') ?? './.data',
    redisUrl: url('REDIS_URL', ['redis:', 'rediss:']),
    appEnv: production ? 'production' : 'sandbox',
    rateLimitPerMinute: integer('RATE_LIMIT_PER_MINUTE', production ? 500 : 100, 1, 1_000_000),
    uniquenessProbeBudgetPerHour: integer('UNIQUENESS_PROBE_BUDGET_PER_HOUR', 100, 1, 1_000_000),
    surveyRateLimitPerTokenPerMinute: integer('SURVEY_RATE_LIMIT_PER_TOKEN_PER_MINUTE', 10, 1, 1_000_000),
    surveyRateLimitPerIpPerMinute: integer('SURVEY_RATE_LIMIT_PER_IP_PER_MINUTE', 600, 1, 1_000_000),
    firingSettleDelaySeconds: integer('FIRING_SETTLE_DELAY_SECONDS', 5, 0, 86_400),
    firingSettleIntervalMs: integer('FIRING_SETTLE_INTERVAL_MS', 1000, 10, 3_600_000),
    auditRetentionDays: integer('AUDIT_RETENTION_DAYS', DEFAULT_AUDIT_RETENTION_DAYS, MIN_AUDIT_RETENTION_DAYS, 36_500),
    retentionDaysAfterDeletion: integer(
      'RETENTION_DAYS_AFTER_DELETION',
      DEFAULT_RETENTION_DAYS_AFTER_DELETION,
      0,
      MAX_RETENTION_DAYS_AFTER_DELETION,
    ),
    timeZone,
    publicBaseUrl,
    cursorKey: cursorKey ?? SANDBOX_CURSOR_KEY,
    logLevel,
    trustProxy,
    companyMaxConcurrency:
      text('COMPANY_MAX_CONCURRENCY') === null ? null : integer('COMPANY_MAX_CONCURRENCY', 1, 1, 1000),
    companyMaxSearches: integer('COMPANY_MAX_SEARCHES', DEFAULT_COMPANY_MAX_SEARCHES, 1, 1000),
    companyQueueLength: integer('COMPANY_QUEUE_LENGTH', 32, 0, 10_000),
    companyQueueTimeoutMs: integer('COMPANY_QUEUE_TIMEOUT_MS', 10_000, 0, 600_000),
    statementTimeoutMs: {
      read: integer('STATEMENT_TIMEOUT_READ_MS', 2000, 100, 600_000),
      search: integer('STATEMENT_TIMEOUT_SEARCH_MS', 5000, 100, 600_000),
      write: integer('STATEMENT_TIMEOUT_WRITE_MS', 10_000, 100, 600_000),
    },
    databaseAcquireTimeoutMs: integer('DATABASE_ACQUIRE_TIMEOUT_MS', 3000, 100, 600_000),
    httpRequestTimeoutMs,
    httpHeadersTimeoutMs,
    webhooks,
    notifications,
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

/**
 * The origin of the links a process prints outside a request (the first-start message, the admin CLI's invitation
 * link): `PUBLIC_BASE_URL` as the API's links use it ({@link linkOrigin}), else `http://localhost:<port>`.
 * Source: docs/configuration.md, docs/admin-cli.md.
 */
export function printedLinkOrigin(config: Pick<ServerConfig, 'publicBaseUrl'>, port: number): string {
  return linkOrigin(config.publicBaseUrl, `http://localhost:${port}`);
}
