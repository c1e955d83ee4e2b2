import { describe, expect, it } from '@jest/globals';
import { SIGN_IN_IP_MAX_FAILURES, SignInIpThrottle } from '../../src/auth/sign-in-ip-throttle';

describe('SignInIpThrottle (docs/sign-in.md#back-off)', () => {
  it('refuses an IP once it has used up its failures, and only that IP', async () => {
    const throttle = new SignInIpThrottle(null, 3, 900);

    expect(await throttle.refusal('203.0.113.7')).toBeNull();
    expect((await throttle.recordFailure('203.0.113.7')).allowed).toBe(true);
    expect((await throttle.recordFailure('203.0.113.7')).allowed).toBe(true);
    expect(await throttle.refusal('203.0.113.7')).toBeNull();
    const third = await throttle.recordFailure('203.0.113.7');

    expect(third.allowed).toBe(false);
    const refusal = await throttle.refusal('203.0.113.7');
    expect(refusal).toMatchObject({ allowed: false, limit: 3, remaining: 0 });
    expect(refusal?.retryAfter).toBeGreaterThan(800);
    expect(refusal?.retryAfter).toBeLessThanOrEqual(900);
    expect(await throttle.refusal('203.0.113.8')).toBeNull();
  });

  it(`allows ${SIGN_IN_IP_MAX_FAILURES} failures per 15 minutes by default`, async () => {
    const throttle = new SignInIpThrottle(null);
    for (let i = 1; i < SIGN_IN_IP_MAX_FAILURES; i += 1) await throttle.recordFailure('198.51.100.1');
    expect(await throttle.refusal('198.51.100.1')).toBeNull();

    await throttle.recordFailure('198.51.100.1');

    expect(await throttle.refusal('198.51.100.1')).toMatchObject({ allowed: false, limit: SIGN_IN_IP_MAX_FAILURES });
  });
});
