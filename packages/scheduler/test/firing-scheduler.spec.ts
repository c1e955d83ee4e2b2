import { describe, expect, it } from '@jest/globals';
import { SettleDueFirings } from '@employee/domain';
import { FixedClock, InMemoryUnitOfWork, aCompany, anEmployee } from '@employee/domain/testing';
import { FiringScheduler, type SchedulerLog } from '@employee/scheduler';

function recordingLog() {
  const lines: Array<{ level: string; fields: Record<string, unknown>; message: string }> = [];
  const log: SchedulerLog = {
    info: (fields, message) => lines.push({ level: 'info', fields, message }),
    error: (fields, message) => lines.push({ level: 'error', fields, message }),
  };
  return { log, lines };
}

const until = async (condition: () => boolean, ms = 2000) => {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
};

describe('FiringScheduler', () => {
  it('settles due firings on its interval and logs only counts', async () => {
    const uow = new InMemoryUnitOfWork();
    const clock = new FixedClock('2026-11-22T10:00:00-03:00');
    const company = aCompany().build();
    const fired = anEmployee()
      .of(company)
      .named('Maria Sigilosa')
      .firedOn('10/11/2026', new Date(clock.now().getTime() + 5000))
      .build();
    await uow.run(async (r) => {
      await r.companies.save(company);
      await r.employees.save(fired);
    });
    const { log, lines } = recordingLog();
    const scheduler = new FiringScheduler(new SettleDueFirings(uow, clock), 10, log);

    scheduler.start();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await uow.run((r) => r.employees.ofId(fired.id)))?.state).toBe('firing-recorded');
    clock.advanceSeconds(5);
    await until(() => lines.length > 0);
    await scheduler.stop();

    expect((await uow.run((r) => r.employees.ofId(fired.id)))?.state).toBe('soft-deleted');
    expect(lines).toEqual([{ level: 'info', fields: { settled: 1 }, message: 'settled due firings' }]);
    expect(JSON.stringify(lines)).not.toContain('Maria');
  });

  it('survives a failing pass: logs it without its message and runs the next one', async () => {
    let calls = 0;
    const pass = {
      execute: async () => {
        calls += 1;
        if (calls === 1) throw Object.assign(new Error('value "52998224725" rejected'), { code: '08006' });
        return { settled: 2 };
      },
    };
    const { log, lines } = recordingLog();
    const scheduler = new FiringScheduler(pass, 5, log);

    scheduler.start();
    await until(() => lines.length >= 2);
    await scheduler.stop();

    expect(lines[0]).toEqual({
      level: 'error',
      fields: { err: { name: 'Error', code: '08006' } },
      message: expect.any(String),
    });
    expect(lines[1]).toEqual({ level: 'info', fields: { settled: 2 }, message: 'settled due firings' });
    expect(JSON.stringify(lines)).not.toContain('52998224725');
  });

  it('stops cleanly: waits for the pass in progress and runs no more', async () => {
    let release!: () => void;
    let calls = 0;
    const pass = {
      execute: () => {
        calls += 1;
        return new Promise<{ settled: number }>((resolve) => (release = () => resolve({ settled: 0 })));
      },
    };
    const scheduler = new FiringScheduler(pass, 1, recordingLog().log);
    scheduler.start();
    let stopped = false;
    const stopping = scheduler.stop().then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(stopped).toBe(false);

    release();
    await stopping;
    await new Promise((resolve) => setTimeout(resolve, 20));

    expect(calls).toBe(1);
  });
});
