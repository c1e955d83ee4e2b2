import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { simpleParser } from 'mailparser';
import { cleanUp } from './support/clean-up';
import { setUpCompany } from './support/company-setup';
import { describeWhen, postgresMissing } from './support/describe-when';
import { FakeTwilio } from './support/fake-twilio';
import { reportFigures } from './support/figures';
import { MailSink } from './support/mail-sink';
import {
  answerSurvey,
  createRecipients,
  INVITATION_WORDS,
  LANGUAGES,
  NOTIFICATIONS_TEST_ENV,
  openPlatformCampaign,
  respondentsOf,
  storedDeliveries,
  surveyTokenIn,
} from './support/notification-fixtures';
import { scratchRedisUnavailable, startScratchRedis, type ScratchRedis } from './support/scratch-redis';
import {
  createDataDir,
  createPostgresDatabase,
  eventually,
  startServerProcess,
  type FreshPostgresDatabase,
  type ServerProcess,
} from './support/server-process';

/**
 * A `platform` campaign's invitations sent by the `notifications` role, seen from outside
 * (docs/notifications.md): the REAL server process (`SERVICES=api,notifications`, production settings) over
 * PostgreSQL, its e-mail going to an SMTP server in this process (`smtp-server`, every message parsed by mailparser)
 * and its SMS to files (`SMS_PROVIDER=file`, `DATA_DIR/outbox-sms`). 200 employees with an e-mail (pt-BR, en and es in
 * turn), one with a mobile only and one with neither, then the campaign opened through the API: each e-mail reaches
 * its address once, in the employee's language, with a survey link that answers the survey; the mobile gets an SMS;
 * the one without contact ends `undeliverable` (`no_contact`); nothing personal is logged; SIGTERM stops it.
 * Then a second server without `SMTP_URL` and with `SMS_PROVIDER=twilio` (a fake Twilio in this process): its start
 * log names the folder its e-mails go to, where the invitation lands as a `.eml` file, and the SMS goes to Twilio.
 * Last, two workers sharing their sending rate through Redis: one company gets its share of the minute, the other
 * the rest, and nothing more goes out in that minute. Writes `[figures] notifications-delivery {…}`.
 */

const EMAILS = 200;
const STEP_TIMEOUT = 60_000;
const SENDS_ALL =
  `${EMAILS} e-mails in their employees' languages with working links, an SMS, one unreachable` + ' [hang 120 s]';

describeWhen(postgresMissing(), 'notifications: a platform campaign sends its invitations', () => {
  let database: FreshPostgresDatabase | null = null;
  let dataDir: { path: string; remove(): Promise<void> } | null = null;
  let sink: MailSink | null = null;
  let server: ServerProcess | null = null;
  let env: Record<string, string> = {};
  const figures = {
    employees: 0,
    mails: null as number | null,
    sms: null as number | null,
    deliveryMs: null as number | null,
    answered: null as number | null,
  };

  beforeAll(async () => {
    database = await createPostgresDatabase(process.env.TEST_POSTGRES_URL as string);
    dataDir = await createDataDir({ empty: true }); // outbox folders only: the database is DATABASE_URL
    sink = await MailSink.listen();
    env = {
      DATABASE_URL: database.url,
      DATA_DIR: dataDir.path,
      ...NOTIFICATIONS_TEST_ENV,
      SMTP_URL: sink.smtpUrl,
      SMS_PROVIDER: 'file',
    };
    server = await startServerProcess({ ...env, SERVICES: 'api,notifications' });
  }, STEP_TIMEOUT);

  let twilio: FakeTwilio | null = null;
  let devServer: ServerProcess | null = null;
  let redis: ScratchRedis | null = null;
  const rated: ServerProcess[] = [];

  afterAll(async () => {
    reportFigures('notifications-delivery', figures);
    await cleanUp([
      () => server?.kill(),
      () => devServer?.kill(),
      ...rated.map((p) => () => p.kill()),
      () => redis?.remove(),
      () => sink?.close(),
      () => twilio?.close(),
      () => database?.drop(),
      () => dataDir?.remove(),
    ]);
  }, STEP_TIMEOUT);

  it(
    SENDS_ALL,
    async () => {
      const baseUrl = server!.baseUrl;
      const { key } = await setUpCompany(env, 'Empresa Convites');
      const recipients = await createRecipients(baseUrl, key, EMAILS + 2, (i) => ({
        email: i < EMAILS,
        phone: i === EMAILS,
      }));
      figures.employees = recipients.length;
      const [withPhone, withNothing] = recipients.slice(EMAILS);
      const emailed = recipients.slice(0, EMAILS);

      const openedAt = Date.now();
      const campaign = await openPlatformCampaign(baseUrl, key, 'Clima por e-mail');
      const allIn = await eventually(async () => sink!.mails.length >= EMAILS, 90_000);
      figures.deliveryMs = Math.max(...sink!.mails.map((mail) => mail.at)) - openedAt;
      figures.mails = sink!.mails.length;
      expect(allIn).toBe(true);

      // Each address got exactly one message, in its employee's language, with its own survey link.
      const tokens = new Map<string, string>();
      for (const recipient of emailed) {
        const mails = sink!.mailsTo(recipient.email!);
        expect(mails).toHaveLength(1);
        const [mail] = mails;
        const others = LANGUAGES.filter((l) => l !== recipient.language).map((l) => INVITATION_WORDS[l]);
        expect({ language: recipient.language, subject: mail!.subject }).toEqual({
          language: recipient.language,
          subject: expect.stringContaining(INVITATION_WORDS[recipient.language]),
        });
        expect(others.some((word) => mail!.subject.includes(word))).toBe(false);
        expect(mail!.messageId).toMatch(new RegExp(`^<${campaign.id}\\.${recipient.id}\\.0@exemplo\\.test>$`));
        const token = surveyTokenIn(mail!.text);
        expect(token).not.toBeNull();
        tokens.set(recipient.id, token!);
      }
      expect(new Set(tokens.values()).size).toBe(EMAILS);
      expect(sink!.mails).toHaveLength(EMAILS);

      // The mobile-only employee got an SMS with a link; the one without contact none.
      const outbox = join(dataDir!.path, 'outbox-sms');
      expect(await eventually(async () => (await readdir(outbox).catch(() => [])).length === 1)).toBe(true);
      const [smsFile] = await readdir(outbox);
      const sms = await readFile(join(outbox, smsFile!), 'utf8');
      expect(sms.startsWith(`To: ${withPhone!.phone}\n`)).toBe(true);
      figures.sms = 1;
      tokens.set(withPhone!.id, surveyTokenIn(sms)!);

      // A few links of each language, and the SMS's, answer the survey; the answers are stored.
      const answering = [...emailed.slice(0, 6), withPhone!];
      const statuses = await Promise.all(
        answering.map((r) => answerSurvey(baseUrl, tokens.get(r.id)!, campaign.questions)),
      );
      expect(statuses).toEqual(answering.map(() => 201));
      const respondents = await respondentsOf(database!.url, campaign.id);
      expect([...respondents].sort()).toEqual(answering.map((r) => r.id).sort());
      figures.answered = respondents.size;

      // What the database says of each invitation.
      const stored = await storedDeliveries(database!.url, campaign.id);
      expect(stored.get(withNothing!.id)).toMatchObject({ state: 'undeliverable', reason: 'no_contact' });
      expect(stored.get(withPhone!.id)).toMatchObject({ state: 'sent', channel: 'sms' });
      expect(
        emailed.filter((r) => stored.get(r.id)?.state !== 'sent' || stored.get(r.id)?.channel !== 'email'),
      ).toEqual([]);

      // No address, number or token in the server's log.
      const log = server!.stderr();
      const leaked = recipients.flatMap((r) => [r.email, r.phone]).filter((v) => v !== null && log.includes(v));
      expect(leaked).toEqual([]);
      expect([...tokens.values()].filter((token) => log.includes(token))).toEqual([]);

      // SIGTERM stops the worker cleanly (exit 0), its SMTP connections closed.
      await server!.stop();
    },
    120_000,
  );

  it('no SMTP_URL: e-mails are files in DATA_DIR/outbox-mail, as the start log says; SMS go to Twilio', async () => {
    twilio = await FakeTwilio.listen();
    const twilioEnv = {
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: 'AC0000000000000000000000000000test',
      TWILIO_AUTH_TOKEN: 'the fake twilio token',
      TWILIO_FROM: '+5511900000000',
      TWILIO_BASE_URL: twilio.baseUrl,
    };
    const { SMTP_URL: _smtp, SMS_PROVIDER: _sms, ...withoutTransports } = env;
    devServer = await startServerProcess({ ...withoutTransports, ...twilioEnv, SERVICES: 'api,notifications' });
    const mailFolder = join(dataDir!.path, 'outbox-mail');
    expect(devServer.logs().find((line) => line.msg === 'messages are written to folders, not sent')).toMatchObject({
      mail_folder: mailFolder,
      sms_folder: null,
    });

    const { key } = await setUpCompany(env, 'Empresa Sem SMTP');
    const [byMail, byPhone] = await createRecipients(devServer.baseUrl, key, 2, (i) => ({
      email: i === 0,
      phone: i === 1,
    }));
    const mailsBefore = sink!.mails.length;
    const campaign = await openPlatformCampaign(devServer.baseUrl, key, 'Clima sem SMTP');
    const file = `${campaign.id}.${byMail!.id}.0.eml`;
    expect(await eventually(async () => (await readdir(mailFolder).catch((): string[] => [])).includes(file))).toBe(
      true,
    );
    const eml = await simpleParser(await readFile(join(mailFolder, file)));
    expect({ to: eml.to, messageId: eml.messageId }).toMatchObject({
      to: { value: [{ address: byMail!.email }] },
      messageId: `<${campaign.id}.${byMail!.id}.0@exemplo.test>`,
    });
    expect(surveyTokenIn(eml.text ?? '')).not.toBeNull();
    expect(sink!.mails.length).toBe(mailsBefore);

    expect(await eventually(async () => twilio!.requests.length === 1)).toBe(true);
    const [sms] = twilio.requests;
    expect(sms!.path).toBe(`/2010-04-01/Accounts/${twilioEnv.TWILIO_ACCOUNT_SID}/Messages.json`);
    expect(sms!.idempotencyToken).toBe(`${campaign.id}.${byPhone!.id}.0`);
    expect({ to: sms!.form.get('To'), from: sms!.form.get('From') }).toEqual({
      to: byPhone!.phone,
      from: twilioEnv.TWILIO_FROM,
    });
    const token = surveyTokenIn(sms!.form.get('Body') ?? '');
    expect(await answerSurvey(devServer.baseUrl, token!, campaign.questions)).toBe(201);
    const stored = await storedDeliveries(database!.url, campaign.id);
    expect(stored.get(byPhone!.id)).toMatchObject({ state: 'sent', channel: 'sms' });
    await devServer.stop();
  }, 60_000);

  const itWithRedis = scratchRedisUnavailable() === null ? it : it.skip;
  itWithRedis(
    "two workers keep one MAIL_RATE_PER_MINUTE through Redis; one company's share leaves the rest to another",
    async () => {
      redis = await startScratchRedis();
      // 30 messages a minute in all, 15 for one company: each company's 50 invitations get 15 out in this minute.
      const rate = { MAIL_RATE_PER_MINUTE: '30', MAIL_COMPANY_SHARE_PERCENT: '50', REDIS_URL: redis.url };
      rated.push(await startServerProcess({ ...env, SERVICES: 'api' }));
      for (let i = 0; i < 2; i += 1)
        rated.push(await startServerProcess({ ...env, ...rate, SERVICES: 'notifications' }));
      const baseUrl = rated[0]!.baseUrl;
      const companies = await Promise.all(['Empresa Grande', 'Empresa Pequena'].map((n) => setUpCompany(env, n)));
      for (const { key } of companies) await createRecipients(baseUrl, key, 50, () => ({ email: true, phone: false }));
      const before = sink!.mails.length;
      // Both workers claim (50 messages a pass each): without one shared count they would send 60.
      const campaigns = await Promise.all(
        companies.map(({ key }) => openPlatformCampaign(baseUrl, key, 'Clima com limite')),
      );
      expect(await eventually(async () => sink!.mails.length - before >= 30, 30_000)).toBe(true);
      // Several more polls of both workers: the minute's rate is spent, nothing else goes.
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      const arrived = sink!.mails.slice(before);
      expect(arrived).toHaveLength(30);
      // 15 of each company went; the others wait for the next minute, held back before any try.
      for (const campaign of campaigns) {
        const stored = [...(await storedDeliveries(database!.url, campaign.id)).values()];
        expect(stored.filter((d) => d.state === 'sent')).toHaveLength(15);
        expect(stored.filter((d) => d.state !== 'sent').map((d) => [d.state ?? 'pending', d.tries ?? 0])).toEqual(
          Array.from({ length: 35 }, () => ['pending', 0]),
        );
      }
      expect(new Set(arrived.map((mail) => mail.messageId)).size).toBe(30);
    },
    90_000,
  );
});
