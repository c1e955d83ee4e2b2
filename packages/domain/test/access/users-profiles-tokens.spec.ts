import { describe, expect, it } from '@jest/globals';
import { CreateCompany, ListScopes, ProfileInUseError, SCOPES } from '@employee/domain';
import { aUser, aUserToken } from '@employee/domain/testing';
import { violationsOf } from '../world';
import { accessWorld, keyOf, principalWith, seedTree } from './access-world';

describe('profiles (docs/access.md#profiles)', () => {
  it('gives a new company the three built-in profiles, in one transaction with it', async () => {
    const w = accessWorld();
    const company = await new CreateCompany(w.uow, w.clock, w.ids).execute({ name: 'Acme', identifyKey: 'email' });

    const page = await w.repos.profiles.ofCompany(company.id, { page: 1, perPage: 10 });
    expect(page.items.map((p) => [p.name, p.isBuiltin, p.scopes.length])).toEqual([
      ['Administrador', true, SCOPES.length],
      ['Gestor de RH', true, 9],
      ['Leitor de relatórios', true, 3],
    ]);
  });

  it('never changes or deletes a built-in profile', async () => {
    const w = accessWorld();
    const t = await seedTree(w);

    await expect(
      w.updateProfile.execute({ principal: keyOf(t.parent), companyId: t.parent.id, id: t.reports.id, name: 'Leitor' }),
    ).rejects.toMatchObject({ code: 'PROFILE.BUILTIN' });
    await expect(w.deleteProfile.execute({ companyId: t.parent.id, id: t.reports.id })).rejects.toMatchObject({
      code: 'PROFILE.BUILTIN',
    });
  });

  it('refuses deleting a profile in use with the number of permissions, and deletes an unused one', async () => {
    const w = accessWorld();
    const t = await seedTree(w);
    const custom = await w.createProfile.execute({
      principal: keyOf(t.parent),
      companyId: t.parent.id,
      name: 'Auditor',
      scopes: ['audit:read'],
    });
    const ana = aUser().of(t.parent).build();
    await w.repos.users.save(ana);
    const grant = await w.createPermission.execute({
      principal: keyOf(t.parent),
      companyId: t.parent.id,
      userId: ana.id,
      grantCompanyId: t.parent.id,
      profileId: custom.id,
    });

    const refused = w.deleteProfile.execute({ companyId: t.parent.id, id: custom.id });
    await expect(refused).rejects.toBeInstanceOf(ProfileInUseError);
    await expect(refused).rejects.toMatchObject({ code: 'PROFILE.IN_USE', permissions: 1 });

    await w.deletePermission.execute({ companyId: t.parent.id, id: grant.id });
    await w.deleteProfile.execute({ companyId: t.parent.id, id: custom.id });
    expect(await w.repos.profiles.ofId(t.parent.id, custom.id)).toBeNull();
  });

  it('keeps names unique per company without regard to case, and scopes in catalogue order', async () => {
    const w = accessWorld();
    const t = await seedTree(w);

    const { codes } = await violationsOf(
      w.createProfile.execute({
        principal: keyOf(t.parent),
        companyId: t.parent.id,
        name: ' administrador ',
        scopes: ['users:read', 'nope'],
      }),
    );
    expect(codes).toEqual({ name: ['PROFILE.NAME_TAKEN'], scopes: ['PROFILE.SCOPE_UNKNOWN'] });
    const created = await w.createProfile.execute({
      principal: keyOf(t.branch),
      companyId: t.branch.id,
      name: '  Leitor ',
      scopes: ['reports:read', 'employees:read', 'reports:read'],
    });
    expect([created.name, created.scopes]).toEqual(['Leitor', ['employees:read', 'reports:read']]);
  });

  it('lists the scope catalogue with a description of each', async () => {
    const scopes = await new ListScopes().execute();
    expect(scopes.map((s) => s.scope)).toEqual([...SCOPES]);
    expect(scopes.every((s) => s.description.length > 0)).toBe(true);
  });
});

describe('users (docs/access.md#users)', () => {
  it('creates an invited user and their first permission, and hands the invitation token out once', async () => {
    const w = accessWorld();
    const t = await seedTree(w);

    const created = await w.createUser.execute({
      principal: keyOf(t.parent),
      companyId: t.parent.id,
      name: 'Carla  Dias',
      email: 'Carla.Dias@Example.com',
      profileId: t.hr.id,
    });

    expect(created.user.toProps()).toMatchObject({ status: 'invited', passwordHash: null, companyId: t.parent.id });
    expect(created.user.name.value).toBe('Carla Dias');
    expect(created.user.email.value).toBe('carla.dias@example.com');
    expect(created.user.invitation).toEqual({
      tokenHash: `hash:${created.invitationToken}`,
      expiresAt: new Date(w.clock.now().getTime() + 72 * 3600 * 1000),
    });
    expect((await w.repos.permissions.ofUser(created.user.id)).map((p) => p.profileId)).toEqual([t.hr.id]);
  });

  it('reports every invalid field at once (taken e-mail, unknown profile included), storing nothing', async () => {
    const w = accessWorld();
    const t = await seedTree(w);

    const { codes } = await violationsOf(
      w.createUser.execute({
        principal: keyOf(t.parent),
        companyId: t.parent.id,
        name: 'carla',
        email: t.boss.email.value.toUpperCase(),
        profileId: t.otherAdmin.id,
        campaignAccess: { campaigns: ['not-a-uuid'] },
      }),
    );

    expect(codes).toEqual({
      name: ['NAME.SINGLE_WORD'],
      'campaign_access.campaigns': ['CAMPAIGN_ACCESS.CAMPAIGN_ID'],
      email: ['USER.EMAIL_TAKEN'],
      profile_id: ['USER.PROFILE_UNKNOWN'],
    });
    expect((await w.repos.users.ofCompany(t.parent.id, { page: 1, perPage: 10 })).total).toBe(1);
  });

  it('disables a user: their invitation and every token end at once, the user stays stored', async () => {
    const w = accessWorld();
    const t = await seedTree(w);
    const ana = aUser().of(t.parent).build();
    const live = aUserToken().of(ana).build();
    await w.repos.users.save(ana);
    await w.repos.userTokens.save(live);

    const disabled = await w.disableUser.execute({ companyId: t.parent.id, id: ana.id });

    expect(disabled.toProps()).toMatchObject({ status: 'disabled', disabledAt: w.clock.now() });
    expect((await w.repos.userTokens.ofId(live.id))?.revokedAt).toEqual(w.clock.now());
    await expect(
      w.updateUser.execute({ principal: keyOf(t.parent), companyId: t.parent.id, id: ana.id, name: 'Ana Lima' }),
    ).rejects.toMatchObject({
      code: 'USER.DISABLED',
    });
    await expect(
      w.reissueInvitation.execute({ principal: keyOf(t.parent), companyId: t.parent.id, id: ana.id }),
    ).rejects.toMatchObject({
      code: 'USER.NOT_INVITED',
    });
  });

  it('refuses a user disabling themself (USER.SELF_DISABLE), and lets a key disable the same user', async () => {
    const w = accessWorld();
    const t = await seedTree(w);
    const ana = aUser().of(t.parent).build();
    await w.repos.users.save(ana);

    for (const kind of ['session', 'user-token'] as const) {
      const herself = principalWith(t.parent, ['users:write'], ana, kind);
      await expect(
        w.disableUser.execute({ principal: herself, companyId: t.parent.id, id: ana.id }),
      ).rejects.toMatchObject({ code: 'USER.SELF_DISABLE' });
    }
    expect((await w.repos.users.ofId(ana.id))?.status).toBe('active');
    const disabled = await w.disableUser.execute({ principal: keyOf(t.parent), companyId: t.parent.id, id: ana.id });
    expect(disabled.status).toBe('disabled');
  });

  it("answers USER.NOT_FOUND for another company's user", async () => {
    const w = accessWorld();
    const t = await seedTree(w);
    await expect(w.disableUser.execute({ companyId: t.branch.id, id: t.boss.id })).rejects.toMatchObject({
      code: 'USER.NOT_FOUND',
    });
  });
});

describe('user tokens (docs/access.md#user-tokens)', () => {
  it("authenticates a live token as its user's principal, with the grants of their permissions", async () => {
    const w = accessWorld();
    const t = await seedTree(w);
    // Only a signed-in session creates a token: neither a key nor a token, whose tokens could outlive it.
    for (const principal of [keyOf(t.parent), principalWith(t.parent, [], t.boss)]) {
      await expect(w.createUserToken.execute({ principal, name: 'x', expiresInDays: 91 })).rejects.toMatchObject({
        code: 'USER_TOKEN.SESSION_REQUIRED',
        reason: 'session_required',
      });
    }
    expect(await w.repos.userTokens.ofUser(t.boss.id)).toEqual([]);

    const session = principalWith(t.parent, [], t.boss, 'session');
    const created = await w.createUserToken.execute({ principal: session, name: ' CI ' });
    expect([created.token.name, created.token.expiresAt]).toEqual([
      'CI',
      new Date(w.clock.now().getTime() + 30 * 24 * 3600 * 1000),
    ]);

    const authenticated = await w.authenticate.execute(created.plaintext);
    expect([authenticated.kind, authenticated.userId, authenticated.company.id]).toEqual([
      'user-token',
      t.boss.id,
      t.parent.id,
    ]);
    const onBranch = await w.resolveTarget.execute({ principal: authenticated, resourceId: t.branch.id });
    expect(onBranch.allows('users:write')).toBe(true);
    await expect(w.resolveTarget.execute({ principal: authenticated, resourceId: t.other.id })).rejects.toMatchObject({
      code: 'COMPANY.FORBIDDEN_TARGET',
    });
    expect((await w.repos.userTokens.ofId(created.token.id))?.lastUsedAt).toEqual(w.clock.now());
  });

  it("carries the user's CampaignAccess on their principal; a key's principal reads every campaign", async () => {
    const w = accessWorld();
    const t = await seedTree(w);
    const campaignId = '8d3f6a1e-2b4c-4d5e-9f60-7a8b9c0d1e2f';
    const limited = aUser()
      .of(t.parent)
      .withCampaignAccess({ campaigns: [campaignId] })
      .build();
    await w.repos.users.save(limited);
    const session = principalWith(t.parent, [], limited, 'session');
    const created = await w.createUserToken.execute({ principal: session, name: 'r' });

    const access = (await w.authenticate.execute(created.plaintext)).campaignAccess;
    expect([access.allowsCampaign(campaignId), access.allowsCampaign(t.parent.id)]).toEqual([true, false]);
    expect(keyOf(t.parent).campaignAccess.allowsCampaign(t.parent.id)).toBe(true);
  });

  it('refuses a malformed, unknown, expired, revoked or disabled user token with the same error', async () => {
    const w = accessWorld();
    const t = await seedTree(w);
    const gone = aUser().of(t.parent).disabled().build();
    await w.repos.users.save(gone);
    const cases: string[] = ['nonsense', 'test_unknown_secret1'];
    const add = async (build: (b: ReturnType<typeof aUserToken>) => ReturnType<typeof aUserToken>, userId: string) => {
      const generated = w.codec.generate();
      await w.repos.userTokens.save(build(aUserToken().of(userId).issuedAs(generated)).build());
      cases.push(generated.plaintext);
    };
    await add((b) => b.expiresAt(w.clock.now()), t.boss.id);
    await add((b) => b.revoked(), t.boss.id);
    await add((b) => b, gone.id);
    const before = w.codec.comparisons;

    for (const presented of cases) {
      await expect(w.authenticate.execute(presented)).rejects.toMatchObject({
        code: 'AUTH.UNAUTHENTICATED',
        message: 'A valid API key is required',
      });
    }
    expect(w.codec.comparisons - before).toBe(cases.length - 1);
  });

  it("revokes the caller's own token only", async () => {
    const w = accessWorld();
    const t = await seedTree(w);
    const theirs = aUserToken().of(t.boss).build();
    await w.repos.userTokens.save(theirs);

    await expect(w.revokeUserToken.execute({ principal: keyOf(t.parent), id: theirs.id })).rejects.toMatchObject({
      code: 'USER_TOKEN.NOT_FOUND',
    });
  });
});
