import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from '@jest/globals';
import {
  CreateProfile,
  DisableUser,
  Principal,
  SCOPES,
  SIGN_IN_FREE_FAILURES,
  SignIn,
  builtinProfilesOf,
  type DomainError,
  type Profile,
} from '@employee/domain';
import {
  FixedClock,
  InMemoryCommonPasswords,
  InMemorySessions,
  InMemorySignInFailures,
  PlainOneTimePasswords,
  PlainPasswordHasher,
  PlainRecoveryCodes,
  aCompany,
  aPermission,
  aUser,
} from '@employee/domain/testing';
import { testEngines } from '@employee/persistence-typeorm/testing';
import { useTestDatabase } from '@employee/persistence-typeorm/testing/jest';

/** What each of a set of concurrent calls gave: `ok`, or the error's code. */
async function outcomesOf(calls: Array<Promise<unknown>>): Promise<string[]> {
  const settled = await Promise.allSettled(calls);
  return settled.map((s) => (s.status === 'fulfilled' ? 'ok' : (s.reason as DomainError).code)).sort();
}

/**
 * Access rules under concurrency, on a real database (docs/access.md#permissions, docs/sign-in.md#signing-in):
 * two administrators disabled at once never leave their company without one (the companies are locked first),
 * one TOTP code given to as many sign-ins at once as the e-mail's back-off lets try (5) lets exactly one in
 * (the user's row is locked), and of profiles created at once under names that read the same, one is stored (the
 * unique index on the name's look-alike key).
 */
describe.each(testEngines())('access races on %s', (engine) => {
  const database = useTestDatabase(engine, 25);
  const uow = () => database().uow;
  let clock: FixedClock;

  beforeEach(async () => {
    await database().truncate();
    clock = new FixedClock('2026-11-22T10:00:00-03:00');
  });

  it('disabling the last two administrators at once disables one; the other stays (ACCESS.LAST_ADMIN)', async () => {
    const sessions = new InMemorySessions();
    for (let round = 0; round < 5; round += 1) {
      const company = aCompany().build();
      const [admin] = builtinProfilesOf(company.id, { next: () => randomUUID() }, clock.now()) as [Profile];
      const users = [aUser().of(company).build(), aUser().of(company).build()];
      await uow().run(async (r) => {
        await r.companies.save(company);
        await r.profiles.save(admin);
        for (const user of users) {
          await r.users.save(user);
          await r.permissions.save(aPermission().of(user).on(company).granting(admin).build());
        }
      });
      const disable = new DisableUser(uow(), clock, sessions);

      const outcomes = await outcomesOf(users.map((u) => disable.execute({ companyId: company.id, id: u.id })));

      expect(outcomes).toEqual(['ACCESS.LAST_ADMIN', 'ok']);
      const stored = await uow().run((r) => r.users.ofIds(users.map((u) => u.id)));
      expect(stored.filter((u) => u.isActive)).toHaveLength(1);
    }
  });

  it('one TOTP code given to five sign-ins at once lets exactly one in', async () => {
    const oneTimePasswords = new PlainOneTimePasswords();
    const ports = {
      passwordHasher: new PlainPasswordHasher(),
      commonPasswords: new InMemoryCommonPasswords(),
      oneTimePasswords,
      recoveryCodes: new PlainRecoveryCodes(),
      sessions: new InMemorySessions(),
      failures: new InMemorySignInFailures(),
    };
    const company = aCompany().build();
    const secret = oneTimePasswords.generateSecret();
    const user = aUser()
      .of(company)
      .withEmail('otp.race@example.com')
      .withPasswordHash(await ports.passwordHasher.hash('a long passphrase'))
      .withOtp(secret, clock.now())
      .build();
    await uow().run(async (r) => {
      await r.companies.save(company);
      await r.users.save(user);
    });
    const signIn = new SignIn(uow(), clock, ports);
    const otp = oneTimePasswords.codeAt(secret, clock.now());

    const outcomes = await outcomesOf(
      Array.from({ length: SIGN_IN_FREE_FAILURES }, () =>
        signIn.execute({ email: 'otp.race@example.com', password: 'a long passphrase', otp }),
      ),
    );

    expect(outcomes).toEqual(['ok', ...Array<string>(SIGN_IN_FREE_FAILURES - 1).fill('AUTH.OTP_REJECTED')].sort());
  });

  it('of five profiles created at once under names that read the same, one is stored (PROFILE.INVALID)', async () => {
    const company = aCompany().build();
    await uow().run((r) => r.companies.save(company));
    const create = new CreateProfile(uow(), clock, { next: () => randomUUID() });
    // The company's API key: every scope, so only the names decide.
    const principal = new Principal({
      kind: 'api-key',
      id: randomUUID(),
      company,
      grants: [{ companyId: company.id, scopes: new Set(SCOPES) }],
    });
    const names = ['Auditoria', 'AUDITORIA', 'Audit\u043eria', '\uff21uditoria', 'Auditoria '];

    const outcomes = await outcomesOf(
      names.map((name) => create.execute({ principal, companyId: company.id, name, scopes: ['audit:read'] })),
    );

    expect(outcomes).toEqual(['ok', ...Array<string>(4).fill('PROFILE.INVALID')].sort());
    const stored = await uow().run((r) => r.profiles.ofCompany(company.id, { page: 1, perPage: 10 }));
    expect(stored.total).toBe(1);
  });
});
