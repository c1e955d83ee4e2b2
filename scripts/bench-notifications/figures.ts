import { summarizeLatencies, type LatencySummary } from '../bench/percentiles';
import type { CountedMail } from './smtp-counter';

/** When the e-mails arrived and how fast, counted from the `open` request (times in ms, rates per second). */
export interface DeliveryFigures {
  /** From sending the `open` request to its answer (the invitations are created in its transaction). */
  readonly openMs: number;
  /** From sending the `open` request to the first e-mail received. */
  readonly firstMs: number | null;
  /** From sending the `open` request to the last e-mail received. */
  readonly lastMs: number | null;
  /** Distinct e-mails per second over `lastMs`. */
  readonly overallRate: number;
  /** E-mails per second between the 10th and the 90th percentile of arrivals: the steady state. */
  readonly steadyRate: number;
}

/** The delivery figures of `mails` (one per distinct `Message-ID`, the first copy), the `open` sent at `openAt`. */
export function deliveryFigures(mails: readonly CountedMail[], openAt: number, answeredAt: number): DeliveryFigures {
  const seen = new Set<string>();
  const times: number[] = [];
  for (const mail of mails) {
    if (seen.has(mail.messageId)) continue;
    seen.add(mail.messageId);
    times.push(mail.at - openAt);
  }
  times.sort((a, b) => a - b);
  const at = (share: number): number => times[Math.min(times.length - 1, Math.floor(share * times.length))] as number;
  const lastMs = times.length === 0 ? null : (times[times.length - 1] as number);
  const steadyMs = times.length < 10 ? 0 : at(0.9) - at(0.1);
  return {
    openMs: answeredAt - openAt,
    firstMs: times[0] ?? null,
    lastMs,
    overallRate: lastMs === null || lastMs === 0 ? 0 : (times.length * 1000) / lastMs,
    steadyRate:
      steadyMs <= 0 ? 0 : ((Math.floor(0.9 * times.length) - Math.floor(0.1 * times.length)) * 1000) / steadyMs,
  };
}

/** One pass of a worker that claimed something, from its debug log line (`invitation messages`). */
export interface PassLine {
  readonly worker: number;
  /** pino's `time`: when the pass ended (ms since the epoch). */
  readonly time: number;
  readonly claimed: number;
  readonly sent: number;
  /** Messages the sending rate held back (`MAIL_RATE_PER_MINUTE`), to be claimed again later. */
  readonly deferred: number;
}

/** The passes of the workers that claimed something, and how long each took. */
export interface PassFigures {
  readonly passes: number;
  /** Messages claimed per pass, on average. */
  readonly meanClaimed: number;
  /** Messages the sending rate held back, over every pass (0 when the rate did not limit the run). */
  readonly deferred: number;
  /** Messages each worker sent (by its passes' counts), by worker. */
  readonly sentByWorker: readonly number[];
  /** A pass's duration: the end of a worker's pass to the end of its next one (passes run back to back when busy). */
  readonly durationMs: LatencySummary;
}

/** The pass figures of `lines` (from `workers` workers). */
export function passFigures(lines: readonly PassLine[], workers: number): PassFigures {
  const durations: number[] = [];
  const sentByWorker = Array.from({ length: workers }, () => 0);
  for (let w = 0; w < workers; w += 1) {
    const own = lines.filter((line) => line.worker === w).sort((a, b) => a.time - b.time);
    own.forEach((line, i) => {
      sentByWorker[w] = (sentByWorker[w] as number) + line.sent;
      if (i > 0) durations.push(line.time - (own[i - 1] as PassLine).time);
    });
  }
  const claimed = lines.reduce((sum, line) => sum + line.claimed, 0);
  return {
    passes: lines.length,
    meanClaimed: lines.length === 0 ? 0 : claimed / lines.length,
    deferred: lines.reduce((sum, line) => sum + line.deferred, 0),
    sentByWorker,
    durationMs: summarizeLatencies(durations),
  };
}

/** The pass line of a worker's log line, or `null` for any other line. */
export function passLineOf(worker: number, line: string): PassLine | null {
  if (!line.includes('"msg":"invitation messages"')) return null;
  const entry = JSON.parse(line) as { time: number; claimed: number; sent: number; deferred?: number };
  return { worker, time: entry.time, claimed: entry.claimed, sent: entry.sent, deferred: entry.deferred ?? 0 };
}
