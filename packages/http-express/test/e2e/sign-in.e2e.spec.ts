import { describe, expect, it } from '@jest/globals';
import { aUser } from '@employee/domain/testing';
import { Secret, TOTP } from 'otpauth';
import request from 'supertest';
import { buildTestApp, type TestApp, type TestStorage } from '../support/test-app';
import { memoryOnly, bearer, call, expectErrorBody, useStorage } from './e2e-helpers';

/**
 * Signing in over HTTP (docs/access.md#sign-in, docs/sign-in.md#signing-in): from an invitation link to a session
 * cookie and a personal token, the cookie's attributes and its use on `/api/v1`, CSRF refusals, the session's idle
 * and absolute lifetime (on a clock the test moves), failures that answer alike, back-off per e-mail and per IP, and
 * one-time passwords with replay refused.
 */

const PASSWORD = 'correct horse battery';

/** The invitation token of a user created over HTTP by the seeded company's key, and the user's id. */
async function invite(t: TestApp, email = 'carla@example.com'): Promise<{ token: string; id: string }> {
  const profiles = await request(t.app).get('/api/v1/profiles').set(bearer(t.key));
  const hr = (profiles.body.data as Array<{ id: string; name: string }>).find((p) => p.name === 'Gestor de RH');
  const created = await request(t.app)
    .post('/api/v1/users')
    .set(bearer(t.key))
    .send({ name: 'Carla Dias', email, profile_id: hr?.id });
  expect(created.status).toBe(201);
  const url = created.body.data.invitation_url as string;
  return { token: url.slice(url.lastIndexOf('/') + 1), id: created.body.data.id as string };
}

const accept = (t: TestApp, token: string, password = PASSWORD) =>
  call(request(t.app).post('/admin/api/invitations/accept').send({ token, password }));

const signIn = (t: TestApp, body: Record<string, unknown>) =>
  call(request(t.app).post('/admin/api/session').send(body));

/** The `name=value` of the session cookie that `res` set. */
function sessionCookie(res: request.Response): string {
  const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  const cookie = cookies.find((c) => c.startsWith('employee_session='));
  expect(cookie).toBeDefined();
  return (cookie as string).split(';')[0] as string;
}

/** The code an authenticator app shows for `secret` at `now` (RFC 6238, SHA-1, 6 digits, 30 s). */
function codeOf(secret: string, now: Date): string {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: now.getTime(),
  });
}

async function seeded(storage: TestStorage = 'memory'): Promise<TestApp> {
  const t = await buildTestApp(storage);
  await t.addBuiltinProfiles(t.company);
  return t;
}

describe('from invitation to session and token', () => {
  it('accepts the invitation, signs in with a safe cookie, acts on /api/v1 with it, and signs out', async () => {
    const t = await seeded();
    const { token, id } = await invite(t);

    const accepted = await accept(t, token);
    expect(accepted.status).toBe(200);
    expect(accepted.body.data).toMatchObject({ id, status: 'active', email: 'carla@example.com' });
    expect(accepted.body.otp_enrolment).toBeUndefined();
    expectErrorBody(await accept(t, token), 409);

    const signedIn = await signIn(t, { email: 'Carla@Example.com', password: PASSWORD });
    expect(signedIn.status).toBe(204);
    const setCookie = ([] as string[]).concat(signedIn.headers['set-cookie'] ?? []).join('\n');
    expect(setCookie).toMatch(/^employee_session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Strict$/);
    const cookie = sessionCookie(signedIn);

    const session = await call(request(t.app).get('/admin/api/session').set('Cookie', cookie));
    expect(session.status).toBe(200);
    expect(session.body.user).toMatchObject({ id, last_sign_in_at: '2026-11-22T10:00:00-03:00' });
    expect(session.body.companies).toEqual([
      expect.objectContaining({ id: t.company.id, scopes: expect.arrayContaining(['employees:read']) }),
    ]);

    expect((await call(request(t.app).get('/api/v1/employees').set('Cookie', cookie))).status).toBe(200);
    const personal = await call(
      request(t.app)
        .post('/api/v1/users/me/tokens')
        .set('Cookie', cookie)
        .set('Origin', 'http://127.0.0.1')
        .set('Sec-Fetch-Site', 'same-origin')
        .send({ name: 'Planilha' }),
    );
    expect(personal.status).toBe(201);
    const userToken = personal.body.data.token as string;
    expect((await call(request(t.app).get('/api/v1/users/me/tokens').set(bearer(userToken)))).status).toBe(200);

    const out = await call(request(t.app).delete('/admin/api/session').set('Cookie', cookie));
    expect(out.status).toBe(204);
    expect(([] as string[]).concat(out.headers['set-cookie'] ?? []).join()).toMatch(/^employee_session=;.*Expires=/);
    expectErrorBody(await call(request(t.app).get('/admin/api/session').set('Cookie', cookie)), 401);
    expectErrorBody(await call(request(t.app).get('/api/v1/employees').set('Cookie', cookie)), 401);
  });

  it('marks the cookie Secure on any host but localhost', async () => {
    const t = await seeded();
    await accept(t, (await invite(t)).token);

    const res = await request(t.app)
      .post('/admin/api/session')
      .set('Host', 'api.example.com')
      .send({ email: 'carla@example.com', password: PASSWORD });

    expect(([] as string[]).concat(res.headers['set-cookie'] ?? []).join()).toContain('; Secure');
  });

  it('names the cookie __Host-employee_session over https (from a trusted proxy), reads only that name', async () => {
    const t = await buildTestApp('memory', { trustProxy: 1 });
    await t.addBuiltinProfiles(t.company);
    await accept(t, (await invite(t)).token);
    const overHttps = (test: request.Test) => test.set('X-Forwarded-Proto', 'https');

    const signedIn = await call(
      overHttps(request(t.app).post('/admin/api/session')).send({ email: 'carla@example.com', password: PASSWORD }),
    );

    expect(signedIn.status).toBe(204);
    const setCookie = ([] as string[]).concat(signedIn.headers['set-cookie'] ?? []).join('\n');
    expect(setCookie).toMatch(
      /^__Host-employee_session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; Secure; SameSite=Strict$/,
    );
    const cookie = setCookie.split(';')[0] as string;
    const plainName = cookie.replace('__Host-', '');
    const described = (test: request.Test, sent: string) => call(test.set('Cookie', sent));
    expect((await described(overHttps(request(t.app).get('/admin/api/session')), cookie)).status).toBe(200);
    expect((await described(overHttps(request(t.app).get('/api/v1/employees')), cookie)).status).toBe(200);
    expectErrorBody(await described(overHttps(request(t.app).get('/admin/api/session')), plainName), 401);
    expectErrorBody(await described(request(t.app).get('/admin/api/session'), cookie), 401);

    const out = await described(overHttps(request(t.app).delete('/admin/api/session')), cookie);
    expect(out.status).toBe(204);
    expect(([] as string[]).concat(out.headers['set-cookie'] ?? []).join()).toMatch(
      /^__Host-employee_session=; Path=\/; Expires=[^;]+; HttpOnly; Secure; SameSite=Strict$/,
    );
  });

  it('keeps the plain cookie name over http, and when an untrusted client claims https', async () => {
    const t = await seeded();
    await accept(t, (await invite(t)).token);

    const claimed = await request(t.app)
      .post('/admin/api/session')
      .set('X-Forwarded-Proto', 'https')
      .send({ email: 'carla@example.com', password: PASSWORD });

    expect(sessionCookie(claimed)).toMatch(/^employee_session=/);
  });

  it('refuses state-changing requests from another site, with the cookie and on /admin/api', async () => {
    const t = await seeded();
    await accept(t, (await invite(t)).token);
    const cookie = sessionCookie(await signIn(t, { email: 'carla@example.com', password: PASSWORD }));

    const forged = await call(
      request(t.app)
        .post('/api/v1/users/me/tokens')
        .set('Cookie', cookie)
        .set('Origin', 'https://evil.example')
        .send({ name: 'Roubado' }),
    );
    const fetched = await call(
      request(t.app).delete('/admin/api/session').set('Cookie', cookie).set('Sec-Fetch-Site', 'cross-site'),
    );
    const loginCsrf = await call(
      request(t.app)
        .post('/admin/api/session')
        .set('Origin', 'https://evil.example')
        .send({ email: 'carla@example.com', password: PASSWORD }),
    );

    for (const res of [forged, fetched, loginCsrf]) expectErrorBody(res, 403, { reason: 'cross_site' });
    expect((await call(request(t.app).get('/admin/api/session').set('Cookie', cookie))).status).toBe(200);
  });

  it('tells on opening whether a link works: 200 until it is used, then 409 like an unknown one', async () => {
    const t = await seeded();
    const { token } = await invite(t);
    const check = (value: unknown) => call(request(t.app).post('/admin/api/invitations/check').send({ token: value }));

    const before = await check(token);
    await accept(t, token);
    const after = await check(token);

    expect(before.status).toBe(200);
    expect(Date.parse(before.body.data.expires_at as string) - t.clock.now().getTime()).toBe(72 * 3600 * 1000);
    expectErrorBody(after, 409);
    expect((await check('not-a-token')).body.detail).toBe(after.body.detail);
  });

  it('refuses a weak password with the rule it breaks, and an unknown token like a used one', async () => {
    const t = await seeded();
    const { token } = await invite(t);

    expectErrorBody(await accept(t, token, 'short'), 422, { errors: { password: ['must be at least 12 characters'] } });
    expectErrorBody(await accept(t, token, 'qwerty123456'), 422, {
      errors: { password: [expect.stringContaining('too common')] },
    });
    expectErrorBody(await accept(t, 'not-a-token'), 409);
  });
});

describe.each(memoryOnly().filter((kind) => kind !== 'pglite'))('a password of the person, on %s', (kind) => {
  const storage = useStorage(kind);

  it("refuses a password holding the user's e-mail or name, letter case and accents aside (422)", async () => {
    const t = await seeded(storage());
    const { token } = await invite(t, 'carla.dias@example.com');

    for (const password of ['carla.dias@example.com', 'CARLA.DIAS-2026!', 'minha senha é Cárla', 'bom dia, sra. DÍAS'])
      expectErrorBody(await accept(t, token, password), 422, {
        errors: { password: ['must not contain your e-mail address or your name'] },
      });
    expect((await accept(t, token, 'Dia de Carlos, 2026')).status).toBe(200);
  });
});

describe('session lifetime', () => {
  const described = (t: TestApp, cookie: string) =>
    call(request(t.app).get('/admin/api/session').set('Cookie', cookie));

  it('ends a session 30 minutes after its last use, each use starting the idle time again', async () => {
    const t = await seeded();
    await accept(t, (await invite(t)).token);
    const cookie = sessionCookie(await signIn(t, { email: 'carla@example.com', password: PASSWORD }));

    t.clock.advanceSeconds(29 * 60);
    expect((await described(t, cookie)).status).toBe(200);
    t.clock.advanceSeconds(29 * 60);
    expect((await call(request(t.app).get('/api/v1/employees').set('Cookie', cookie))).status).toBe(200);
    t.clock.advanceSeconds(30 * 60);

    expectErrorBody(await described(t, cookie), 401);
    expectErrorBody(await call(request(t.app).get('/api/v1/employees').set('Cookie', cookie)), 401);
  });

  it('ends a session 12 hours after sign-in however often it is used', async () => {
    const t = await seeded();
    await accept(t, (await invite(t)).token);
    const cookie = sessionCookie(await signIn(t, { email: 'carla@example.com', password: PASSWORD }));

    for (let minutes = 20; minutes < 12 * 60; minutes += 20) {
      t.clock.advanceSeconds(20 * 60);
      expect({ minutes, status: (await described(t, cookie)).status }).toEqual({ minutes, status: 200 });
    }
    t.clock.advanceSeconds(20 * 60);

    expectErrorBody(await described(t, cookie), 401);
    expectErrorBody(await call(request(t.app).get('/api/v1/employees').set('Cookie', cookie)), 401);
  });
});

describe('failed sign-ins', () => {
  it('answers a wrong e-mail and a wrong password with the same body', async () => {
    const t = await seeded();
    await accept(t, (await invite(t)).token);

    const wrongEmail = await signIn(t, { email: 'nobody@example.com', password: PASSWORD });
    const wrongPassword = await signIn(t, { email: 'carla@example.com', password: 'not the password' });

    expectErrorBody(wrongEmail, 401);
    const { id: _a, ...one } = wrongEmail.body as Record<string, unknown>;
    const { id: _b, ...other } = wrongPassword.body as Record<string, unknown>;
    expect(other).toEqual(one);
    expect(wrongPassword.headers['set-cookie']).toBeUndefined();
  });

  it('backs an e-mail off after 5 failures with 429 and Retry-After, then lets the right password in', async () => {
    const t = await seeded();
    await accept(t, (await invite(t)).token);
    for (let i = 0; i < 5; i += 1)
      expect((await signIn(t, { email: 'carla@example.com', password: 'not the password' })).status).toBe(401);

    const refused = await signIn(t, { email: 'carla@example.com', password: PASSWORD });

    expectErrorBody(refused, 429, { reason: 'sign_in_account', retry_after: 1 });
    expect(refused.headers['retry-after']).toBe('1');
    t.clock.advanceSeconds(1);
    expect((await signIn(t, { email: 'carla@example.com', password: PASSWORD })).status).toBe(204);
  });

  it('refuses a client IP after 30 failures in 15 minutes, whatever the e-mails', async () => {
    const t = await seeded();
    for (let i = 0; i < 30; i += 1)
      expect((await signIn(t, { email: `guess${i}@example.com`, password: 'not the password' })).status).toBe(401);

    const refused = await signIn(t, { email: 'another@example.com', password: 'not the password' });

    expectErrorBody(refused, 429, expect.objectContaining({ reason: 'sign_in_ip' }));
  });

  it('answers 422 for fields that are not strings', async () => {
    const t = await seeded();
    const res = await signIn(t, { email: 42, password: null });
    expectErrorBody(res, 422, { errors: { email: ['must be a string'], password: ['must be a string'] } });
  });
});

describe('one-time passwords', () => {
  async function otpCompany() {
    const t = await seeded();
    t.company.setOtpRequired(true, t.clock.now());
    await t.uow.run((r) => r.companies.save(t.company));
    const accepted = await accept(t, (await invite(t)).token);
    return { t, enrolment: accepted.body.otp_enrolment as { secret: string; recovery_codes: string[] } };
  }

  it('shows the enrolment once at acceptance, and then needs a code at every sign-in', async () => {
    const { t, enrolment } = await otpCompany();
    expect(enrolment).toEqual({
      secret: expect.stringMatching(/^[A-Z2-7]{32}$/),
      otpauth_url: expect.stringMatching(/^otpauth:\/\/totp\//),
      recovery_codes: expect.any(Array),
    });

    const code = codeOf(enrolment.secret, t.clock.now());
    expect((await signIn(t, { email: 'carla@example.com', password: PASSWORD, otp: code })).status).toBe(204);
    t.clock.advanceSeconds(30);
    const without = await signIn(t, { email: 'carla@example.com', password: PASSWORD });
    expectErrorBody(without, 401);
    expect(without.body.detail).toMatch(/one-time code/);
  });

  it('refuses a replayed code, and takes each recovery code once', async () => {
    const { t, enrolment } = await otpCompany();
    const code = codeOf(enrolment.secret, t.clock.now());
    expect((await signIn(t, { email: 'carla@example.com', password: PASSWORD, otp: code })).status).toBe(204);

    expectErrorBody(await signIn(t, { email: 'carla@example.com', password: PASSWORD, otp: code }), 401);
    const [recovery] = enrolment.recovery_codes;
    expect((await signIn(t, { email: 'carla@example.com', password: PASSWORD, otp: recovery })).status).toBe(204);
    expectErrorBody(await signIn(t, { email: 'carla@example.com', password: PASSWORD, otp: recovery }), 401);
  });

  it('gives a user who joined before the company required codes an enrolment at sign-in (403, once)', async () => {
    const t = await seeded();
    await accept(t, (await invite(t)).token);
    t.company.setOtpRequired(true, t.clock.now());
    await t.uow.run((r) => r.companies.save(t.company));

    const res = await signIn(t, { email: 'carla@example.com', password: PASSWORD });

    expectErrorBody(res, 403, { otp_enrolment: expect.objectContaining({ secret: expect.any(String) }) });
    const secret = res.body.meta.otp_enrolment.secret as string;
    const code = codeOf(secret, t.clock.now());
    expect((await signIn(t, { email: 'carla@example.com', password: PASSWORD, otp: code })).status).toBe(204);
  });
});

describe('a disabled user', () => {
  it('loses every session and token on the very next request, on another instance too', async () => {
    const t = await seeded();
    const { token, id } = await invite(t);
    await accept(t, token);
    const cookie = sessionCookie(await signIn(t, { email: 'carla@example.com', password: PASSWORD }));
    const minted = await request(t.app).post('/api/v1/users/me/tokens').set('Cookie', cookie).send({ name: 'CLI' });
    const userToken = minted.body.data.token as string;
    const other = t.anotherApp();
    expect((await request(other).get('/admin/api/session').set('Cookie', cookie)).status).toBe(200);
    expect((await request(other).get('/api/v1/users/me/tokens').set(bearer(userToken))).status).toBe(200);

    expect((await request(t.app).delete(`/api/v1/users/${id}`).set(bearer(t.key))).status).toBe(204);

    expectErrorBody(await call(request(other).get('/admin/api/session').set('Cookie', cookie)), 401);
    expectErrorBody(await call(request(other).get('/api/v1/employees').set('Cookie', cookie)), 401);
    expectErrorBody(await call(request(other).get('/api/v1/users/me/tokens').set(bearer(userToken))), 401);
    expectErrorBody(await signIn(t, { email: 'carla@example.com', password: PASSWORD }), 401);
  });
});

describe('a user stored with a password', () => {
  it('signs in with the hash the hasher made', async () => {
    const t = await seeded();
    const hash = await t.signIn.passwordHasher.hash(PASSWORD);
    const user = aUser().of(t.company).withEmail('dora@example.com').withPasswordHash(hash).build();
    await t.uow.run((r) => r.users.save(user));

    expect((await signIn(t, { email: 'dora@example.com', password: PASSWORD })).status).toBe(204);
  });
});
