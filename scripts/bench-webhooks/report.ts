import type { LatencySummary } from '../bench/percentiles';
import type { PhaseFigures } from './figures';
import type { BenchResults } from './main';

/** p95 target of commit-to-receipt at 200 changes a second, in ms (docs/performance.md#webhooks). */
export const TARGET_P95_MS = 1_000;

const ms = (value: number | null): string => (value === null ? '–' : Math.round(value).toLocaleString('en'));
const seconds = (value: number | null): string => (value === null ? '–' : (value / 1000).toFixed(1));
const rate = (value: number): string => value.toFixed(0);
const p50p95 = (summary: LatencySummary): string => `${ms(summary.p50)} / ${ms(summary.p95)}`;

function row(name: string, f: PhaseFigures, repeats: number): string {
  const c = f.commitToReceipt;
  return (
    `| ${name} | ${f.writes} (${f.writeFailures} failed, ${f.writesRetried} retried) | ${rate(f.writeRate)} | ` +
    `${f.deliveries} | ` +
    `${rate(f.deliveryRate)} | ${ms(c.p50)} | ${ms(c.p95)} | ${ms(c.max)} | ${f.lost} | ${f.splitEvents} | ${repeats} |`
  );
}

/** The markdown report of a run of `npm run bench:webhooks`. */
export function report({ settings, serverSettings, steady, faults }: BenchResults): string {
  const met = steady.commitToReceipt.p95 !== null && steady.commitToReceipt.p95 <= TARGET_P95_MS;
  return [
    `${settings.changes} employee changes a phase at ${settings.rate}/s through the REST API, ` +
      `${settings.companies} ${settings.companies === 1 ? 'company' : 'companies'} with ${settings.endpoints} ` +
      'endpoints each on one local receiver; the API and one webhooks worker in separate server ' +
      `processes; server settings: ${Object.entries(serverSettings)
        .map(([name, value]) => `\`${name}=${value}\``)
        .join(', ')}, the others at their defaults.`,
    '',
    '| phase | writes | writes/s | deliveries | deliveries/s | p50 ms | p95 ms | max ms | lost | split | repeats |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    row('steady', steady, 0),
    row('faults', faults, faults.repeats),
    '',
    'Latency: from the write’s HTTP answer to the first receipt of its event, at each endpoint. `lost`: (endpoint, ' +
      'change) pairs never received; `split`: changes received under two `webhook-id`s; `repeats`: requests beyond ' +
      'the first of a `webhook-id` at an endpoint, which a receiver de-duplicates.',
    '',
    `Target p95 ≤ ${ms(TARGET_P95_MS)} ms in the steady phase: ${met ? 'met' : '**missed**'}.`,
    '',
    'Steady phase, where the time goes (p50 / p95 ms): event time to the write’s answer ' +
      `${p50p95(steady.steps.eventToAnswer)}; event time to the first try ${p50p95(steady.steps.eventToTry)}; ` +
      `the try’s start to the receipt ${p50p95(steady.steps.tryToReceipt)}; the try’s duration ` +
      `${p50p95(steady.steps.tryDuration)}. CPU seconds in the phase: API ${seconds(
        steady.cpuSeconds.api === null ? null : steady.cpuSeconds.api * 1000,
      )}, worker ${seconds(steady.cpuSeconds.worker === null ? null : steady.cpuSeconds.worker * 1000)}.`,
    '',
    `Faults: after ${faults.killedAfterWrites} writes the worker was killed (SIGKILL) and the receiver stopped; a ` +
      `new worker started ${seconds(faults.workerDownMs)} s later, the receiver came back after ` +
      `${seconds(faults.receiverDownMs)} s. The backlog then (${faults.catchUp.backlog} deliveries) reached the ` +
      `receiver in ${seconds(faults.catchUp.ms)} s, at ${rate(faults.catchUp.deliveryRate)} deliveries/s with the ` +
      `writes going on; everything was delivered ${seconds(faults.drainedMs)} s after the receiver came back, the ` +
      `phase took ${seconds(faults.phaseMs)} s.`,
    '',
  ].join('\n');
}
