import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { PROGRESS_LINE_INTERVAL_MS, syncProgress } from '../src/sync-progress';

/** A stream that is not a terminal (a pipe, a log file), keeping what was written. */
function pipe(): { isTTY: false; write(text: string): boolean; text: string } {
  return {
    isTTY: false,
    text: '',
    write(text: string) {
      this.text += text;
      return true;
    },
  };
}

describe('syncProgress on a stream that is not a terminal (docs/architecture.md, item 11d)', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('writes one line of counts every few seconds: reading first, then rows done, and nothing after stop()', () => {
    const stream = pipe();
    const progress = syncProgress(stream);
    jest.advanceTimersByTime(PROGRESS_LINE_INTERVAL_MS - 1);
    expect(stream.text).toBe('');

    jest.advanceTimersByTime(1);
    expect(stream.text).toBe("sync: reading the company's filters and employees (5 s)\n");

    progress.update(1, 5000);
    progress.update(1200, 5000);
    jest.advanceTimersByTime(PROGRESS_LINE_INTERVAL_MS);
    jest.advanceTimersByTime(PROGRESS_LINE_INTERVAL_MS); // still waiting (the rate limit, say): a line all the same
    progress.update(5000, 5000);
    progress.stop();
    jest.advanceTimersByTime(10 * PROGRESS_LINE_INTERVAL_MS);

    expect(stream.text.split('\n')).toEqual([
      "sync: reading the company's filters and employees (5 s)",
      'sync: 1200/5000 rows (24%), 10 s',
      'sync: 1200/5000 rows (24%), 15 s',
      '',
    ]);
  });

  it('a sync shorter than the interval writes nothing', () => {
    const stream = pipe();
    const progress = syncProgress(stream, 1000);
    progress.update(3, 3);
    jest.advanceTimersByTime(999);
    progress.stop();
    jest.advanceTimersByTime(5000);
    expect(stream.text).toBe('');
  });

  it('a plan with no row is 100%', () => {
    const stream = pipe();
    const progress = syncProgress(stream, 1000);
    progress.update(0, 0);
    jest.advanceTimersByTime(1000);
    progress.stop();
    expect(stream.text).toBe('sync: 0/0 rows (100%), 1 s\n');
  });
});
