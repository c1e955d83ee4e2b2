import type { SurveyIngestionFigures } from './survey-ingestion';
import { writeFileSync } from 'node:fs';
import type { LoadFigures } from './load';
import type { NoisyPhase } from './noisy-neighbour';
import type { ParityResult } from './sql-parity';
import type { Scenario, ServerName } from './scenarios';

/** Issue 7: our server's resident memory stays below 250 MB. */
export const RSS_TARGET_MB = 250;

/** One server's figures in one scenario. */
export interface ServerFigures extends LoadFigures {
  /** Highest `VmRSS` sampled every 100 ms during warm-up and measurement, in MB. */
  readonly peakRssMb: number | null;
  /** `VmHWM` at the end of the measurement (the process's high-water mark so far), in MB. */
  readonly hwmMb: number | null;
}

/** One scenario's result: both servers, measured back to back, and how ours compares. */
export interface ScenarioResult {
  readonly name: string;
  readonly title: string;
  readonly shape: string;
  readonly connections: number;
  readonly expectedStatus: number;
  readonly targets: Scenario['targets'];
  readonly ours: ServerFigures;
  readonly baseline: ServerFigures;
  /** Our req/s divided by the baseline's (null when the baseline answered nothing). */
  readonly ratio: number | null;
  /** Each target with whether it was met. */
  readonly verdicts: Array<{ readonly target: string; readonly met: boolean }>;
}

/** The whole run, as written to the JSON file. */
export interface BenchReport {
  readonly startedAt: string;
  readonly finishedAt: string;
  readonly database: string;
  readonly machine: { readonly node: string; readonly cpus: number; readonly platform: string };
  readonly settings: Record<string, unknown>;
  readonly scenarios: ScenarioResult[];
  readonly peakRssMb: Record<ServerName, number | null>;
  /** What each server sent PostgreSQL for one request of each scenario (empty with `--skip-sql-check`). */
  readonly sqlParity: ParityResult[];
  /** The noisy-neighbour scenario's phases (ours alone), or null when it was not run. */
  readonly noisyNeighbour: NoisyPhase[] | null;
  /** The survey-responses scenario (ours alone), or null when it was not run. */
  readonly surveyResponses: SurveyIngestionFigures | null;
  readonly notes: string[];
}

/** The verdicts of a scenario's targets from both servers' figures. */
export function verdictsOf(
  targets: Scenario['targets'],
  ours: LoadFigures,
  ratio: number | null,
): ScenarioResult['verdicts'] {
  const verdicts: Array<{ target: string; met: boolean }> = [];
  if (targets.minRatio !== undefined)
    verdicts.push({ target: `ratio ≥ ${targets.minRatio}`, met: ratio !== null && ratio >= targets.minRatio });
  if (targets.maxP95Ms !== undefined) {
    verdicts.push({
      target: `p95 ≤ ${targets.maxP95Ms} ms`,
      met: ours.latencyMs.p95 !== null && ours.latencyMs.p95 <= targets.maxP95Ms,
    });
  }
  return verdicts;
}

const fixed = (value: number | null, digits: number): string => (value === null ? '–' : value.toFixed(digits));

/** The markdown table of the run, followed by the memory line and any notes. */
export function markdownReport(report: BenchReport): string {
  const header =
    '| scenario | conns | ours req/s | baseline req/s | ratio | ours p50 / p95 / p99 ms | baseline p95 ms ' +
    '| errors ours / baseline | ours peak RSS MB | targets |';
  const rule = '|---|---:|---:|---:|---:|---:|---:|---:|---:|---|';
  const rows = report.scenarios.map((s) => {
    const o = s.ours.latencyMs;
    const targets = s.verdicts.map((v) => `${v.target} ${v.met ? 'met' : '**missed**'}`).join('; ') || '–';
    const early = s.ours.endedEarly || s.baseline.endedEarly ? ' (pool used up)' : '';
    return (
      `| ${s.title}${early} | ${s.connections} ` +
      `| ${fixed(s.ours.requestsPerSecond, 0)} | ${fixed(s.baseline.requestsPerSecond, 0)} | ${fixed(s.ratio, 2)} ` +
      `| ${fixed(o.p50, 1)} / ${fixed(o.p95, 1)} / ${fixed(o.p99, 1)} | ${fixed(s.baseline.latencyMs.p95, 1)} ` +
      `| ${s.ours.errors} / ${s.baseline.errors} ` +
      `| ${fixed(s.ours.peakRssMb, 0)} | ${targets} |`
    );
  });
  const ours = report.peakRssMb.ours;
  const rssVerdict = ours === null ? 'not measured' : ours < RSS_TARGET_MB ? 'met' : '**missed**';
  const memory =
    `Peak RSS over the run: ours ${fixed(ours, 0)} MB ` +
    `(target < ${RSS_TARGET_MB} MB: ${rssVerdict}), ` +
    `baseline ${fixed(report.peakRssMb.baseline, 0)} MB.`;
  return [header, rule, ...rows, '', memory, ...report.notes.map((note) => `- ${note}`)].join('\n');
}

/** Writes `report` as indented JSON to `file`. */
export function writeJsonReport(report: BenchReport, file: string): void {
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
}
