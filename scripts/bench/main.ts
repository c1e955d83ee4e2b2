#!/usr/bin/env node
/**
 * `npm run bench`: measures our server against a bare `node:http` + `pg` baseline that sends the same SQL
 * (docs/performance.md), on a database seeded by `npm run bench:seed` (`DATABASE_URL`). It builds nothing (the npm
 * script does), issues a fresh key for the big company with the admin CLI, draws its test data from the database,
 * checks through a capturing proxy that both servers send PostgreSQL the same statements for one request of
 * each scenario, then starts both servers again directly on the database and runs every scenario with
 * autocannon against ours and then the baseline, back to back: ours with a per-company bulkhead as wide as its pool
 * (`WHOLE_POOL`), then again with the service's defaults for the scenarios it runs alone (noisy-neighbour,
 * survey-responses). It prints a markdown table on stdout and
 * writes every figure as JSON (`--out`), and leaves the database as it found it: created employees are
 * hard-deleted, updated and deleted ones are written back from a snapshot (see `restore.ts`). Progress goes
 * to stderr, with ids and counts only. Exit status 0; 2 on a bad flag or a database the bench cannot use;
 * 1 on any other failure, and with `--check-sql` when the SQL differs.
 */
import { cpus } from 'node:os';
import { resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { runSeededBench } from './seeded-bench-cli';
import { cursorFor, employeeListScope } from './bench-cursor';
import { parseBenchOptions, USAGE, type BenchOptions } from './cli-options';
import { runLoad, type LoadFigures } from './load';
import { createBody, makeNewEmployees } from './new-employees';
import { NEIGHBOUR_COMPANY_ID, noisyNeighbourMarkdown, runNoisyNeighbour } from './noisy-neighbour';
import {
  markdownReport,
  verdictsOf,
  writeJsonReport,
  type BenchReport,
  type ScenarioResult,
  type ServerFigures,
} from './report';
import { removeCreatedEmployees, restoreSnapshot, saveSnapshot, undoBenchWrites } from './restore';
import { startRssSampler } from './rss-sampler';
import { buildScenarios, type Scenario, type ServerName } from './scenarios';
import {
  describeBulkhead,
  issueKey,
  POOL_SIZE,
  startBaselineServer,
  startOurServer,
  WHOLE_POOL,
  type Bulkhead,
  type ServerProcess,
} from './servers';
import { SqlCaptureProxy } from './sql-capture-proxy';
import { runSurveyIngestion, surveyIngestionMarkdown } from './survey-ingestion';
import { checkSqlParity, describeDifferences, type ParityResult } from './sql-parity';
import { pickBenchData, type BenchData } from './test-data';

const PER_PAGE = 100;
const PAUSE_MS = 1000;
const MB = 1024;

const log = (message: string): void => void process.stderr.write(`bench: ${message}\n`);

/** The database's host, port and name, never its credentials. */
function describeDatabase(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || 5432}${parsed.pathname}`;
  } catch {
    return 'unparsable DATABASE_URL';
  }
}

/** The servers this process started, so that an interrupt can stop them. */
class RunningServers {
  private readonly started = new Set<ServerProcess>();

  /** Starts ours (with {@link WHOLE_POOL}) and the baseline on `databaseUrl` (one after the other). */
  async start(databaseUrl: string, options: BenchOptions): Promise<Record<ServerName, ServerProcess>> {
    const ours = await this.startOurs(databaseUrl, options, WHOLE_POOL);
    const baseline = await startBaselineServer(databaseUrl, options.baselinePort, options.profileDir);
    this.started.add(baseline);
    return { ours, baseline };
  }

  /** Stops `running` (our server) and starts it again with `bulkhead`. */
  async restartOurs(
    running: ServerProcess,
    databaseUrl: string,
    options: BenchOptions,
    bulkhead: Bulkhead,
  ): Promise<ServerProcess> {
    this.started.delete(running);
    await running.stop();
    return this.startOurs(databaseUrl, options, bulkhead);
  }

  private async startOurs(databaseUrl: string, options: BenchOptions, bulkhead: Bulkhead): Promise<ServerProcess> {
    const ours = await startOurServer(databaseUrl, options.port, options.profileDir, bulkhead, {
      nodeArgs: options.nodeArgs,
    });
    this.started.add(ours);
    return ours;
  }

  /** Stops every server still running. */
  async stopAll(): Promise<void> {
    const servers = [...this.started];
    this.started.clear();
    await Promise.all(servers.map((server) => server.stop()));
  }
}

/**
 * The `cursor` of page `page` (`per_page=100`) of the company's employee list: the place of the last employee of
 * the page before (an index-only scan, once); `''` (the first page) for page 1.
 */
async function cursorOfPage(client: pg.Client, companyId: string, page: number): Promise<string> {
  if (page <= 1) return '';
  const { rows } = await client.query(
    `SELECT created_at AS "createdAt", id FROM employees WHERE company_id = $1 AND deleted_at IS NULL
      ORDER BY created_at, id OFFSET $2 LIMIT 1`,
    [companyId, (page - 1) * PER_PAGE - 1],
  );
  const place = rows[0] as { createdAt: Date; id: string } | undefined;
  return place ? cursorFor(place, employeeListScope(companyId)) : '';
}

/** Test data, POST bodies and the snapshot for the restore; returns what the scenarios are built from. */
async function prepare(
  client: pg.Client,
  options: BenchOptions,
  restoreFile: string,
): Promise<{
  data: BenchData;
  deepPage: number;
  deepCursor: string;
  createBodies: Record<ServerName, string[]>;
}> {
  const removed = await removeCreatedEmployees(client);
  const restored = await restoreSnapshot(client, restoreFile);
  if (removed > 0 || restored !== null)
    log(`cleaned up after an earlier run: removed ${removed} created employees, restored ${restored ?? 0}`);
  const data = await pickBenchData(client, options.companyId, options.writePool);
  const lastPage = Math.max(1, Math.ceil(data.activeEmployees / PER_PAGE));
  const deepPage = Math.min(options.deepPage, lastPage);
  const deepCursor = await cursorOfPage(client, data.companyId, deepPage);
  const creates = options.scenarios.includes('create')
    ? await makeNewEmployees(client, 2 * options.writePool, Date.now().toString(36))
    : [];
  const half = Math.floor(creates.length / 2);
  const bodies = creates.map((employee) => createBody(employee, data.filterKeys));
  const changed = [
    ...(options.scenarios.includes('update') ? data.updateIds : []),
    ...(options.scenarios.includes('delete') ? [...data.deleteIds.ours, ...data.deleteIds.baseline] : []),
  ];
  if (changed.length > 0) await saveSnapshot(client, changed, restoreFile);
  log(
    `company ${data.companyId}: ${data.activeEmployees} visible employees; ` +
      `${data.getIds.length} ids to GET, ${data.updateIds.length} to PUT, ` +
      `${data.deleteIds.ours.length} per server to DELETE, ${half} per server to create; ` +
      `deep page ${deepPage}; snapshot of ${changed.length} employees`,
  );
  return {
    data,
    deepPage,
    deepCursor,
    createBodies: { ours: bodies.slice(0, half), baseline: bodies.slice(half, 2 * half) },
  };
}

/** Both servers behind a capturing proxy, one probe per scenario each; logs every difference. */
async function checkSql(
  databaseUrl: string,
  options: BenchOptions,
  scenarios: Scenario[],
  headers: Record<string, string>,
  running: RunningServers,
): Promise<ParityResult[]> {
  const proxy = await SqlCaptureProxy.start(databaseUrl);
  try {
    const servers = await running.start(proxy.databaseUrl, options);
    const probes = scenarios.map((s) => ({
      scenario: s.name,
      expectedStatus: s.expectedStatus,
      ours: s.probeFor('ours'),
      baseline: s.probeFor('baseline'),
    }));
    const results = await checkSqlParity(
      proxy,
      { ours: servers.ours.origin, baseline: servers.baseline.origin },
      probes,
      headers,
    );
    for (const result of results) {
      const verdict = result.same ? 'same' : 'DIFFERENT';
      const counts = `${result.ours.length} statements ours, ${result.baseline.length} baseline`;
      log(`SQL ${result.scenario}: ${verdict} (${counts})`);
      for (const line of describeDifferences(result)) log(`  ${line}`);
    }
    return results;
  } finally {
    await running.stopAll();
    await proxy.close();
  }
}

/** One server through one scenario: warm-up, then the measured run, sampling its memory throughout. */
async function measure(
  server: ServerProcess,
  scenario: Scenario,
  options: BenchOptions,
  headers: Record<string, string>,
): Promise<ServerFigures> {
  const source = scenario.sourceFor(server.name);
  const spec = {
    origin: server.origin,
    connections: scenario.connections,
    headers,
    expectedStatus: scenario.expectedStatus,
    source,
  };
  const sampler = startRssSampler(server.pid);
  if (options.warmupSeconds > 0) await runLoad({ ...spec, durationSeconds: options.warmupSeconds });
  const figures: LoadFigures = await runLoad({ ...spec, durationSeconds: options.durationSeconds });
  const memory = sampler.stop();
  const toMb = (kb: number | null) => (kb === null ? null : kb / MB);
  return { ...figures, peakRssMb: toMb(memory.peakRssKb), hwmMb: toMb(memory.hwmKb) };
}

function summary(name: ServerName, figures: ServerFigures): string {
  const errors = figures.errors === 0 ? '' : `, errors ${figures.errors} ${JSON.stringify(figures.unexpectedStatuses)}`;
  const p95 = figures.latencyMs.p95?.toFixed(1) ?? '–';
  const rss = figures.peakRssMb?.toFixed(0) ?? '–';
  return `${name} ${figures.requestsPerSecond.toFixed(0)} req/s, p95 ${p95} ms${errors}, RSS ${rss} MB`;
}

/** Every scenario against ours, then the baseline, back to back. */
async function measureAll(
  servers: Record<ServerName, ServerProcess>,
  scenarios: Scenario[],
  options: BenchOptions,
  headers: Record<string, string>,
): Promise<ScenarioResult[]> {
  const results: ScenarioResult[] = [];
  for (const scenario of scenarios) {
    log(
      `${scenario.name}: ${scenario.connections} connections, ` +
        `${options.warmupSeconds} s warm-up + ${options.durationSeconds} s each`,
    );
    const figures = {} as Record<ServerName, ServerFigures>;
    for (const name of ['ours', 'baseline'] as const) {
      await sleep(PAUSE_MS);
      figures[name] = await measure(servers[name], scenario, options, headers);
      log(`  ${summary(name, figures[name])}`);
    }
    const ratio =
      figures.baseline.requestsPerSecond > 0
        ? figures.ours.requestsPerSecond / figures.baseline.requestsPerSecond
        : null;
    const { sourceFor: _sourceFor, probeFor: _probeFor, ...described } = scenario;
    results.push({ ...described, ...figures, ratio, verdicts: verdictsOf(scenario.targets, figures.ours, ratio) });
  }
  return results;
}

/**
 * The notes of a report: the machine's CPUs, the scenarios whose SQL differs from the baseline's, a skipped SQL
 * check, a deep page the company is too small for, and the scenarios that ended early.
 */
function reportNotes(
  options: BenchOptions,
  parity: readonly ParityResult[],
  results: readonly ScenarioResult[],
  deep: { readonly deepPage: number; readonly activeEmployees: number },
): string[] {
  const differing = parity.filter((result) => !result.same).map((result) => result.scenario);
  return [
    `${cpus().length} CPUs shared by autocannon, both servers and PostgreSQL; ` +
      'ratios compare runs under the same conditions.',
    `our server's bulkhead per company: ${describeBulkhead(WHOLE_POOL)} in the comparisons (one company may use ` +
      `the whole pool of ${POOL_SIZE}, as the baseline's requests do); ${describeBulkhead(null)} for ` +
      'noisy-neighbour and survey-responses.',
    ...(differing.length > 0
      ? [
          `**the baseline's SQL differs from ours for ${differing.join(', ')}**: ` +
            'those ratios compare different work (see --check-sql).',
        ]
      : []),
    ...(options.sqlCheck === 'skip' ? ['the SQL check was skipped.'] : []),
    ...(options.nodeArgs.length > 0 ? [`our server ran with the Node.js flags ${options.nodeArgs.join(' ')}.`] : []),
    ...(deep.deepPage < options.deepPage
      ? [
          `the company has ${deep.activeEmployees} visible employees: ` +
            `the deep page is its last, ${deep.deepPage}, not ${options.deepPage}.`,
        ]
      : []),
    ...results
      .filter((r) => r.ours.endedEarly || r.baseline.endedEarly)
      .map((r) => `${r.name}: a server used up its pool before the duration (--write-pool).`),
  ];
}

async function run(options: BenchOptions, databaseUrl: string): Promise<boolean> {
  const startedAt = new Date();
  const restoreFile = resolve(`${options.out}.restore.json`);
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'bench-driver' });
  await client.connect();
  const running = new RunningServers();
  let cleaned: Promise<void> | null = null;
  const cleanUp = (): Promise<void> =>
    (cleaned ??= (async () => {
      await running.stopAll();
      const { removed, restored } = await undoBenchWrites(client, restoreFile);
      log(
        `clean-up: removed ${removed} created employees, restored ${restored ?? 0} updated or deleted ones; vacuumed`,
      );
      await client.end();
    })());
  const interrupt = (signal: NodeJS.Signals) => {
    log(`${signal}: stopping the servers and restoring the database`);
    void cleanUp().finally(() => process.exit(130));
  };
  process.once('SIGINT', interrupt);
  process.once('SIGTERM', interrupt);
  try {
    const { data, deepPage, deepCursor, createBodies } = await prepare(client, options, restoreFile);
    const scenarios = buildScenarios(
      options.scenarios,
      { ...data, createBodies, broadTerm: options.broadTerm, deepPage, deepCursor },
      options.connections,
    );
    const key = await issueKey(databaseUrl, data.companyId);
    const headers = { authorization: `Bearer ${key}`, accept: 'application/json', 'content-type': 'application/json' };
    const parity =
      options.sqlCheck === 'skip' || scenarios.length === 0
        ? []
        : await checkSql(databaseUrl, options, scenarios, headers, running);
    if (options.sqlCheck === 'check') {
      for (const result of parity) {
        const statements = result.ours.map((s) => `${s}\n`).join('');
        process.stdout.write(`## ${result.scenario} (${result.same ? 'same' : 'DIFFERENT'})\n${statements}\n`);
      }
      await cleanUp();
      return parity.every((result) => result.same);
    }
    const servers = await running.start(databaseUrl, options);
    log(
      `servers ready: ours pid ${servers.ours.pid} on ${servers.ours.origin} (${describeBulkhead(WHOLE_POOL)}), ` +
        `baseline pid ${servers.baseline.pid} on ${servers.baseline.origin}`,
    );
    const results = await measureAll(servers, scenarios, options, headers);
    if (options.noisyNeighbour || options.surveyResponses) {
      servers.ours = await running.restartOurs(servers.ours, databaseUrl, options, null);
      log(`ours restarted with ${describeBulkhead(null)}: pid ${servers.ours.pid}`);
    }
    let noisyNeighbour = null;
    if (options.noisyNeighbour) {
      log(`noisy-neighbour: D ${data.companyId}, B ${NEIGHBOUR_COMPANY_ID}; 3 phases of ${options.durationSeconds} s`);
      noisyNeighbour = await runNoisyNeighbour({
        origin: servers.ours.origin,
        noisyKey: key,
        neighbourKey: await issueKey(databaseUrl, NEIGHBOUR_COMPANY_ID),
        broadTerm: options.broadTerm,
        durationSeconds: options.durationSeconds,
      });
    }
    let surveyResponses = null;
    if (options.surveyResponses) {
      log(`survey-responses: company ${NEIGHBOUR_COMPANY_ID}, at most ${options.durationSeconds * 6} s`);
      surveyResponses = await runSurveyIngestion(
        {
          origin: servers.ours.origin,
          key: await issueKey(databaseUrl, NEIGHBOUR_COMPANY_ID),
          connections: options.connections ?? 16,
          durationSeconds: options.durationSeconds * 6,
        },
        client,
      );
      log(
        `  ${surveyResponses.load.requestsPerSecond.toFixed(0)} responses/s, ` +
          `${surveyResponses.stored} stored of ${surveyResponses.invited} invited`,
      );
    }
    const peak = (name: ServerName) => Math.max(...results.map((r) => r[name].hwmMb ?? r[name].peakRssMb ?? 0));
    const notes = reportNotes(options, parity, results, { deepPage, activeEmployees: data.activeEmployees });
    const report: BenchReport = {
      startedAt: startedAt.toISOString(),
      finishedAt: new Date().toISOString(),
      database: describeDatabase(databaseUrl),
      machine: { node: process.version, cpus: cpus().length, platform: process.platform },
      settings: {
        ...options,
        poolSize: POOL_SIZE,
        bulkhead: { comparisons: describeBulkhead(WHOLE_POOL), oursAlone: describeBulkhead(null) },
        deepPageUsed: deepPage,
        activeEmployees: data.activeEmployees,
      },
      scenarios: results,
      peakRssMb: {
        ours: results.length > 0 ? peak('ours') : null,
        baseline: results.length > 0 ? peak('baseline') : null,
      },
      sqlParity: parity,
      noisyNeighbour,
      surveyResponses,
      notes,
    };
    await cleanUp();
    writeJsonReport(report, options.out);
    process.stdout.write(`${markdownReport(report)}\n`);
    if (noisyNeighbour) process.stdout.write(`\n${noisyNeighbourMarkdown(noisyNeighbour)}\n`);
    if (surveyResponses) process.stdout.write(`\n${surveyIngestionMarkdown(surveyResponses)}\n`);
    log(`figures written to ${options.out}`);
    return true;
  } finally {
    await cleanUp();
  }
}

void runSeededBench({ name: 'bench', usage: USAGE, parse: parseBenchOptions, run });
