#!/usr/bin/env node
/**
 * `npm run bench:webhooks`: employee changes paced through the REST API of the real server, delivered by a separate
 * webhooks worker process to a local receiver with several endpoints; then the same again with the worker killed
 * (SIGKILL) and the receiver down in the middle (docs/performance.md#webhooks; scripts/README.md#bench-webhooks).
 * Prints a markdown report on stdout, progress on stderr, every figure to `--out`. Exit 1 on a failure or a lost
 * event, 2 on a bad flag.
 */
import { createFreshDatabase, withPostgres } from '@employee/persistence-typeorm/testing';
import { writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseFlags, UsageError } from '../cli/flags';
import {
  catchUp,
  indexReceipts,
  missing,
  phaseFigures,
  stepFigures,
  type CatchUp,
  type FirstTry,
  type PathsByCompany,
  type PhaseFigures,
  type StepFigures,
} from './figures';
import { admin, shownSettings, startServer, type BenchServer } from './processes';
import { WebhookReceiver } from './receiver';
import { EmployeeWriter, type Write, type WriteRun } from './writer';
import { report } from './report';

const USAGE =
  'usage: npm run bench:webhooks -- [--changes 500] [--rate 200] [--endpoints 3] [--companies 1] ' +
  '[--database-url postgres://postgres@127.0.0.1:5432/postgres] [--outage 60] [--worker-down SECONDS] ' +
  '[--lease SECONDS] [--receiver-port 3990] [--out bench-webhooks-results.json] [--profile DIR]';

/** Changes per employee of the pool, on average: the pool is a tenth of the changes. */
const CHANGES_PER_EMPLOYEE = 10;
/** How long a phase may take to drain after its last write (beyond the outage), before it counts the rest lost. */
const DRAIN_LIMIT_MS = 10 * 60_000;

function settings() {
  const values = parseFlags(process.argv.slice(2), {
    changes: { type: 'string', default: '500' },
    rate: { type: 'string', default: '200' },
    endpoints: { type: 'string', default: '3' },
    companies: { type: 'string', default: '1' },
    'database-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    outage: { type: 'string', default: '60' },
    'worker-down': { type: 'string' },
    lease: { type: 'string' },
    'receiver-port': { type: 'string', default: '3990' },
    profile: { type: 'string' },
    out: { type: 'string', default: 'bench-webhooks-results.json' },
  });
  const integer = (name: string, raw: string | undefined, min: number, max: number): number => {
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max)
      throw new UsageError(`--${name} must be an integer from ${min} to ${max.toLocaleString('en')}`);
    return value;
  };
  const outage = integer('outage', values.outage, 1, 3_600);
  return {
    changes: integer('changes', values.changes, 2, 1_000_000),
    rate: integer('rate', values.rate, 1, 10_000),
    endpoints: integer('endpoints', values.endpoints, 1, 10),
    companies: integer('companies', values.companies, 1, 100),
    databaseUrl: values['database-url'] ?? '',
    outageS: outage,
    workerDownS: integer('worker-down', values['worker-down'] ?? String(outage), 0, outage),
    leaseS: values.lease === undefined ? null : integer('lease', values.lease, 15, 3_600),
    receiverPort: integer('receiver-port', values['receiver-port'], 1, 65_535),
    out: values.out ?? 'bench-webhooks-results.json',
    profileDir: values.profile ?? null,
  };
}

type Settings = ReturnType<typeof settings>;

/** When the receiver came back (ms since the epoch), and how long the worker and the receiver were down (ms). */
interface Outage {
  readonly receiverBackAt: number;
  readonly workerDownMs: number;
  readonly receiverDownMs: number;
}

const log = (line: string): void => void process.stderr.write(`${line}\n`);

/** Logs how many writes of `phase` failed for good, by the start of their failure, and how many were retried. */
function logFailures(phase: string, run: WriteRun): void {
  const kinds = new Map<string, number>();
  for (const failure of run.failures) kinds.set(failure.slice(0, 40), (kinds.get(failure.slice(0, 40)) ?? 0) + 1);
  for (const [kind, count] of kinds) log(`${phase}: ${count} writes failed: ${kind}…`);
  log(`${phase}: ${run.retried} writes refused for the moment (503, 429) and sent again`);
}

/** Waits until every write of `writes` reached every endpoint, or `limitMs` passed; answers how many are missing. */
async function drain(receiver: WebhookReceiver, writes: readonly Write[], paths: PathsByCompany, limitMs: number) {
  const deadline = Date.now() + limitMs;
  for (;;) {
    const left = missing(writes, paths, indexReceipts(receiver.receipts));
    if (left === 0 || Date.now() > deadline) return left;
    await sleep(250);
  }
}

/** The first try of every delivery whose event happened between `from` and `to` (ms), from the scratch database. */
async function firstTries(databaseUrl: string, from: number, to: number): Promise<FirstTry[]> {
  const { rows } = await withPostgres(databaseUrl, (client) =>
    client.query<{ endpoint_id: string; event_id: string; occurred: string; at: string; duration_ms: number }>(
      `SELECT d.endpoint_id, d.event_id, (extract(epoch FROM e.occurred_at) * 1000)::text AS occurred,
              (extract(epoch FROM a.at) * 1000)::text AS at, a.duration_ms
         FROM webhook_attempts a JOIN webhook_deliveries d ON d.id = a.delivery_id
         JOIN webhook_events e ON e.id = d.event_id
        WHERE a.n = 1 AND e.occurred_at BETWEEN to_timestamp($1 / 1000.0) AND to_timestamp($2 / 1000.0)`,
      [from, to],
    ),
  );
  return rows.map((r) => ({
    endpointId: r.endpoint_id,
    eventId: r.event_id,
    occurredAt: Number(r.occurred),
    at: Number(r.at),
    durationMs: r.duration_ms,
  }));
}

/** What the run measured, as written to `--out`. */
export interface BenchResults {
  readonly settings: Settings;
  /** The servers' settings that differ from their defaults, secrets left out. */
  readonly serverSettings: Record<string, string>;
  readonly steady: PhaseFigures & { steps: StepFigures; cpuSeconds: { api: number | null; worker: number | null } };
  readonly faults: PhaseFigures & {
    killedAfterWrites: number;
    receiverDownMs: number;
    workerDownMs: number;
    drainedMs: number | null;
    catchUp: CatchUp;
    repeats: number;
    phaseMs: number;
  };
}

/**
 * Company number `c` of the bench, made with the admin CLI (its rate limit raised to 1,000,000 a minute), with its key
 * and `options.endpoints` endpoints on `receiver` at `/hooks/<c>-<n>`, whose secrets the receiver verifies with.
 */
async function companyWithEndpoints(
  databaseUrl: string,
  origin: string,
  receiver: WebhookReceiver,
  c: number,
  options: Settings,
): Promise<{ key: string; paths: string[]; endpointIds: Map<string, string> }> {
  const created = await admin(
    databaseUrl,
    'company',
    'create',
    '--name',
    `Bench Webhooks ${c + 1}`,
    '--identify-key',
    'document',
  );
  const id = created.id as string;
  await admin(databaseUrl, 'company', 'set-rate-limit', '--company', id, '--per-minute', '1000000');
  const key = (await admin(databaseUrl, 'key', 'issue', '--company', id)).key as string;
  const paths = Array.from({ length: options.endpoints }, (_, n) => `/hooks/${c + 1}-${n + 1}`);
  const endpointIds = new Map<string, string>();
  for (const path of paths) {
    const response = await fetch(`${origin}/api/v1/webhook-endpoints`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ url: receiver.url(path), description: `bench ${path}` }),
    });
    if (response.status !== 201) throw new Error(`creating an endpoint answered ${response.status}`);
    const endpoint = ((await response.json()) as { data: { id: string; secret: string } }).data;
    receiver.accept(path, endpoint.secret);
    endpointIds.set(path, endpoint.id);
  }
  return { key, paths, endpointIds };
}

async function run(options: Settings): Promise<BenchResults> {
  const database = await createFreshDatabase(options.databaseUrl);
  const servers: BenchServer[] = [];
  const receiver = await WebhookReceiver.listen(options.receiverPort);
  try {
    log(`scratch database ${database.name}`);
    const api = await startServer(database.url, 'api', options.profileDir);
    servers.push(api);
    let worker = await startServer(database.url, 'webhooks', options.profileDir);
    servers.push(worker);
    const origin = api.origin as string;
    const companies = await Promise.all(
      Array.from({ length: options.companies }, (_, c) =>
        companyWithEndpoints(database.url, origin, receiver, c, options),
      ),
    );
    const paths = companies.map((c) => c.paths);
    const endpointIds = new Map(companies.flatMap((c) => [...c.endpointIds]));
    const poolSize = Math.max(options.companies, Math.ceil(options.changes / CHANGES_PER_EMPLOYEE));
    const writer = new EmployeeWriter(
      origin,
      companies.map((c) => c.key),
      poolSize,
    );

    log(
      `steady: ${options.changes} changes at ${options.rate}/s, ${options.companies} × ${options.endpoints} endpoints`,
    );
    const cpuBefore = { api: api.cpuSeconds(), worker: worker.cpuSeconds() };
    const steady = await writer.run(options.changes, options.rate);
    const steadyLeft = await drain(receiver, steady.writes, paths, DRAIN_LIMIT_MS);
    const cpu = (now: number | null, before: number | null) => (now === null || before === null ? null : now - before);
    const cpuSeconds = {
      api: cpu(api.cpuSeconds(), cpuBefore.api),
      worker: cpu(worker.cpuSeconds(), cpuBefore.worker),
    };
    log(`steady: drained, ${steadyLeft} missing`);
    logFailures('steady', steady);
    const firstSent = Math.min(...steady.writes.map((w) => w.sentAt));
    const lastCommitted = Math.max(...steady.writes.map((w) => w.committedAt));
    const tries = await firstTries(database.url, firstSent - 1_000, lastCommitted + 1_000);
    const steadyIndex = indexReceipts(receiver.receipts);
    const steadyFigures = {
      ...phaseFigures(steady, paths, steadyIndex),
      steps: stepFigures(steady.writes, paths, (path) => endpointIds.get(path) as string, steadyIndex, tries),
      cpuSeconds,
    };
    if (options.profileDir !== null) {
      // The steady worker's profile is written when it stops; the faults phase gets a worker of its own to kill.
      await worker.stop();
      worker = await startServer(database.url, 'webhooks');
      servers.push(worker);
      log(`steady: CPU profiles in ${options.profileDir}`);
    }

    const half = Math.floor(options.changes / 2);
    log(`faults: ${options.changes} changes; after ${half}, the worker is killed and the receiver stopped`);
    const outage: { done: Promise<Outage> | null } = { done: null };
    const startedAt = Date.now();
    const faults = await writer.run(options.changes, options.rate, (i) => {
      if (i !== half) return;
      outage.done = (async (): Promise<Outage> => {
        const downAt = Date.now();
        await Promise.all([worker.kill(), receiver.stop()]);
        log('faults: worker killed (SIGKILL), receiver stopped');
        await sleep(downAt + options.workerDownS * 1000 - Date.now());
        worker = await startServer(database.url, 'webhooks');
        servers.push(worker);
        const workerDownMs = Date.now() - downAt;
        log(`faults: new worker after ${(workerDownMs / 1000).toFixed(1)} s`);
        await sleep(downAt + options.outageS * 1000 - Date.now());
        await receiver.start();
        const receiverBackAt = Date.now();
        log(`faults: receiver back after ${((receiverBackAt - downAt) / 1000).toFixed(1)} s`);
        return { receiverBackAt, workerDownMs, receiverDownMs: receiverBackAt - downAt };
      })();
    });
    const down = await (outage.done as Promise<Outage>);
    logFailures('faults', faults);
    const faultsLeft = await drain(receiver, faults.writes, paths, DRAIN_LIMIT_MS);
    const faultsIndex = indexReceipts(receiver.receipts);
    const lastReceipt = Math.max(...receiver.receipts.map((r) => r.at));
    log(`faults: ${faultsLeft === 0 ? 'drained' : `${faultsLeft} missing after the limit`}`);
    return {
      settings: options,
      serverSettings: shownSettings(),
      steady: steadyFigures,
      faults: {
        ...phaseFigures(faults, paths, faultsIndex),
        killedAfterWrites: half,
        receiverDownMs: down.receiverDownMs,
        workerDownMs: down.workerDownMs,
        drainedMs: faultsLeft === 0 ? lastReceipt - down.receiverBackAt : null,
        catchUp: catchUp(faults.writes, paths, faultsIndex, down.receiverBackAt),
        repeats: faultsIndex.repeats - steadyIndex.repeats,
        phaseMs: (faultsLeft === 0 ? lastReceipt : Date.now()) - startedAt,
      },
    };
  } finally {
    await receiver.stop();
    for (const server of servers) await server.stop();
    await database.drop();
  }
}

async function main(): Promise<void> {
  const options = settings();
  // The flag is the workers' `WEBHOOK_LEASE_SECONDS`: set here, the servers get it and the report shows it.
  if (options.leaseS !== null) process.env.WEBHOOK_LEASE_SECONDS = String(options.leaseS);
  const results = await run(options);
  writeFileSync(options.out, `${JSON.stringify(results, null, 2)}\n`);
  process.stdout.write(report(results));
  if (results.steady.lost + results.faults.lost + results.steady.splitEvents + results.faults.splitEvents > 0)
    process.exitCode = 1;
}

main().catch((error: Error) => {
  process.stderr.write(`bench:webhooks: ${error.message}\n`);
  if (error instanceof UsageError) process.stderr.write(`${USAGE}\n`);
  process.exitCode = error instanceof UsageError ? 2 : 1;
});
