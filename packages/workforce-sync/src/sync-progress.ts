import { SingleBar } from 'cli-progress';

/** What the sync's command line reports progress to: rows done of rows in all, then the end. */
export interface SyncProgress {
  update(done: number, total: number): void;
  stop(): void;
}

/** The stream progress goes to: stderr, or a stand-in in tests. */
export interface ProgressStream {
  readonly isTTY?: boolean;
  write(text: string): unknown;
}

/** The pause between two progress lines when the stream is not a terminal, in milliseconds. */
export const PROGRESS_LINE_INTERVAL_MS = 5_000;

/**
 * A progress bar (cli-progress) redrawn in place when `stream` is a terminal. Otherwise (a log file, a pipe,
 * CI) one line every `intervalMs` (default {@link PROGRESS_LINE_INTERVAL_MS}) from the moment it is created:
 * `sync: reading the company's filters and employees (12 s)` until the first row is done, then
 * `sync: 1200/5000 rows (24%), 12 s`, so that a long sync (or one waiting out the rate limit) shows it is
 * alive. Counts only: no personal data. `stop()` ends the timer; it prints nothing more.
 */
export function syncProgress(stream: ProgressStream, intervalMs = PROGRESS_LINE_INTERVAL_MS): SyncProgress {
  return stream.isTTY ? progressBar(stream) : progressLines(stream, intervalMs);
}

function progressBar(stream: ProgressStream): SyncProgress {
  const bar = new SingleBar({
    stream: stream as NodeJS.WritableStream,
    format: 'syncing [{bar}] {value}/{total} rows {percentage}% eta {eta_formatted}',
  });
  let started = false;
  return {
    update(done, total) {
      if (!started) bar.start(total, 0);
      started = true;
      bar.update(done);
    },
    stop: () => bar.stop(),
  };
}

function progressLines(stream: ProgressStream, intervalMs: number): SyncProgress {
  const started = Date.now();
  let rows: { done: number; total: number } | null = null;
  const timer = setInterval(() => {
    const seconds = Math.round((Date.now() - started) / 1000);
    if (rows === null) {
      stream.write(`sync: reading the company's filters and employees (${seconds} s)\n`);
      return;
    }
    const percent = rows.total === 0 ? 100 : Math.floor((rows.done / rows.total) * 100);
    stream.write(`sync: ${rows.done}/${rows.total} rows (${percent}%), ${seconds} s\n`);
  }, intervalMs);
  timer.unref();
  return {
    update(done, total) {
      rows = { done, total };
    },
    stop: () => clearInterval(timer),
  };
}
