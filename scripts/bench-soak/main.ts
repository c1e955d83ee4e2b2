#!/usr/bin/env node
/**
 * `npm run bench:soak` (docs/performance.md#soak): our server under a steady mix for a long time, to show that
 * nothing grows and nothing slows. On the database `npm run bench:seed` made (`DATABASE_URL`), it starts the server
 * (API and reports listener, `APP_ENV=production`, the bench's settings, the per-company bulkhead as wide as the pool)
 * with a memory probe (`memory-probe.ts`), prepares a closed campaign with answers to read reports of and open
 * campaigns to answer, measures the mix's capacity in a closed loop (`--calibrate`), then sends the mix at half of it
 * (or `--rate`) in an open loop for `--minutes`. It prints a markdown summary on stdout, writes every window's figures
 * as JSON (`--out`) and the heap, RSS and latency charts as PNGs (`--charts`), and leaves the database as it found it
 * (created employees removed, updated ones restored, its campaigns deleted; audit events stay). Progress goes to
 * stderr, ids and counts only. Exit status 0 once the run is done, whatever its verdicts (figures to read, as the
 * bench's targets are); 1 on a failure, 2 on a bad flag or a database the bench cannot use.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { REPORTS } from '@employee/domain';
import pg from 'pg';
import { runSeededBench } from '../bench/seeded-bench-cli';
import { BIG_COMPANY_ID } from '../bench/cli-options';
import { runLoad } from '../bench/load';
import { createBody, makeNewEmployees } from '../bench/new-employees';
import { NEIGHBOUR_COMPANY_ID } from '../bench/noisy-neighbour';
import { removeCreatedEmployees, restoreSnapshot, saveSnapshot, undoBenchWrites } from '../bench/restore';
import { pooled } from '../bench/scenarios';
import { issueKey, startOurServer, WHOLE_POOL, describeBulkhead, type ServerProcess } from '../bench/servers';
import {
  closeCampaign,
  deleteCampaign,
  openLinksCampaign,
  type CampaignApi,
  type LinksCampaign,
} from '../bench/survey-campaign';
import { pickBenchData, type BenchData } from '../bench/test-data';
import { writeSoakCharts } from './charts';
import { runClosedLoop, runOpenLoop, type WindowFigures } from './driver';
import {
  cyclingSource,
  poolSource,
  SOAK_WEIGHTS,
  soakMix,
  type KindSource,
  type SoakKind,
  type SoakRequest,
} from './mix';
import { parseSoakOptions, USAGE, type SoakOptions } from './options';
import { soakMarkdown, summarize, withMemory, type MemorySample } from './summary';

const log = (message: string): void => void process.stderr.write(`bench:soak: ${message}\n`);

const EMPLOYEES = '/api/v1/employees';
/** Connections of the closed-loop calibration. */
const CALIBRATION_CONNECTIONS = 16;
/** Unmeasured seconds of the closed loop before it measures (a fresh server and cold caches are slower). */
const CALIBRATION_WARMUP_SECONDS = 10;
/**
 * Requests a second the calibration's pools (creates, answers) are made for: well above what one machine of two
 * cores answers (about 130 here); beyond it a used-up pool's share goes to GET by id (reported).
 */
const CALIBRATION_CEILING = 500;
/** Requests in flight at once beyond which the open loop counts the next as not sent. */
const MAX_IN_FLIGHT = 64;
/** Answers stored in the closed campaign whose reports the mix reads. */
const REPORT_CAMPAIGN_ANSWERS = 500;
/** More pooled requests (creates, answers) than the rate needs, for a rate that runs a little fast. */
const POOL_MARGIN = 1.1;
/** The most open campaigns the soak makes for its answers. */
const MAX_ANSWER_CAMPAIGNS = 12;

/** What the run made, so that the clean-up can undo it. */
class Made {
  readonly campaigns: string[] = [];
  server: ServerProcess | null = null;
}

/** A JSON-answering request of the mix. */
function jsonRequest(
  kind: SoakKind,
  origin: string,
  key: string,
  method: SoakRequest['method'],
  path: string,
  expectedStatus: number,
  body?: string,
): SoakRequest {
  return {
    kind,
    origin,
    method,
    path,
    expectedStatus,
    headers: { authorization: `Bearer ${key}`, accept: 'application/json', 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body }),
  };
}

/** How many requests of `kind` the mix sends at `rate` a second for `seconds`, with {@link POOL_MARGIN}. */
function needed(kind: SoakKind, rate: number, seconds: number): number {
  return Math.ceil((rate * seconds * SOAK_WEIGHTS[kind] * POOL_MARGIN) / 100);
}

/** Seconds of the calibration's warm-up. */
function warmupOf(options: SoakOptions): number {
  return Math.min(CALIBRATION_WARMUP_SECONDS, options.calibrateSeconds);
}

/** A source handing out each answer of `campaigns` (in order) once, to the survey endpoint at `origin`. */
function answerSource(campaigns: readonly LinksCampaign[], origin: string): KindSource {
  return poolSource(
    campaigns.flatMap((c) =>
      c.answers.map((answer): SoakRequest => ({ ...answer, kind: 'survey-answer', origin, expectedStatus: 201 })),
    ),
  );
}

/** The reads the mix shares between calibration and soak: by id, list, searches, updates, reports. */
function endlessSources(
  data: BenchData,
  api: { origin: string; key: string },
  reports: readonly SoakRequest[],
): Record<'get-by-id' | 'list-first' | 'search-cpf' | 'search-email' | 'update' | 'report', KindSource> {
  const get = (kind: SoakKind, path: string) => jsonRequest(kind, api.origin, api.key, 'GET', path, 200);
  const updateBody = JSON.stringify({
    remove_campaign: false,
    is_on_leave: true,
    fields: data.filterKeys.map((key) => ({ key, value: 'Atualizado' })),
  });
  return {
    'get-by-id': cyclingSource(data.getIds.map((id) => get('get-by-id', `${EMPLOYEES}/${id}`))),
    'list-first': cyclingSource([get('list-first', `${EMPLOYEES}?page=1&per_page=100`)]),
    'search-cpf': cyclingSource(
      data.cpfTerms.map((t) => get('search-cpf', `${EMPLOYEES}?search=${encodeURIComponent(t)}`)),
    ),
    'search-email': cyclingSource(
      data.emailTerms.map((t) => get('search-email', `${EMPLOYEES}?search=${encodeURIComponent(t)}`)),
    ),
    update: cyclingSource(
      data.updateIds.map((id) =>
        jsonRequest('update', api.origin, api.key, 'PUT', `${EMPLOYEES}/${id}`, 200, updateBody),
      ),
    ),
    report: cyclingSource(reports),
  };
}

/**
 * The closed campaign the mix reads reports of: opened for the neighbour company, answered by up to
 * {@link REPORT_CAMPAIGN_ANSWERS} of its people, closed. Then every report, plain and grouped by the company's first
 * filter, is read once; those answering 200 make the mix's report reads (a report the campaign cannot give, 422,
 * is logged and left out).
 */
async function reportRequests(
  client: pg.Client,
  neighbour: CampaignApi,
  reportsOrigin: string,
  made: Made,
): Promise<SoakRequest[]> {
  const campaign = await openLinksCampaign(neighbour, client, `bench soak reports ${new Date().toISOString()}`);
  made.campaigns.push(campaign.id);
  const load = await runLoad({
    origin: neighbour.origin,
    connections: 8,
    durationSeconds: 300,
    headers: {},
    expectedStatus: 201,
    source: pooled(campaign.answers.slice(0, REPORT_CAMPAIGN_ANSWERS)),
  });
  if (load.errors > 0) throw new Error(`answering the reports' campaign: ${JSON.stringify(load.unexpectedStatuses)}`);
  await closeCampaign(neighbour, campaign.id);
  const filter = await client.query<{ key: string }>(
    'SELECT key FROM filters WHERE company_id = $1 AND active ORDER BY is_required DESC, created_at, id LIMIT 1',
    [NEIGHBOUR_COMPANY_ID],
  );
  const groupBy = filter.rows[0]?.key;
  const candidates = REPORTS.flatMap(({ name }) =>
    ['', ...(groupBy ? [`&group_by=${encodeURIComponent(groupBy)}`] : [])].map((variant) =>
      jsonRequest(
        'report',
        reportsOrigin,
        neighbour.key,
        'GET',
        `/api/v1/reports/${name}?campaign_id=${campaign.id}${variant}`,
        200,
      ),
    ),
  );
  const kept: SoakRequest[] = [];
  for (const request of candidates) {
    const response = await fetch(`${request.origin}${request.path}`, { headers: request.headers });
    await response.arrayBuffer();
    if (response.status === 200) kept.push(request);
    else log(`report read left out of the mix (${response.status}): ${request.path.replace(/\?.*/, '')}`);
  }
  log(`reports' campaign ${campaign.id}: ${load.responses} answers, ${kept.length} report reads in the mix`);
  return kept;
}

/** Open campaigns of the neighbour company until their links hold `count` answers (or {@link MAX_ANSWER_CAMPAIGNS}). */
async function answerCampaigns(
  client: pg.Client,
  neighbour: CampaignApi,
  count: number,
  made: Made,
): Promise<LinksCampaign[]> {
  const campaigns: LinksCampaign[] = [];
  let links = 0;
  while (links < count && campaigns.length < MAX_ANSWER_CAMPAIGNS) {
    const campaign = await openLinksCampaign(neighbour, client, `bench soak answers ${new Date().toISOString()}`);
    made.campaigns.push(campaign.id);
    campaigns.push(campaign);
    links += campaign.answers.length;
  }
  log(`${campaigns.length} open campaigns, ${links} links for ${count} answers`);
  return campaigns;
}

/** POST bodies of `count` new employees of the big company, as the mix's creates. */
async function createRequests(
  client: pg.Client,
  data: BenchData,
  api: { origin: string; key: string },
  count: number,
  tag: string,
): Promise<SoakRequest[]> {
  const employees = await makeNewEmployees(client, count, tag);
  return employees.map((e) =>
    jsonRequest('create', api.origin, api.key, 'POST', EMPLOYEES, 201, createBody(e, data.filterKeys)),
  );
}

function readMemorySamples(file: string): MemorySample[] {
  try {
    return readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => line.length > 0)
      .map((line) => JSON.parse(line) as MemorySample);
  } catch {
    return [];
  }
}

function windowLine(window: WindowFigures): string {
  const errors = Object.values(window.errors).reduce((sum, n) => sum + n, 0);
  return (
    `t=${window.atSeconds.toFixed(0)} s: ${window.requestsPerSecond.toFixed(0)} req/s, ` +
    `p50 ${window.latencyMs.p50?.toFixed(1) ?? '–'} / p99 ${window.latencyMs.p99?.toFixed(1) ?? '–'} ms, ` +
    `errors ${errors}, not sent ${window.notSent}`
  );
}

async function run(options: SoakOptions, databaseUrl: string): Promise<boolean> {
  const restoreFile = resolve(`${options.out}.restore.json`);
  const memoryFile = join(tmpdir(), `bench-soak-memory-${process.pid}.jsonl`);
  rmSync(memoryFile, { force: true });
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'bench-soak-driver' });
  await client.connect();
  const made = new Made();
  let cleaned: Promise<void> | null = null;
  const cleanUp = (): Promise<void> =>
    (cleaned ??= (async () => {
      await made.server?.stop();
      for (const id of made.campaigns) await deleteCampaign(client, id);
      const { removed, restored } = await undoBenchWrites(client, restoreFile);
      log(
        `clean-up: ${made.campaigns.length} campaigns deleted, ${removed} created employees removed, ` +
          `${restored ?? 0} restored; vacuumed`,
      );
      rmSync(memoryFile, { force: true });
      await client.end();
    })());
  const interrupt = (signal: NodeJS.Signals) => {
    log(`${signal}: stopping the server and restoring the database`);
    void cleanUp().finally(() => process.exit(130));
  };
  process.once('SIGINT', interrupt);
  process.once('SIGTERM', interrupt);
  try {
    await removeCreatedEmployees(client);
    await restoreSnapshot(client, restoreFile);
    const data = await pickBenchData(client, BIG_COMPANY_ID, 0);
    await saveSnapshot(client, data.updateIds, restoreFile);
    made.server = await startOurServer(databaseUrl, options.port, null, WHOLE_POOL, {
      nodeArgs: ['--require', join(__dirname, 'memory-probe.js')],
      env: { SERVICES: 'api,reports', REPORTS_PORT: String(options.port + 1), BENCH_MEMORY_FILE: memoryFile },
    });
    log(`server pid ${made.server.pid} on ${made.server.origin} (${describeBulkhead(WHOLE_POOL)})`);
    const reportsOrigin = `http://127.0.0.1:${options.port + 1}`;
    const big = { origin: made.server.origin, key: await issueKey(databaseUrl, BIG_COMPANY_ID) };
    const neighbour = { origin: made.server.origin, key: await issueKey(databaseUrl, NEIGHBOUR_COMPANY_ID) };
    const reports = await reportRequests(client, neighbour, reportsOrigin, made);
    const endless = endlessSources(data, big, reports);
    const tag = Date.now().toString(36);

    let rate = options.rate;
    let capacity: WindowFigures | null = null;
    if (rate === null) {
      const calibration = soakMix({
        ...endless,
        create: poolSource(
          await createRequests(
            client,
            data,
            big,
            needed('create', CALIBRATION_CEILING, options.calibrateSeconds + warmupOf(options)),
            `${tag}c`,
          ),
        ),
        'survey-answer': answerSource(
          await answerCampaigns(
            client,
            neighbour,
            needed('survey-answer', CALIBRATION_CEILING, options.calibrateSeconds + warmupOf(options)),
            made,
          ),
          made.server.origin,
        ),
      });
      const warmup = warmupOf(options);
      log(`calibration: closed loop, ${CALIBRATION_CONNECTIONS} connections, ${warmup} s unmeasured`);
      await runClosedLoop(calibration, CALIBRATION_CONNECTIONS, warmup);
      capacity = await runClosedLoop(calibration, CALIBRATION_CONNECTIONS, options.calibrateSeconds);
      log(`  capacity ${capacity.requestsPerSecond.toFixed(0)} req/s (${windowLine(capacity)})`);
      rate = capacity.requestsPerSecond / 2;
    }
    const seconds = options.minutes * 60;
    const mix = soakMix({
      ...endless,
      create: poolSource(await createRequests(client, data, big, needed('create', rate, seconds), `${tag}s`)),
      'survey-answer': answerSource(
        await answerCampaigns(client, neighbour, needed('survey-answer', rate, seconds), made),
        made.server.origin,
      ),
    });
    log(`soak: ${rate.toFixed(0)} req/s for ${options.minutes} min, windows of ${options.windowSeconds} s`);
    const startEpochMs = Date.now();
    const windows = await runOpenLoop(mix, {
      rate,
      seconds,
      windowSeconds: options.windowSeconds,
      maxInFlight: MAX_IN_FLIGHT,
      onWindow: (window) => log(`  ${windowLine(window)}`),
    });
    const soaked = withMemory(windows, readMemorySamples(memoryFile), startEpochMs);
    const summary = summarize(soaked, options.warmupMinutes * 60, mix.replaced);
    const charts = await writeSoakCharts(soaked, options.warmupMinutes, options.chartsDir);
    const settings = { ...options, rate, mix: SOAK_WEIGHTS, bulkhead: describeBulkhead(WHOLE_POOL) };
    writeFileSync(options.out, `${JSON.stringify({ settings, capacity, summary, windows: soaked }, null, 2)}\n`);
    process.stdout.write(
      `${soakMarkdown(summary, { rate, minutes: options.minutes, warmupMinutes: options.warmupMinutes })}\n`,
    );
    log(`figures written to ${options.out}; charts ${charts.join(', ')}`);
    return true;
  } finally {
    await cleanUp();
  }
}

void runSeededBench({ name: 'bench:soak', usage: USAGE, parse: parseSoakOptions, run });
