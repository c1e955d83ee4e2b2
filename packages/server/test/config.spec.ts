import { describe, expect, it } from '@jest/globals';
import {
  ConfigError,
  DEFAULT_MAIL_FROM,
  SANDBOX_CURSOR_KEY,
  SANDBOX_WEBHOOK_SECRET_KEY,
  loadConfig,
} from '../src/config';

const CURSOR_KEY = 'a production cursor secret, 32 characters or more';
const WEBHOOK_SECRET_KEY = 'a production webhook secret key, 32 characters or more';

describe('loadConfig (docs/contract.md#configuration)', () => {
  it('gives the documented defaults for an empty environment', () => {
    expect(loadConfig({})).toEqual({
      port: 3000,
      reportsPort: 3001,
      reportsPublicBaseUrl: null,
      reportMinGroupSize: 5,
      services: new Set(['api', 'reports', 'scheduler', 'webhooks', 'notifications']),
      databaseUrl: null,
      dataDir: './.data',
      redisUrl: null,
      appEnv: 'sandbox',
      rateLimitPerMinute: 100,
      uniquenessProbeBudgetPerHour: 100,
      surveyRateLimitPerTokenPerMinute: 10,
      surveyRateLimitPerIpPerMinute: 600,
      firingSettleDelaySeconds: 5,
      firingSettleIntervalMs: 1000,
      auditRetentionDays: 365,
      retentionDaysAfterDeletion: 180,
      timeZone: 'America/Sao_Paulo',
      publicBaseUrl: null,
      cursorKey: SANDBOX_CURSOR_KEY,
      logLevel: 'info',
      trustProxy: null,
      companyMaxConcurrency: null,
      companyMaxSearches: 1,
      companyQueueLength: 32,
      companyQueueTimeoutMs: 10_000,
      statementTimeoutMs: { read: 2000, search: 5000, write: 10_000 },
      databaseAcquireTimeoutMs: 3000,
      httpRequestTimeoutMs: 30_000,
      httpHeadersTimeoutMs: 20_000,
      webhooks: {
        secretKey: SANDBOX_WEBHOOK_SECRET_KEY,
        allowPrivateUrls: false,
        pollIntervalMs: 200,
        concurrency: 16,
        leaseMs: 60_000,
        partition: { index: 0, count: 1 },
      },
      notifications: {
        smtpUrl: null,
        mailFrom: DEFAULT_MAIL_FROM,
        messageIdDomain: 'localhost',
        sms: { provider: 'file' },
        pollIntervalMs: 1000,
        rate: { perMinute: 6000, companySharePercent: 50 },
      },
    });
  });

  it('uses 500 requests per minute in production unless RATE_LIMIT_PER_MINUTE says otherwise', () => {
    const production = {
      APP_ENV: 'production',
      PUBLIC_BASE_URL: 'https://api.exemplo.com.br',
      CURSOR_KEY,
      WEBHOOK_SECRET_KEY,
    };
    expect(loadConfig(production).rateLimitPerMinute).toBe(500);
    expect(loadConfig({ ...production, RATE_LIMIT_PER_MINUTE: '1200' }).rateLimitPerMinute).toBe(1200);
  });

  it('refuses a production server without PUBLIC_BASE_URL, CURSOR_KEY or WEBHOOK_SECRET_KEY; the CLI runs', () => {
    const problemsOf = (env: NodeJS.ProcessEnv): string[] => {
      try {
        loadConfig(env);
        return [];
      } catch (error) {
        return (error as ConfigError).problems;
      }
    };

    expect(problemsOf({ APP_ENV: 'production', PORT: 'eighty' })).toEqual([
      'PUBLIC_BASE_URL must be set when APP_ENV is production (links must not follow the Host header)',
      'CURSOR_KEY must be set when APP_ENV is production (the secret the API seals its cursors under)',
      'WEBHOOK_SECRET_KEY must be set when APP_ENV is production (webhook secrets are encrypted under it)',
      'PORT must be an integer from 0 to 65535 (got "eighty")',
    ]);
    const keys = { CURSOR_KEY, WEBHOOK_SECRET_KEY };
    expect(problemsOf({ APP_ENV: 'production', PUBLIC_BASE_URL: '  ', ...keys })).toHaveLength(1);
    expect(
      problemsOf({ APP_ENV: 'production', PUBLIC_BASE_URL: 'https://api.exemplo.com.br', ...keys, CURSOR_KEY: ' ' }),
    ).toHaveLength(1);
    expect(
      problemsOf({ APP_ENV: 'production', PUBLIC_BASE_URL: 'https://api.exemplo.com.br', CURSOR_KEY }),
    ).toHaveLength(1);
    expect(problemsOf({ APP_ENV: 'sandbox' })).toEqual([]);
    expect(loadConfig({ APP_ENV: 'production' }, 'administer').appEnv).toBe('production');
  });

  it('reads every variable', () => {
    expect(
      loadConfig({
        PORT: '8080',
        REPORTS_PORT: '8081',
        REPORTS_PUBLIC_BASE_URL: 'https://relatorios.exemplo.com.br',
        REPORT_MIN_GROUP_SIZE: '3',
        SERVICES: ' reports , scheduler',
        DATABASE_URL: 'postgres://app@db:5432/employees',
        DATA_DIR: '/var/lib/employees',
        REDIS_URL: 'redis://cache:6379',
        APP_ENV: 'production',
        RATE_LIMIT_PER_MINUTE: '600',
        UNIQUENESS_PROBE_BUDGET_PER_HOUR: '250',
        FIRING_SETTLE_DELAY_SECONDS: '10',
        FIRING_SETTLE_INTERVAL_MS: '250',
        AUDIT_RETENTION_DAYS: '200',
        RETENTION_DAYS_AFTER_DELETION: '0',
        APP_TIMEZONE: 'America/Manaus',
        PUBLIC_BASE_URL: 'https://api.exemplo.com.br',
        CURSOR_KEY,
        WEBHOOK_SECRET_KEY,
        WEBHOOK_ALLOW_PRIVATE_URLS: 'true',
        WEBHOOK_POLL_INTERVAL_MS: '50',
        WEBHOOK_CONCURRENCY: '4',
        WEBHOOK_LEASE_SECONDS: '30',
        WEBHOOK_PARTITION: '1/3',
        LOG_LEVEL: 'warn',
        TRUST_PROXY: '1',
        COMPANY_MAX_CONCURRENCY: '4',
        COMPANY_MAX_SEARCHES: '2',
        COMPANY_QUEUE_LENGTH: '0',
        COMPANY_QUEUE_TIMEOUT_MS: '500',
        STATEMENT_TIMEOUT_READ_MS: '1500',
        STATEMENT_TIMEOUT_SEARCH_MS: '4000',
        STATEMENT_TIMEOUT_WRITE_MS: '8000',
        DATABASE_ACQUIRE_TIMEOUT_MS: '2500',
        HTTP_REQUEST_TIMEOUT_MS: '40000',
        HTTP_HEADERS_TIMEOUT_MS: '15000',
        SURVEY_RATE_LIMIT_PER_TOKEN_PER_MINUTE: '5',
        SURVEY_RATE_LIMIT_PER_IP_PER_MINUTE: '300',
        SMTP_URL: 'smtps://pesquisa:senha@smtp.exemplo.com.br:465',
        MAIL_FROM: 'Pesquisa Exemplo <pesquisa@exemplo.com.br>',
        SMS_PROVIDER: 'twilio',
        TWILIO_ACCOUNT_SID: 'AC0123',
        TWILIO_AUTH_TOKEN: 'token',
        TWILIO_FROM: '+5511987654321',
        TWILIO_BASE_URL: 'http://127.0.0.1:9999',
        NOTIFICATIONS_POLL_INTERVAL_MS: '250',
        MAIL_RATE_PER_MINUTE: '1200',
        MAIL_COMPANY_SHARE_PERCENT: '25',
      }),
    ).toEqual({
      port: 8080,
      databaseUrl: 'postgres://app@db:5432/employees',
      dataDir: '/var/lib/employees',
      redisUrl: 'redis://cache:6379',
      appEnv: 'production',
      rateLimitPerMinute: 600,
      uniquenessProbeBudgetPerHour: 250,
      surveyRateLimitPerTokenPerMinute: 5,
      surveyRateLimitPerIpPerMinute: 300,
      firingSettleDelaySeconds: 10,
      firingSettleIntervalMs: 250,
      auditRetentionDays: 200,
      retentionDaysAfterDeletion: 0,
      timeZone: 'America/Manaus',
      publicBaseUrl: 'https://api.exemplo.com.br',
      cursorKey: CURSOR_KEY,
      logLevel: 'warn',
      trustProxy: 1,
      companyMaxConcurrency: 4,
      companyMaxSearches: 2,
      companyQueueLength: 0,
      companyQueueTimeoutMs: 500,
      statementTimeoutMs: { read: 1500, search: 4000, write: 8000 },
      databaseAcquireTimeoutMs: 2500,
      httpRequestTimeoutMs: 40_000,
      httpHeadersTimeoutMs: 15_000,
      reportsPort: 8081,
      reportsPublicBaseUrl: 'https://relatorios.exemplo.com.br',
      reportMinGroupSize: 3,
      services: new Set(['reports', 'scheduler']),
      webhooks: {
        secretKey: WEBHOOK_SECRET_KEY,
        allowPrivateUrls: true,
        pollIntervalMs: 50,
        concurrency: 4,
        leaseMs: 30_000,
        partition: { index: 1, count: 3 },
      },
      notifications: {
        smtpUrl: 'smtps://pesquisa:senha@smtp.exemplo.com.br:465',
        mailFrom: 'Pesquisa Exemplo <pesquisa@exemplo.com.br>',
        messageIdDomain: 'exemplo.com.br',
        sms: {
          provider: 'twilio',
          accountSid: 'AC0123',
          authToken: 'token',
          from: '+5511987654321',
          baseUrl: 'http://127.0.0.1:9999',
        },
        pollIntervalMs: 250,
        rate: { perMinute: 1200, companySharePercent: 25 },
      },
    });
  });

  it('refuses an unknown role in SERVICES, a bad REPORTS_PORT, a minimum group size under 3 and a short lease', () => {
    const problems = (() => {
      try {
        loadConfig({
          SERVICES: 'api,dashboard',
          REPORTS_PORT: '70000',
          REPORT_MIN_GROUP_SIZE: '2',
          WEBHOOK_LEASE_SECONDS: '10',
        });
        return [];
      } catch (error) {
        return (error as ConfigError).problems;
      }
    })();
    expect(problems).toEqual([
      'SERVICES must list roles among api, reports, scheduler, webhooks, notifications (got "dashboard")',
      'WEBHOOK_LEASE_SECONDS must be an integer from 15 to 3600 (got "10")',
      'REPORTS_PORT must be an integer from 0 to 65535 (got "70000")',
      'REPORT_MIN_GROUP_SIZE must be an integer from 3 to 1000 (got "2")',
    ]);
  });

  it('refuses a bad SMTP_URL, MAIL_FROM or SMS provider; production with SMTP_URL needs MAIL_FROM', () => {
    const problemsOf = (env: NodeJS.ProcessEnv, purpose: 'serve' | 'administer' = 'serve'): string[] => {
      try {
        loadConfig(env, purpose);
        return [];
      } catch (error) {
        return (error as ConfigError).problems;
      }
    };
    expect(
      problemsOf({ SMTP_URL: 'http://smtp.exemplo.com.br', MAIL_FROM: 'Pesquisa', SMS_PROVIDER: 'pigeon' }),
    ).toEqual([
      'SMTP_URL must be a URL starting with smtp:// or smtps://',
      'MAIL_FROM must be an address or Name <address>, e.g. Pesquisa <pesquisa@exemplo.com.br>',
      'SMS_PROVIDER must be file or twilio (got "pigeon")',
    ]);
    expect(problemsOf({ SMS_PROVIDER: 'twilio', TWILIO_FROM: '11987654321' })).toEqual([
      'TWILIO_FROM must be an E.164 number such as +5511987654321',
      'TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM must be set when SMS_PROVIDER is twilio',
    ]);
    expect(problemsOf({ SMS_PROVIDER: 'twilio' }, 'administer')).toEqual([]);
    const production = {
      APP_ENV: 'production',
      PUBLIC_BASE_URL: 'https://api.exemplo.com.br',
      CURSOR_KEY,
      WEBHOOK_SECRET_KEY,
    };
    expect(problemsOf({ ...production, SMTP_URL: 'smtp://smtp.exemplo.com.br:587' })).toEqual([
      'MAIL_FROM must be set when APP_ENV is production and SMTP_URL is set (the From of every e-mail)',
    ]);
    expect(problemsOf(production)).toEqual([]);
    expect(loadConfig({ MAIL_FROM: 'pesquisa@exemplo.com.br' }).notifications.messageIdDomain).toBe('exemplo.com.br');
  });

  it('refuses a headers timeout longer than the request timeout, and a statement timeout under 100 ms', () => {
    expect(() => loadConfig({ HTTP_REQUEST_TIMEOUT_MS: '10000', HTTP_HEADERS_TIMEOUT_MS: '20000' })).toThrow(
      /HTTP_HEADERS_TIMEOUT_MS must not exceed HTTP_REQUEST_TIMEOUT_MS/,
    );
    expect(() => loadConfig({ STATEMENT_TIMEOUT_SEARCH_MS: '50' })).toThrow(/STATEMENT_TIMEOUT_SEARCH_MS must be/);
  });

  it('reports every bad value at once, naming the variable and what it accepts', () => {
    const attempt = () =>
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://db',
        REDIS_URL: 'localhost:6379',
        APP_ENV: 'staging',
        RATE_LIMIT_PER_MINUTE: '0',
        FIRING_SETTLE_INTERVAL_MS: '-5',
        AUDIT_RETENTION_DAYS: '90',
        RETENTION_DAYS_AFTER_DELETION: '-1',
        APP_TIMEZONE: 'Brasil/Paulo',
        PUBLIC_BASE_URL: 'ftp://x',
        CURSOR_KEY: 'too short to seal',
        WEBHOOK_SECRET_KEY: 'short',
        WEBHOOK_ALLOW_PRIVATE_URLS: 'yes',
        WEBHOOK_PARTITION: '3/3',
        LOG_LEVEL: 'loud',
        TRUST_PROXY: 'yes',
        COMPANY_MAX_CONCURRENCY: '0',
        COMPANY_MAX_SEARCHES: '0',
        COMPANY_QUEUE_LENGTH: 'many',
        COMPANY_QUEUE_TIMEOUT_MS: '1.5',
      });
    expect(attempt).toThrow(ConfigError);
    const problems = (() => {
      try {
        attempt();
        return [];
      } catch (error) {
        return (error as ConfigError).problems;
      }
    })();
    expect(problems.map((p) => p.split(' ')[0]).sort()).toEqual(
      [
        'APP_ENV',
        'APP_TIMEZONE',
        'DATABASE_URL',
        'FIRING_SETTLE_INTERVAL_MS',
        'AUDIT_RETENTION_DAYS',
        'RETENTION_DAYS_AFTER_DELETION',
        'LOG_LEVEL',
        'PORT',
        'PUBLIC_BASE_URL',
        'CURSOR_KEY',
        'WEBHOOK_SECRET_KEY',
        'WEBHOOK_ALLOW_PRIVATE_URLS',
        'WEBHOOK_PARTITION',
        'RATE_LIMIT_PER_MINUTE',
        'REDIS_URL',
        'TRUST_PROXY',
        'COMPANY_MAX_CONCURRENCY',
        'COMPANY_MAX_SEARCHES',
        'COMPANY_QUEUE_LENGTH',
        'COMPANY_QUEUE_TIMEOUT_MS',
      ].sort(),
    );
    expect(problems.find((p) => p.startsWith('PORT'))).toBe('PORT must be an integer from 0 to 65535 (got "eighty")');
    expect(problems.find((p) => p.startsWith('RETENTION_DAYS_AFTER_DELETION'))).toBe(
      'RETENTION_DAYS_AFTER_DELETION must be an integer from 0 to 36500 (got "-1")',
    );
    expect(problems.join('\n')).not.toContain('too short to seal');
  });
});
