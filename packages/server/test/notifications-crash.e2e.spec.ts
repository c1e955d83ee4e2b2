import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { MESSAGE_LEASE_MS } from '@employee/domain';
import { buildContainer, loadConfig, openInfrastructure, type Infrastructure } from '../src';
import { TOKENS } from '../src/tokens';
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
  type Recipient,
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
 * A notifications worker SIGKILLed mid-send (docs/notifications.md): the REST API in one REAL server
 * process (`SERVICES=api`), the worker in another (`SERVICES=notifications`), its SMTP server in this process slowed
 * (each DATA answered after 500 ms, so sends are in flight). The worker is killed once 15 invitations of 100 have
 * arrived; a new worker process sends those its dead predecessor never claimed, and leaves alone the ones still under
 * its 2-minute lease. The lease's running out is stood for by a third worker in this process (the server's own
 * container over the same database), whose clock runs a lease ahead: it sends the rest. Every employee gets the
 * invitation; a message that arrived twice (its send in flight at the kill) carries the same `Message-ID` each time.
 * Writes `[figures] notifications-crash {…}`. Full tier (jest.config.ts).
 */

const EMPLOYEES = 100;
const KILL_AFTER = 15;
const STEP_TIMEOUT = 60_000;

describeWhen(postgresMissing(), 'notifications: a worker killed mid-send', () => {
  let database: FreshPostgresDatabase | null = null;
  let dataDir: { path: string; remove(): Promise<void> } | null = null;
  let sink: MailSink | null = null;
  let api: ServerProcess | null = null;
  const workers: ServerProcess[] = [];
  let inProcess: { infrastructure: Infrastructure; stop(): Promise<void> } | null = null;
  let env: Record<string, string> = {};
  const figures = {
    employees: EMPLOYEES,
    arrivedBeforeKill: null as number | null,
    heldByLease: null as number | null,
    sentTwice: null as number | null,
    lost: null as number | null,
    mails: null as number | null,
  };

  beforeAll(async () => {
    database = await createPostgresDatabase(process.env.TEST_POSTGRES_URL as string);
    dataDir = await createDataDir({ empty: true }); // outbox folders only: the database is DATABASE_URL
    sink = await MailSink.listen();
    env = { DATABASE_URL: database.url, DATA_DIR: dataDir.path, ...NOTIFICATIONS_TEST_ENV, SMTP_URL: sink.smtpUrl };
    api = await startServerProcess({ ...env, SERVICES: 'api' });
  }, STEP_TIMEOUT);

  afterAll(async () => {
    reportFigures('notifications-crash', figures);
    await cleanUp([
      () => inProcess?.stop(),
      ...workers.map((w) => () => w.kill()),
      () => api?.kill(),
      () => sink?.close(),
      () => database?.drop(),
      () => dataDir?.remove(),
    ]);
  }, STEP_TIMEOUT);

  /** The notifications worker of the server's container in this process, its clock `aheadMs` ahead. */
  async function startInProcessWorker(aheadMs: number): Promise<void> {
    const config = loadConfig({ ...env, SERVICES: 'notifications', LOG_LEVEL: 'silent' });
    const infrastructure = await openInfrastructure(config, { withRedis: false });
    const container = await buildContainer(infrastructure);
    container.rebind(TOKENS.clock).toConstantValue({ now: () => new Date(Date.now() + aheadMs) });
    const worker = await container.getAsync(TOKENS.notificationsWorker);
    worker.start();
    inProcess = {
      infrastructure,
      stop: async () => {
        await worker.stop();
        await infrastructure.close();
      },
    };
  }

  it('every employee gets the invitation; copies of one message share its Message-ID [hang 120 s]', async () => {
    const baseUrl = api!.baseUrl;
    const { key } = await setUpCompany(env, 'Empresa Worker Morto');
    const recipients = await createRecipients(baseUrl, key, EMPLOYEES, () => ({ email: true, phone: false }));
    const mailsOf = (r: Recipient) => sink!.mailsTo(r.email!);
    sink!.replyDelayMs = 500;
    const first = await startServerProcess({ ...env, SERVICES: 'notifications' });
    workers.push(first);

    const campaign = await openPlatformCampaign(baseUrl, key, 'Clima interrompido');
    expect(await eventually(async () => sink!.mails.length >= KILL_AFTER, 30_000)).toBe(true);
    await first.kill();
    figures.arrivedBeforeKill = sink!.mails.length;
    sink!.replyDelayMs = 0;

    // What the dead worker had claimed and not recorded stays under its lease.
    const held = async (): Promise<Recipient[]> => {
      const stored = await storedDeliveries(database!.url, campaign.id);
      return recipients.filter((r) => stored.get(r.id)?.state === 'sending');
    };
    const heldAtKill = await held();
    figures.heldByLease = heldAtKill.length;
    expect(heldAtKill.length).toBeGreaterThan(0);

    // A new worker sends every message nobody holds, and none of the held ones.
    workers.push(await startServerProcess({ ...env, SERVICES: 'notifications' }));
    const heldIds = new Set(heldAtKill.map((r) => r.id));
    const free = recipients.filter((r) => !heldIds.has(r.id));
    expect(await eventually(async () => free.every((r) => mailsOf(r).length > 0), 30_000)).toBe(true);
    await new Promise((r) => setTimeout(r, 1000));
    const heldNow = await held();
    expect(heldNow.map((r) => r.id).sort()).toEqual([...heldIds].sort());
    const arrivedWhileHeld = heldAtKill.map((r) => mailsOf(r).length);

    // The lease runs out (a worker whose clock is a lease ahead): the held ones are sent too.
    await startInProcessWorker(MESSAGE_LEASE_MS + 1000);
    expect(await eventually(async () => heldAtKill.every((r) => mailsOf(r).length > 0), 30_000)).toBe(true);
    expect(await eventually(async () => (await held()).length === 0, 10_000)).toBe(true);
    // Held messages in flight at the kill arrived then, and again now; the others arrived once, now.
    expect(heldAtKill.map((r, i) => mailsOf(r).length - arrivedWhileHeld[i]!)).toEqual(heldAtKill.map(() => 1));

    figures.mails = sink!.mails.length;
    figures.lost = recipients.filter((r) => mailsOf(r).length === 0).length;
    figures.sentTwice = recipients.filter((r) => mailsOf(r).length > 1).length;
    expect(figures.lost).toBe(0);
    const messageIds = recipients.map((r) => [...new Set(mailsOf(r).map((mail) => mail.messageId))]);
    expect(messageIds).toEqual(recipients.map((r) => [`<${campaign.id}.${r.id}.0@exemplo.test>`]));
    const stored = await storedDeliveries(database!.url, campaign.id);
    expect(recipients.filter((r) => stored.get(r.id)?.state !== 'sent')).toEqual([]);
  }, 120_000);
});
