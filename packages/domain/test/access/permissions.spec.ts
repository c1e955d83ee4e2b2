import { describe, expect, it } from '@jest/globals';
import { Principal, ScopeNotHeldError } from '@employee/domain';
import { aPermission, aUser } from '@employee/domain/testing';
import { violationsOf } from '../world';
import { accessWorld, keyOf, principalWith, seedTree } from './access-world';

describe('permissions (docs/access.md#permissions)', () => {
  it('grants a profile on the target or a branch below it to a user of the tree', async () => {
    const w = accessWorld();
    const t = await seedTree(w);
    const ana = aUser().of(t.branch).build();
    await w.repos.users.save(ana);

    const permission = await w.createPermission.execute({
      principal: keyOf(t.parent),
      companyId: t.parent.id,
      userId: ana.id,
      grantCompanyId: t.branch.id,
      profileId: t.hr.id,
    });

    expect(permission.toProps()).toMatchObject({ userId: ana.id, companyId: t.branch.id, profileId: t.hr.id });
    expect((await w.repos.permissions.ofUserAndCompany(ana.id, t.branch.id))?.id).toBe(permission.id);
  });

  it('refuses a company, user or profile outside the tree, naming each field', async () => {
    const w = accessWorld();
    const t = await seedTree(w);
    const stranger = aUser().of(t.other).build();
    await w.repos.users.save(stranger);

    const { codes } = await violationsOf(
      w.createPermission.execute({
        principal: keyOf(t.branch),
        companyId: t.branch.id,
        userId: stranger.id,
        grantCompanyId: t.parent.id,
        profileId: t.otherAdmin.id,
      }),
    );

    expect(codes).toEqual({
      company_id: ['PERMISSION.COMPANY_OUTSIDE'],
      user_id: ['PERMISSION.USER_UNKNOWN'],
      profile_id: ['PERMISSION.PROFILE_UNKNOWN'],
    });
  });

  it("refuses a branch's grant of a parent's profile when the caller's target is the branch", async () => {
    const w = accessWorld();
    const t = await seedTree(w);
    const ana = aUser().of(t.branch).build();
    await w.repos.users.save(ana);
    const grant = (companyId: string, profileId: string) =>
      w.createPermission.execute({
        principal: keyOf(t.parent),
        companyId,
        userId: ana.id,
        grantCompanyId: t.branch.id,
        profileId,
      });

    expect((await violationsOf(grant(t.branch.id, t.reader.id))).codes).toEqual({
      profile_id: ['PERMISSION.PROFILE_UNKNOWN'],
    });
    expect((await grant(t.parent.id, t.reader.id)).profileId).toBe(t.reader.id);
  });

  it('answers PERMISSION.DUPLICATE for a second permission of a user on one company', async () => {
    const w = accessWorld();
    const t = await seedTree(w);

    const second = w.createPermission.execute({
      principal: keyOf(t.parent),
      companyId: t.parent.id,
      userId: t.boss.id,
      grantCompanyId: t.parent.id,
      profileId: t.reports.id,
    });

    await expect(second).rejects.toMatchObject({ code: 'PERMISSION.DUPLICATE' });
  });

  it('refuses to grant a scope the caller does not hold on that company, naming it', async () => {
    const w = accessWorld();
    const t = await seedTree(w);
    const ana = aUser().of(t.parent).build();
    await w.repos.users.save(ana);
    const caller = principalWith(t.parent, ['users:read', 'users:write', 'companies:read', 'campaigns:read']);

    const attempt = w.createPermission.execute({
      principal: caller,
      companyId: t.parent.id,
      userId: ana.id,
      grantCompanyId: t.parent.id,
      profileId: t.reports.id,
    });

    await expect(attempt).rejects.toBeInstanceOf(ScopeNotHeldError);
    await expect(attempt).rejects.toMatchObject({ code: 'ACCESS.SCOPE_NOT_HELD', scope: 'reports:read' });
    expect(await w.repos.permissions.ofUser(ana.id)).toEqual([]);
  });

  it('counts the scopes a caller holds on a branch through a direct grant there', async () => {
    const w = accessWorld();
    const t = await seedTree(w);
    const ana = aUser().of(t.branch).build();
    await w.repos.users.save(ana);
    const caller = principalWith(t.parent, ['users:write']);
    const withBranch = new Principal({
      kind: 'user-token',
      id: 'token',
      userId: null,
      company: t.parent,
      grants: [...caller.grants, { companyId: t.branch.id, scopes: new Set(['users:read', 'companies:read']) }],
    });

    const permission = await w.createPermission.execute({
      principal: withBranch,
      companyId: t.parent.id,
      userId: ana.id,
      grantCompanyId: t.branch.id,
      profileId: t.reader.id,
    });

    expect(permission.profileId).toBe(t.reader.id);
  });

  describe('the last active holder of users:write', () => {
    it('cannot lose it by deleting or re-profiling their permission', async () => {
      const w = accessWorld();
      const t = await seedTree(w);
      const request = { companyId: t.parent.id, id: t.bossAdmin.id };

      await expect(w.deletePermission.execute(request)).rejects.toMatchObject({ code: 'ACCESS.LAST_ADMIN' });
      await expect(
        w.updatePermission.execute({ ...request, principal: keyOf(t.parent), profileId: t.hr.id }),
      ).rejects.toMatchObject({ code: 'ACCESS.LAST_ADMIN' });
      expect((await w.repos.permissions.ofId(t.bossAdmin.id))?.profileId).toBe(t.admin.id);
    });

    it('cannot be disabled', async () => {
      const w = accessWorld();
      const t = await seedTree(w);

      await expect(w.disableUser.execute({ companyId: t.parent.id, id: t.boss.id })).rejects.toMatchObject({
        code: 'ACCESS.LAST_ADMIN',
      });
      expect((await w.repos.users.ofId(t.boss.id))?.status).toBe('active');
    });

    it('may lose it once another active user holds it, on the company or above it', async () => {
      const w = accessWorld();
      const t = await seedTree(w);
      const branchBoss = aUser().of(t.branch).build();
      await w.repos.users.save(branchBoss);
      const branchGrant = aPermission().of(branchBoss).on(t.branch).granting(t.branchAdmin).build();
      await w.repos.permissions.save(branchGrant);

      // The branch keeps the parent's administrator, who reaches it from above.
      await w.deletePermission.execute({ companyId: t.branch.id, id: branchGrant.id });
      expect(await w.repos.permissions.ofId(branchGrant.id)).toBeNull();

      const second = aUser().of(t.parent).build();
      await w.repos.users.save(second);
      await w.repos.permissions.save(aPermission().of(second).on(t.parent).granting(t.admin).build());
      await w.disableUser.execute({ companyId: t.parent.id, id: t.boss.id });
      expect((await w.repos.users.ofId(t.boss.id))?.status).toBe('disabled');
    });

    it('is not an invited or disabled user: they neither count as holders nor are protected', async () => {
      const w = accessWorld();
      const t = await seedTree(w);
      const invited = aUser().of(t.parent).invited().build();
      await w.repos.users.save(invited);
      const invitedGrant = aPermission().of(invited).on(t.parent).granting(t.admin).build();
      await w.repos.permissions.save(invitedGrant);

      await expect(w.deletePermission.execute({ companyId: t.parent.id, id: t.bossAdmin.id })).rejects.toMatchObject({
        code: 'ACCESS.LAST_ADMIN',
      });
      await w.deletePermission.execute({ companyId: t.parent.id, id: invitedGrant.id });
      expect(await w.repos.permissions.ofId(invitedGrant.id)).toBeNull();
    });

    it("cannot lose it by an edit of their custom profile's scopes", async () => {
      const w = accessWorld();
      const t = await seedTree(w);
      const custom = await w.createProfile.execute({
        principal: keyOf(t.parent),
        companyId: t.parent.id,
        name: 'Gestor de acessos',
        scopes: ['users:read', 'users:write'],
      });
      await w.updatePermission.execute({
        principal: keyOf(t.parent),
        companyId: t.parent.id,
        id: t.bossAdmin.id,
        profileId: custom.id,
      });

      const edit = w.updateProfile.execute({
        principal: keyOf(t.parent),
        companyId: t.parent.id,
        id: custom.id,
        scopes: ['users:read'],
      });

      await expect(edit).rejects.toMatchObject({ code: 'ACCESS.LAST_ADMIN' });
      expect((await w.repos.profiles.ofId(t.parent.id, custom.id))?.scopes).toEqual(['users:read', 'users:write']);
    });
  });

  it('lists the permissions of the tree only, filtered by user and company', async () => {
    const w = accessWorld();
    const t = await seedTree(w);
    const ana = aUser().of(t.branch).build();
    await w.repos.users.save(ana);
    const anaBranch = aPermission().of(ana).on(t.branch).granting(t.branchAdmin).build();
    await w.repos.permissions.save(anaBranch);

    const ids = async (query: Record<string, unknown>) =>
      (await w.listPermissions.execute({ companyId: t.parent.id, ...query })).items.map((p) => p.id);

    expect(await ids({})).toEqual([t.bossAdmin.id, anaBranch.id]);
    expect(await ids({ userId: ana.id })).toEqual([anaBranch.id]);
    expect(await ids({ filterCompanyId: t.parent.id })).toEqual([t.bossAdmin.id]);
    expect((await w.listPermissions.execute({ companyId: t.branch.id })).items.map((p) => p.id)).toEqual([
      anaBranch.id,
    ]);
    expect((await violationsOf(w.listPermissions.execute({ companyId: t.parent.id, userId: 'x' }))).codes).toEqual({
      user_id: ['PERMISSION.USER_ID'],
    });
  });
});
