import { describe, expect, it } from '@jest/globals';
import { CachedHealthProbe } from '../../src/routes/cached-health-probe';

/** `CachedHealthProbe` (docs/reliability.md#health) with a hand-moved clock: at most one probe per second. */
describe('CachedHealthProbe', () => {
  it('asks the probe again only once its outcome is a second old, and shares failures too', async () => {
    let now = 10_000;
    let calls = 0;
    let healthy = true;
    const probe = {
      execute: () => {
        calls += 1;
        return healthy ? Promise.resolve('ok') : Promise.reject(new Error('down'));
      },
    };
    const cached = new CachedHealthProbe(probe, 1000, () => now);

    await Promise.all([cached.execute(), cached.execute(), cached.execute()]);
    now += 999;
    await cached.execute();
    expect(calls).toBe(1);

    now += 1;
    healthy = false;
    await expect(cached.execute()).rejects.toThrow('down');
    await expect(cached.execute()).rejects.toThrow('down');
    expect(calls).toBe(2);

    now += 1000;
    healthy = true;
    await expect(cached.execute()).resolves.toBe('ok');
    expect(calls).toBe(3);
  });
});
