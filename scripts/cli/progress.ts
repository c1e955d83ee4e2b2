import { SingleBar } from 'cli-progress';

/** A phase's progress: a bar on a terminal, start and end lines otherwise (stderr either way). */
export interface Progress {
  add(count: number): void;
  done(): void;
}

/** Starts reporting a phase of `total` units named `label`. */
export function progress(label: string, total: number, unit: string): Progress {
  const started = Date.now();
  const finish = (): void =>
    void process.stderr.write(
      `${label}: ${total.toLocaleString('en')} ${unit} in ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
    );
  if (!process.stderr.isTTY) {
    process.stderr.write(`${label}: ${total.toLocaleString('en')} ${unit}…\n`);
    return { add() {}, done: finish };
  }
  const bar = new SingleBar({
    stream: process.stderr,
    format: `${label.padEnd(22)} [{bar}] {value}/{total} ${unit} {percentage}% eta {eta_formatted}`,
  });
  bar.start(total, 0);
  let value = 0;
  return {
    add(count) {
      value += count;
      bar.update(value);
    },
    done() {
      bar.stop();
      finish();
    },
  };
}
