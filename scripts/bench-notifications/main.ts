#!/usr/bin/env node
/**
 * `npm run bench:notifications`: a `platform` campaign of `--employees` employees opened through the REST API of the
 * real server, its invitations sent by `--workers` separate `notifications` worker processes to an SMTP server in
 * this process (docs/performance.md#invitations-by-e-mail; scripts/README.md#bench-notifications). Prints a markdown
 * report on stdout, progress on stderr, every figure to `--out`. Exit 1 on a failure or when an employee got no
 * message, or two; 2 on a bad flag.
 */
import { createFreshDatabase } from '@employee/persistence-typeorm/testing';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { machineSnapshot, type MachineSnapshot } from '../bench-processes/machine';
import { admin, startServer, type BenchServer } from '../bench-processes/server-process';
import { parseFlags, UsageError } from '../cli/flags';
import { checkMails, checkSamples, checkSms, type MailCheck, type SampleCheck, type SmsCheck } from './checks';
import { BenchDatabase } from './database';
import {
  deliveryFigures,
  passFigures,
  passLineOf,
  type DeliveryFigures,
  type PassFigures,
  type PassLine,
} from './figures';
import { createCampaign, openCampaign } from './campaign';
import { report } from './report';
import { serverSettings, shownSettings } from './settings';
import { SmtpCounter } from './smtp-counter';

const USAGE =
  'usage: npm run bench:notifications -- [--employees 100000] [--workers 1] ' +
  '[--database-url postgres://postgres@127.0.0.1:5432/postgres] [--redis-url redis://…] [--samples 100] ' +
  '[--timeout 1800] [--out bench-notifications-results.json] [--profile DIR]';

const COMPANY_NAME = 'Bench Notificações';

function settings() {
  const values = parseFlags(process.argv.slice(2), {
    employees: { type: 'string', default: '100000' },
    workers: { type: 'string', default: '1' },
    'database-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    samples: { type: 'string', default: '100' },
    timeout: { type: 'string', default: '1800' },
    'redis-url': { type: 'string' },
    profile: { type: 'string' },
    out: { type: 'string', default: 'bench-notifications-results.json' },
  });
  const integer = (name: string, raw: string | undefined, min: number, max: number): number => {
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max)
      throw new UsageError(`--${name} must be an integer from ${min} to ${max.toLocaleString('en')}`);
    return value;
  };
  return {
    employees: integer('employees', values.employees, 10, 2_000_000),
    workers: integer('workers', values.workers, 1, 16),
    databaseUrl: values['database-url'] ?? '',
    samples: integer('samples', values.samples, 1, 10_000),
    timeoutS: integer('timeout', values.timeout, 10, 86_400),
    redisUrl: values['redis-url'] ?? null,
    profileDir: values.profile ?? null,
    out: values.out ?? 'bench-notifications-results.json',
  };
}

type Settings = ReturnType<typeof settings>;

const log = (line: string): void => void process.stderr.write(`${line}\n`);

/** CPU seconds of `servers` now, each (`null` where unknown). */
const cpuOf = (servers: readonly BenchServer[]): Array<number | null> => servers.map((s) => s.cpuSeconds());
const minus = (after: number | null, before: number | null): number | null =>
  after === null || before === null ? null : after - before;

/** What the run measured, as written to `--out`. */
export interface BenchResults {
  readonly settings: Settings;
  /** The servers' settings the report shows (docs/configuration.md), secrets left out. */
  readonly serverSettings: Record<string, string>;
  /** The hour in `APP_TIMEZONE` when the campaign opened: reminders are claimed only from 08:00 to 20:00. */
  readonly openedAtLocalHour: number;
  /** Milliseconds the COPY of the employees took. */
  readonly loadMs: number;
  readonly invitations: number;
  readonly delivery: DeliveryFigures & {
    /** From sending the `open` request to every invitation stored as sent or undeliverable (polled each 0.5 s). */
    readonly settledMs: number | null;
    readonly states: Record<string, number>;
    /** Invitations tried more than once. */
    readonly retried: number;
  };
  readonly passes: PassFigures;
  readonly mail: MailCheck;
  readonly sms: SmsCheck;
  readonly samples: SampleCheck;
  /** CPU seconds from just before the `open` request to the last invitation settled. */
  readonly cpuSeconds: {
    readonly api: number | null;
    readonly workers: ReadonlyArray<number | null>;
    readonly bench: number;
    readonly postgres: number | null;
    readonly machine: number | null;
  };
  /** Peak resident set of each worker, in MB. */
  readonly workerPeakRssMb: ReadonlyArray<number | null>;
  readonly machine: { readonly before: MachineSnapshot; readonly after: MachineSnapshot };
}

/** Waits until no invitation of `campaignId` is unclaimed, pending or under way, or `deadline` passed. */
async function waitSettled(db: BenchDatabase, campaignId: string, counter: SmtpCounter, deadline: number) {
  let lastLog = Date.now();
  for (;;) {
    const states = await db.deliveryStates(campaignId);
    const open = (states.unclaimed ?? 0) + (states.pending ?? 0) + (states.sending ?? 0);
    if (open === 0) return { states, settledAt: Date.now() };
    if (Date.now() > deadline) return { states, settledAt: null };
    if (Date.now() - lastLog >= 10_000) {
      lastLog = Date.now();
      log(
        `${counter.mails.length.toLocaleString('en')} e-mails received, ${open.toLocaleString('en')} invitations to go`,
      );
    }
    await sleep(500);
  }
}

/** The hour (0–23) of `at` in time zone `timeZone`. */
function hourIn(at: Date, timeZone: string): number {
  return Number(new Intl.DateTimeFormat('en-GB', { hour: '2-digit', hourCycle: 'h23', timeZone }).format(at));
}

async function run(options: Settings): Promise<BenchResults> {
  const database = await createFreshDatabase(options.databaseUrl);
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-notifications-'));
  const counter = await SmtpCounter.listen(Math.max(1, Math.floor(options.employees / options.samples)));
  const db = new BenchDatabase(database.url);
  const servers: BenchServer[] = [];
  try {
    log(`scratch database ${database.name}`);
    const env = serverSettings(counter.smtpUrl, dataDir, options.redisUrl);
    const start = (services: string, extra: Record<string, string> = {}, onLine?: (line: string) => void) =>
      startServer({
        databaseUrl: database.url,
        services,
        settings: { ...env, ...extra },
        profileDir: options.profileDir,
        ...(onLine ? { onLine } : {}),
      });
    const api = await start('api');
    servers.push(api);
    const company = await admin(
      database.url,
      env,
      'company',
      'create',
      '--name',
      COMPANY_NAME,
      '--identify-key',
      'document',
    );
    const key = (await admin(database.url, env, 'key', 'issue', '--company', company.id as string)).key as string;
    const loadStarted = Date.now();
    await db.loadEmployees(company.id as string, options.employees);
    const loadMs = Date.now() - loadStarted;
    log(`${options.employees.toLocaleString('en')} employees loaded in ${(loadMs / 1000).toFixed(1)} s`);

    const passLines: PassLine[] = [];
    const workers: BenchServer[] = [];
    for (let w = 0; w < options.workers; w += 1) {
      const worker = await start('notifications', { LOG_LEVEL: 'debug' }, (line) => {
        const pass = passLineOf(w, line);
        if (pass !== null) passLines.push(pass);
      });
      workers.push(worker);
      servers.push(worker);
    }
    const campaign = await createCampaign(api.origin as string, key);
    log(`opening campaign ${campaign.id} with ${options.workers} worker(s)`);
    const before = {
      machine: machineSnapshot(),
      api: api.cpuSeconds(),
      workers: cpuOf(workers),
      bench: process.cpuUsage(),
    };
    const openAt = Date.now();
    await openCampaign(api.origin as string, key, campaign.id);
    const answeredAt = Date.now();
    const invitees = await db.invitees(campaign.id);
    log(`${invitees.length.toLocaleString('en')} invitations; waiting for them to be sent`);
    const { states, settledAt } = await waitSettled(db, campaign.id, counter, openAt + options.timeoutS * 1000);
    const after = {
      machine: machineSnapshot(),
      api: api.cpuSeconds(),
      workers: cpuOf(workers),
      bench: process.cpuUsage(before.bench),
    };
    log(settledAt === null ? 'timed out' : `settled in ${((settledAt - openAt) / 1000).toFixed(1)} s`);

    const timeZone = process.env.APP_TIMEZONE ?? 'America/Sao_Paulo';
    const samples = await checkSamples(
      counter.samples,
      invitees,
      { companyName: COMPANY_NAME, campaignName: campaign.name },
      { publicOrigin: env.PUBLIC_BASE_URL as string, apiOrigin: api.origin as string },
    );
    return {
      settings: options,
      serverSettings: shownSettings(env),
      openedAtLocalHour: hourIn(new Date(openAt), timeZone),
      loadMs,
      invitations: invitees.length,
      delivery: {
        ...deliveryFigures(counter.mails, openAt, answeredAt),
        settledMs: settledAt === null ? null : settledAt - openAt,
        states,
        retried: await db.retried(campaign.id),
      },
      passes: passFigures(passLines, options.workers),
      mail: checkMails(counter.mails, invitees, campaign.id),
      sms: await checkSms(join(dataDir, 'outbox-sms'), invitees, campaign.id),
      samples,
      cpuSeconds: {
        api: minus(after.api, before.api),
        workers: after.workers.map((cpu, w) => minus(cpu, before.workers[w] ?? null)),
        bench: (after.bench.user + after.bench.system) / 1e6,
        postgres: minus(after.machine.postgresSeconds, before.machine.postgresSeconds),
        machine: minus(after.machine.busySeconds, before.machine.busySeconds),
      },
      workerPeakRssMb: workers.map((w) => w.peakRssMb()),
      machine: { before: before.machine, after: after.machine },
    };
  } finally {
    for (const server of servers) await server.stop();
    await counter.close();
    await db.close();
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** Whether every employee got exactly one message, by the channel due, and the samples read right. */
function passed(results: BenchResults): boolean {
  const { mail, sms, samples } = results;
  return (
    mail.missing + mail.duplicates + mail.unexpected + mail.wrongRecipient + sms.missing + sms.wrong === 0 &&
    samples.rightLanguage === samples.parsed &&
    samples.withLink === samples.parsed &&
    samples.linksOpened === samples.linksTried
  );
}

async function main(): Promise<void> {
  const options = settings();
  const results = await run(options);
  await writeFile(options.out, `${JSON.stringify(results, null, 2)}\n`);
  process.stdout.write(report(results));
  if (!passed(results)) process.exitCode = 1;
}

main().catch((error: Error) => {
  process.stderr.write(`bench:notifications: ${error.message}\n`);
  if (error instanceof UsageError) process.stderr.write(`${USAGE}\n`);
  process.exitCode = error instanceof UsageError ? 2 : 1;
});
