import { describe, expect, it } from '@jest/globals';
import { PassScheduler, type SchedulerLog } from '@employee/scheduler';

/** A log that keeps the level of each line. */
function levelsLog() {
  const levels: string[] = [];
  const log: SchedulerLog = {
    info: () => levels.push('info'),
    debug: () => levels.push('debug'),
    error: () => levels.push('error'),
  };
  return { log, levels };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const MESSAGES = { done: 'did work', failed: 'pass failed' };

describe('PassScheduler pace', () => {
  it('runs again at once after a busy pass, and waits the interval once the backlog is drained', async () => {
    let backlog = 5;
    let calls = 0;
    const pass = {
      execute: async () => {
        calls += 1;
        const taken = Math.min(backlog, 1);
        backlog -= taken;
        return { delivered: taken };
      },
    };
    const { log, levels } = levelsLog();
    const scheduler = new PassScheduler(pass, 10_000, log, MESSAGES, { busyIntervalMs: 0, doneLevel: 'debug' });

    scheduler.start();
    await sleep(100);
    await scheduler.stop();

    // Five busy passes back to back, then one idle pass, then the 10 s wait: six passes within 100 ms.
    expect(backlog).toBe(0);
    expect(calls).toBe(6);
    expect(levels).toEqual(['debug', 'debug', 'debug', 'debug', 'debug']);
  });

  it('waits the interval after a busy pass when no pace is given', async () => {
    let calls = 0;
    const pass = {
      execute: async () => {
        calls += 1;
        return { delivered: 1 };
      },
    };
    const { log, levels } = levelsLog();
    const scheduler = new PassScheduler(pass, 10_000, log, MESSAGES);

    scheduler.start();
    await sleep(50);
    await scheduler.stop();

    expect(calls).toBe(1);
    expect(levels).toEqual(['info']);
  });
});
