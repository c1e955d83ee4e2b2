/** The `From` of the bench's e-mails; its domain is every `Message-ID`'s. */
const MAIL_FROM = 'Pesquisa Bench <pesquisa@bench.example>';

/**
 * The settings the bench's servers run with (docs/configuration.md), over the bench's own environment (so that
 * `NOTIFICATIONS_POLL_INTERVAL_MS=200 npm run bench:notifications` tries another setting): production mode with its
 * origin and secrets, e-mail to the bench's SMTP server as `MAIL_FROM`, SMS to files under `dataDir`, the sending
 * rate (`MAIL_RATE_PER_MINUTE`) at 1,000,000 a minute unless the environment sets it, so that it does not limit the
 * bench (one company's share, half of it by default, is 500,000), and the rate's windows in Redis at `redisUrl` when
 * given (shared by the workers, as in production with several), else in each worker.
 */
export function serverSettings(smtpUrl: string, dataDir: string, redisUrl: string | null): Record<string, string> {
  return {
    APP_ENV: 'production',
    PUBLIC_BASE_URL: 'http://127.0.0.1',
    CURSOR_KEY: 'the cursor secret of the notifications benchmark only',
    WEBHOOK_SECRET_KEY: 'the webhook secret key of the notifications benchmark only',
    SMTP_URL: smtpUrl,
    MAIL_FROM,
    SMS_PROVIDER: 'file',
    DATA_DIR: dataDir,
    MAIL_RATE_PER_MINUTE: process.env.MAIL_RATE_PER_MINUTE ?? '1000000',
    ...(redisUrl === null ? {} : { REDIS_URL: redisUrl }),
  };
}

/**
 * The settings of `settings` and of the bench's environment that the report shows: `APP_ENV`, `APP_TIMEZONE`,
 * `SMS_PROVIDER`, `LOG_LEVEL`, whether `REDIS_URL` is set, and every `MAIL_RATE_*`, `MAIL_COMPANY_*`,
 * `NOTIFICATIONS_*`, `DATABASE_*_` setting.
 */
export function shownSettings(settings: Readonly<Record<string, string>>): Record<string, string> {
  const all: Record<string, string | undefined> = { ...process.env, ...settings };
  const shown = Object.entries(all).filter(
    (entry): entry is [string, string] =>
      entry[1] !== undefined &&
      (/^(MAIL_RATE_|MAIL_COMPANY_|NOTIFICATIONS_|DATABASE_[A-Z]+_)/.test(entry[0]) ||
        ['APP_ENV', 'APP_TIMEZONE', 'SMS_PROVIDER', 'LOG_LEVEL'].includes(entry[0])),
  );
  return Object.fromEntries([...shown, ['REDIS_URL', settings.REDIS_URL === undefined ? 'unset' : 'set']]);
}
