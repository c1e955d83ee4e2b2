import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { cleanUp } from './support/clean-up';
import { setUpCompany } from './support/company-setup';
import { describeWhen, postgresMissing } from './support/describe-when';
import { reportFigures } from './support/figures';
import { MailSink } from './support/mail-sink';
import {
  createRecipients,
  NOTIFICATIONS_TEST_ENV,
  openPlatformCampaign,
  storedDeliveries,
} from './support/notification-fixtures';
import {
  createDataDir,
  createPostgresDatabase,
  eventually,
  startServerProcess,
  type FreshPostgresDatabase,
  type ServerProcess,
} from './support/server-process';

/**
 * An SMTP server that refuses for a while, then accepts (docs/notifications.md#transports): the REAL server process
 * (`SERVICES=api,notifications`) sends a platform campaign's invitations to an SMTP server in this process that
 * answers every other connection `421` and every `MAIL FROM` of the others `451`. Each invitation is tried, refused
 * and kept `pending` (one try counted); once the server accepts, each is tried again after its back-off (1 minute, up
 * to 10 % more) and arrives exactly once: none lost, none doubled. Writes `[figures] notifications-refusals {…}`.
 * Full tier (jest.config.ts).
 */

const EMPLOYEES = 40;
const FIRST_RETRY_MS = 60_000;
const STEP_TIMEOUT = 60_000;

describeWhen(postgresMissing(), 'notifications: an SMTP server that refuses, then accepts', () => {
  let database: FreshPostgresDatabase | null = null;
  let dataDir: { path: string; remove(): Promise<void> } | null = null;
  let sink: MailSink | null = null;
  let server: ServerProcess | null = null;
  let env: Record<string, string> = {};
  const figures = {
    employees: EMPLOYEES,
    refusals: null as number | null,
    refusingMs: null as number | null,
    firstRetryAfterMs: null as number | null,
    lastArrivalAfterMs: null as number | null,
    lost: null as number | null,
    doubled: null as number | null,
  };

  beforeAll(async () => {
    database = await createPostgresDatabase(process.env.TEST_POSTGRES_URL as string);
    dataDir = await createDataDir({ empty: true }); // outbox folders only: the database is DATABASE_URL
    sink = await MailSink.listen();
    env = { DATABASE_URL: database.url, DATA_DIR: dataDir.path, ...NOTIFICATIONS_TEST_ENV, SMTP_URL: sink.smtpUrl };
    server = await startServerProcess({ ...env, SERVICES: 'api,notifications' });
  }, STEP_TIMEOUT);

  afterAll(async () => {
    reportFigures('notifications-refusals', figures);
    await cleanUp([() => server?.kill(), () => sink?.close(), () => database?.drop(), () => dataDir?.remove()]);
  }, STEP_TIMEOUT);

  it('421 and 451 keep every invitation pending; each arrives once after its back-off [hang 150 s]', async () => {
    const baseUrl = server!.baseUrl;
    const { key } = await setUpCompany(env, 'Empresa Recusada');
    const recipients = await createRecipients(baseUrl, key, EMPLOYEES, () => ({ email: true, phone: false }));
    sink!.refusing = true;

    const campaign = await openPlatformCampaign(baseUrl, key, 'Clima recusado');
    const allRefused = async (): Promise<boolean> => {
      const stored = await storedDeliveries(database!.url, campaign.id);
      return recipients.every((r) => stored.get(r.id)?.state === 'pending' && stored.get(r.id)?.tries === 1);
    };
    const refusedAll = await eventually(allRefused, 30_000);
    expect(refusedAll).toBe(true);
    sink!.refusing = false;
    const firstRefusal = Math.min(...sink!.refusals.map((r) => r.at));
    const lastRefusal = Math.max(...sink!.refusals.map((r) => r.at));
    figures.refusals = sink!.refusals.length;
    expect(new Set(sink!.refusals.map((r) => r.code))).toEqual(new Set([421, 451]));
    figures.refusingMs = lastRefusal - firstRefusal;
    expect(sink!.mails).toHaveLength(0);

    const allIn = await eventually(async () => sink!.mails.length >= EMPLOYEES, FIRST_RETRY_MS * 1.1 + 20_000);
    await new Promise((r) => setTimeout(r, 1000)); // anything sent twice would come now
    const arrivals = sink!.mails.map((mail) => mail.at);
    figures.firstRetryAfterMs = Math.min(...arrivals) - firstRefusal;
    figures.lastArrivalAfterMs = Math.max(...arrivals) - lastRefusal;
    figures.lost = recipients.filter((r) => sink!.mailsTo(r.email!).length === 0).length;
    figures.doubled = recipients.filter((r) => sink!.mailsTo(r.email!).length > 1).length;
    expect(allIn).toBe(true);
    expect({ lost: figures.lost, doubled: figures.doubled, mails: sink!.mails.length }).toEqual({
      lost: 0,
      doubled: 0,
      mails: EMPLOYEES,
    });
    // Nothing was tried again before its minute of back-off, and everything within it plus its jitter and a poll.
    expect(figures.firstRetryAfterMs).toBeGreaterThanOrEqual(FIRST_RETRY_MS);
    expect(figures.lastArrivalAfterMs).toBeLessThanOrEqual(FIRST_RETRY_MS * 1.1 + 5_000);

    const stored = await storedDeliveries(database!.url, campaign.id);
    expect(recipients.filter((r) => stored.get(r.id)?.state !== 'sent')).toEqual([]);
    // Two tries each: the refused one and the one that went.
    expect(recipients.filter((r) => stored.get(r.id)?.tries !== 2)).toEqual([]);
  }, 150_000);
});
