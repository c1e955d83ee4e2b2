import { describe, expect, it } from '@jest/globals';
import { SIGN_IN_IP_MAX_FAILURES, SignInIpThrottle } from '../../src/auth/sign-in-ip-throttle';

describe('SignInIpThrottle (docs/sign-in.md#back-off)', () => {
  it('refuses an IP once its failures and tries in flight use up the budget, and only that IP', async () => {
    const throttle = new SignInIpThrottle(null, 3, 900);

    expect((await throttle.reserve('203.0.113.7')).allowed).toBe(true);
    expect((await throttle.reserve('203.0.113.7')).allowed).toBe(true);
    expect((await throttle.reserve('203.0.113.7')).allowed).toBe(true);
    const refused = await throttle.reserve('203.0.113.7');

    expect(refused).toMatchObject({ allowed: false, limit: 3, remaining: 0 });
    expect(refused.retryAfter).toBeGreaterThan(800);
    expect(refused.retryAfter).toBeLessThanOrEqual(900);
    expect((await throttle.reserve('203.0.113.8')).allowed).toBe(true);
  });

  it('lets a released try be made again', async () => {
    const throttle = new SignInIpThrottle(null, 2, 900);
    await throttle.reserve('203.0.113.9');
    await throttle.reserve('203.0.113.9');

    await throttle.release('203.0.113.9');

    expect((await throttle.reserve('203.0.113.9')).allowed).toBe(true);
    expect((await throttle.reserve('203.0.113.9')).allowed).toBe(false);
  });

  it(`allows ${SIGN_IN_IP_MAX_FAILURES} tries per 15 minutes by default`, async () => {
    const throttle = new SignInIpThrottle(null);
    for (let i = 1; i < SIGN_IN_IP_MAX_FAILURES; i += 1) await throttle.reserve('198.51.100.1');
    expect((await throttle.reserve('198.51.100.1')).allowed).toBe(true);

    expect(await throttle.reserve('198.51.100.1')).toMatchObject({ allowed: false, limit: SIGN_IN_IP_MAX_FAILURES });
  });
});
