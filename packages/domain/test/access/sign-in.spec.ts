import { describe, expect, it } from '@jest/globals';
import {
  NO_SIGN_IN_FAILURES,
  OtpEnrolmentRequiredError,
  SIGN_IN_FREE_FAILURES,
  SignInFailedError,
  SignInThrottledError,
  type Company,
  type DomainError,
} from '@employee/domain';
import type { PlainOneTimePasswords, PlainPasswordHasher } from '@employee/domain/testing';
import { violationsOf } from '../world';
import { accessWorld, keyOf, seedTree, type AccessWorld } from './access-world';

const PASSWORD = 'correct horse battery';

/** An invited user of `company` with the HR profile, and their invitation token. */
async function invite(w: AccessWorld, company: Company, profileId: string, email = 'carla@example.com') {
  return w.createUser.execute({
    principal: keyOf(company),
    companyId: company.id,
    name: 'Carla Dias',
    email,
    profileId,
  });
}

/** An active user of the seeded parent (invitation accepted with `PASSWORD`). */
async function activeUser(w: AccessWorld, otpRequired = false) {
  const t = await seedTree(w);
  if (otpRequired) {
    t.parent.setOtpRequired(true, w.clock.now());
    await w.repos.companies.save(t.parent);
  }
  const { invitationToken } = await invite(w, t.parent, t.hr.id);
  const accepted = await w.acceptInvitation.execute({ token: invitationToken, password: PASSWORD });
  return { t, ...accepted };
}

async function codeOf(w: AccessWorld, error: Promise<unknown>): Promise<string> {
  return (
    (await error.then(
      () => null,
      (e: unknown) => e,
    )) as DomainError
  ).code;
}

const totp = (w: AccessWorld): PlainOneTimePasswords => w.signInPorts.oneTimePasswords;
const hasher = (w: AccessWorld): PlainPasswordHasher => w.signInPorts.passwordHasher;

describe('accepting an invitation (docs/access.md#sign-in)', () => {
  it('sets the password and makes the user active; the link works once', async () => {
    const w = accessWorld();
    const t = await seedTree(w);
    const { invitationToken } = await invite(w, t.parent, t.hr.id);

    const { user, otpEnrolment } = await w.acceptInvitation.execute({ token: invitationToken, password: PASSWORD });

    expect(user.status).toBe('active');
    expect(otpEnrolment).toBeNull();
    expect((await w.repos.users.ofId(user.id))?.passwordHash).toBe(`plain:${PASSWORD}`);
    await expect(codeOf(w, w.acceptInvitation.execute({ token: invitationToken, password: PASSWORD }))).resolves.toBe(
      'USER.INVITATION_INVALID',
    );
  });

  it('refuses a short or common password with the rule broken, and keeps the invitation', async () => {
    const w = accessWorld();
    const t = await seedTree(w);
    const { invitationToken, user } = await invite(w, t.parent, t.hr.id);

    const short = await violationsOf(w.acceptInvitation.execute({ token: invitationToken, password: 'short' }));
    const common = await violationsOf(w.acceptInvitation.execute({ token: invitationToken, password: 'qwerty123456' }));

    expect([short.error.code, short.codes]).toEqual(['SIGN_IN.INVALID', { password: ['PASSWORD.TOO_SHORT'] }]);
    expect(common.codes).toEqual({ password: ['PASSWORD.COMMON'] });
    expect((await w.repos.users.ofId(user.id))?.status).toBe('invited');
  });

  it('answers one error for an unknown or expired token, and for a disabled user', async () => {
    const w = accessWorld();
    const t = await seedTree(w);
    const late = await invite(w, t.parent, t.hr.id, 'late@example.com');
    const gone = await invite(w, t.parent, t.hr.id, 'gone@example.com');
    await w.disableUser.execute({ companyId: t.parent.id, id: gone.user.id });
    w.clock.advanceSeconds(72 * 3600 - 1);
    const stillValid = await invite(w, t.parent, t.hr.id, 'fresh@example.com');
    w.clock.advanceSeconds(1);

    const codes = await Promise.all(
      ['token999', late.invitationToken, gone.invitationToken].map((token) =>
        codeOf(w, w.acceptInvitation.execute({ token, password: PASSWORD })),
      ),
    );
    expect(codes).toEqual(['USER.INVITATION_INVALID', 'USER.INVITATION_INVALID', 'USER.INVITATION_INVALID']);
    await expect(
      w.acceptInvitation.execute({ token: stillValid.invitationToken, password: PASSWORD }),
    ).resolves.toBeDefined();
  });

  it('tells on opening whether a link works: fresh until it expires; not used, replaced or expired', async () => {
    const w = accessWorld();
    const t = await seedTree(w);
    const used = await invite(w, t.parent, t.hr.id, 'used@example.com');
    await w.acceptInvitation.execute({ token: used.invitationToken, password: PASSWORD });
    const replaced = await invite(w, t.parent, t.hr.id, 'replaced@example.com');
    await w.reissueInvitation.execute({ principal: keyOf(t.parent), companyId: t.parent.id, id: replaced.user.id });
    const fresh = await invite(w, t.parent, t.hr.id, 'fresh@example.com');

    const usable = await w.checkInvitation.execute(fresh.invitationToken);
    const codes = await Promise.all(
      [used.invitationToken, replaced.invitationToken, 'token999', 42].map((token) =>
        codeOf(w, w.checkInvitation.execute(token)),
      ),
    );
    w.clock.advanceSeconds(72 * 3600);
    const expired = await codeOf(w, w.checkInvitation.execute(fresh.invitationToken));

    expect(usable.expiresAt).toEqual(new Date(w.clock.now().getTime()));
    expect(codes).toEqual(Array(4).fill('USER.INVITATION_INVALID'));
    expect(expired).toBe('USER.INVITATION_INVALID');
  });

  it('starts TOTP enrolment when the company requires it: secret, URL and ten recovery codes, shown once', async () => {
    const w = accessWorld();
    const { user, otpEnrolment } = await activeUser(w, true);

    expect(otpEnrolment).toEqual({
      secret: expect.any(String),
      otpauthUrl: expect.stringContaining(`secret=${otpEnrolment?.secret}`),
      recoveryCodes: expect.arrayContaining([expect.any(String)]),
    });
    expect(otpEnrolment?.recoveryCodes).toHaveLength(10);
    const stored = await w.repos.users.ofId(user.id);
    expect(stored?.otp).toEqual({ secret: otpEnrolment?.secret, enabledAt: null, lastUsedStep: null });
    expect(stored?.recoveryCodeHashes).toHaveLength(10);
    expect(stored?.recoveryCodeHashes).not.toContain(otpEnrolment?.recoveryCodes[0]);
  });
});

describe('signing in (docs/sign-in.md#signing-in)', () => {
  it('begins a session that authenticates as the user with the grants of their permissions', async () => {
    const w = accessWorld();
    const { t, user } = await activeUser(w);

    const { session } = await w.signIn.execute({ email: 'CARLA@example.com', password: PASSWORD });
    const principal = await w.authenticateSession.execute(session.id);

    expect(principal.kind).toBe('session');
    expect(principal.userId).toBe(user.id);
    expect(principal.grants).toEqual([{ companyId: t.parent.id, scopes: new Set(t.hr.scopes) }]);
    expect((await w.repos.users.ofId(user.id))?.lastSignInAt).toEqual(w.clock.now());
    const described = await w.describeSession.execute(session.id);
    expect(described.companies.map((c) => [c.company.id, c.scopes])).toEqual([[t.parent.id, [...t.hr.scopes]]]);
  });

  it('answers a wrong e-mail and a wrong password alike, each after one password verification', async () => {
    const w = accessWorld();
    await activeUser(w);
    const before = hasher(w).verifications;

    const wrongEmail = w.signIn.execute({ email: 'nobody@example.com', password: PASSWORD }).catch((e: unknown) => e);
    const wrongPassword = w.signIn
      .execute({ email: 'carla@example.com', password: 'wrong password!' })
      .catch((e: unknown) => e);
    const [a, b] = (await Promise.all([wrongEmail, wrongPassword])) as SignInFailedError[];

    expect(a).toBeInstanceOf(SignInFailedError);
    expect([b?.code, b?.message]).toEqual([a?.code, a?.message]);
    expect(hasher(w).verifications - before).toBe(2);
  });

  it('refuses an invited or disabled user with the right password like a wrong password', async () => {
    const w = accessWorld();
    const { t, user } = await activeUser(w);
    await invite(w, t.parent, t.hr.id, 'invited@example.com');
    await w.disableUser.execute({ companyId: t.parent.id, id: user.id });

    for (const email of ['invited@example.com', 'carla@example.com'])
      await expect(codeOf(w, w.signIn.execute({ email, password: PASSWORD }))).resolves.toBe('AUTH.SIGN_IN_FAILED');
  });

  it('backs an account off after 5 failures, without checking the password, also for an unknown e-mail', async () => {
    const w = accessWorld();
    await activeUser(w);
    for (const email of ['carla@example.com', 'nobody@example.com']) {
      for (let i = 0; i < SIGN_IN_FREE_FAILURES; i += 1)
        await expect(codeOf(w, w.signIn.execute({ email, password: 'wrong password!' }))).resolves.toBe(
          'AUTH.SIGN_IN_FAILED',
        );
      const verified = hasher(w).verifications;

      const refused = await w.signIn.execute({ email, password: PASSWORD }).catch((e: unknown) => e);

      expect(refused).toBeInstanceOf(SignInThrottledError);
      expect((refused as SignInThrottledError).retryAfterSeconds).toBe(1);
      expect(hasher(w).verifications).toBe(verified);
    }
    w.clock.advanceSeconds(1);
    await expect(w.signIn.execute({ email: 'carla@example.com', password: PASSWORD })).resolves.toBeDefined();
    // Success starts the count again: five more failures are free.
    for (let i = 0; i < SIGN_IN_FREE_FAILURES - 1; i += 1)
      await w.signIn.execute({ email: 'carla@example.com', password: 'wrong password!' }).catch(() => undefined);
    await expect(w.signIn.execute({ email: 'carla@example.com', password: PASSWORD })).resolves.toBeDefined();
  });

  it('doubles the wait with each failure after the fifth', async () => {
    const w = accessWorld();
    await activeUser(w);
    const waits: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      const error = await w.signIn
        .execute({ email: 'carla@example.com', password: 'wrong password!' })
        .catch((e: unknown) => e);
      if (error instanceof SignInThrottledError) {
        waits.push(error.retryAfterSeconds);
        w.clock.advanceSeconds(error.retryAfterSeconds);
      }
    }
    expect(waits).toEqual([1, 2, 4]);
  });

  it('ends the session on sign-out and when the user is disabled', async () => {
    const w = accessWorld();
    const { t, user } = await activeUser(w);
    const first = await w.signIn.execute({ email: 'carla@example.com', password: PASSWORD });
    const second = await w.signIn.execute({ email: 'carla@example.com', password: PASSWORD });

    await w.signOut.execute(first.session.id);
    await expect(codeOf(w, w.authenticateSession.execute(first.session.id))).resolves.toBe('AUTH.UNAUTHENTICATED');
    await expect(w.authenticateSession.execute(second.session.id)).resolves.toBeDefined();

    await w.disableUser.execute({ companyId: t.parent.id, id: user.id });
    await expect(codeOf(w, w.authenticateSession.execute(second.session.id))).resolves.toBe('AUTH.UNAUTHENTICATED');
    expect(await w.signInPorts.sessions.touch(second.session.id, w.clock.now())).toBeNull();
  });

  it('ends a session after 30 minutes unused', async () => {
    const w = accessWorld();
    await activeUser(w);
    const { session } = await w.signIn.execute({ email: 'carla@example.com', password: PASSWORD });
    w.clock.advanceSeconds(30 * 60);

    await expect(codeOf(w, w.authenticateSession.execute(session.id))).resolves.toBe('AUTH.UNAUTHENTICATED');
  });
});

describe('one-time passwords at sign-in (docs/sign-in.md#signing-in)', () => {
  it('needs a code when the company requires it; the first code confirms the enrolment', async () => {
    const w = accessWorld();
    const { user, otpEnrolment } = await activeUser(w, true);
    const secret = otpEnrolment?.secret as string;

    const withCode = await w.signIn.execute({
      email: 'carla@example.com',
      password: PASSWORD,
      otp: totp(w).codeAt(secret, w.clock.now()),
    });

    expect(withCode.user.id).toBe(user.id);
    expect((await w.repos.users.ofId(user.id))?.otpEnabled).toBe(true);
    w.clock.advanceSeconds(30);
    await expect(codeOf(w, w.signIn.execute({ email: 'carla@example.com', password: PASSWORD }))).resolves.toBe(
      'AUTH.OTP_REQUIRED',
    );
  });

  it('refuses a replayed code, and a wrong one counts as a failure', async () => {
    const w = accessWorld();
    const { otpEnrolment } = await activeUser(w, true);
    const code = totp(w).codeAt(otpEnrolment?.secret as string, w.clock.now());
    await w.signIn.execute({ email: 'carla@example.com', password: PASSWORD, otp: code });

    const replay = w.signIn.execute({ email: 'carla@example.com', password: PASSWORD, otp: code });

    await expect(codeOf(w, replay)).resolves.toBe('AUTH.OTP_REJECTED');
    expect((await w.signInPorts.failures.of('carla@example.com', w.clock.now())).failures).toBe(1);
  });

  it('gives back the try of a right password given without its code: a missing code is no failure', async () => {
    const w = accessWorld();
    const { otpEnrolment } = await activeUser(w, true);
    const code = totp(w).codeAt(otpEnrolment?.secret as string, w.clock.now());
    await w.signIn.execute({ email: 'carla@example.com', password: PASSWORD, otp: code });

    for (let i = 0; i <= SIGN_IN_FREE_FAILURES; i += 1)
      await expect(codeOf(w, w.signIn.execute({ email: 'carla@example.com', password: PASSWORD }))).resolves.toBe(
        'AUTH.OTP_REQUIRED',
      );

    expect(await w.signInPorts.failures.of('carla@example.com', w.clock.now())).toEqual(NO_SIGN_IN_FAILURES);
  });

  it('accepts each recovery code once in place of a code', async () => {
    const w = accessWorld();
    const { otpEnrolment } = await activeUser(w, true);
    const [first, second] = otpEnrolment?.recoveryCodes ?? [];
    const signIn = (otp: string | undefined) =>
      w.signIn.execute({ email: 'carla@example.com', password: PASSWORD, otp });

    await expect(signIn(first)).resolves.toBeDefined();
    await expect(codeOf(w, signIn(first))).resolves.toBe('AUTH.OTP_REJECTED');
    await expect(signIn(second)).resolves.toBeDefined();
    expect((await w.repos.users.ofEmail('carla@example.com'))?.recoveryCodeHashes).toHaveLength(8);
  });

  it('shows a new enrolment to a user whose company began requiring codes after they joined', async () => {
    const w = accessWorld();
    const { t, user } = await activeUser(w);
    t.parent.setOtpRequired(true, w.clock.now());
    await w.repos.companies.save(t.parent);

    const error = await w.signIn.execute({ email: 'carla@example.com', password: PASSWORD }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(OtpEnrolmentRequiredError);
    const { enrolment } = error as OtpEnrolmentRequiredError;
    expect((await w.repos.users.ofId(user.id))?.otp?.secret).toBe(enrolment.secret);
    const code = totp(w).codeAt(enrolment.secret, w.clock.now());
    await expect(
      w.signIn.execute({ email: 'carla@example.com', password: PASSWORD, otp: code }),
    ).resolves.toBeDefined();
  });
});
