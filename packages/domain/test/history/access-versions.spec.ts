import { describe, expect, it } from '@jest/globals';
import { VersionMismatchError } from '@employee/domain';
import { accessWorld, keyOf, seedTree, type AccessWorld } from '../access/access-world';

const PASSWORD = 'correct horse battery';

/**
 * Versions of users, profiles and permissions (docs/change-history.md#versions-and-etags): 1 when created, one more
 * per request that changes the JSON a client reads (sign-ins and invitation reissues of a user included), and the
 * `If-Match` precondition refusing a stale write before any other rule, changing nothing.
 */
describe('access versions', () => {
  async function invited(w: AccessWorld) {
    const t = await seedTree(w);
    const created = await w.createUser.execute({
      principal: keyOf(t.parent),
      companyId: t.parent.id,
      name: 'Carla Dias',
      email: 'carla@example.com',
      profileId: t.hr.id,
    });
    return { t, ...created };
  }

  it('adds one to a user for each request that changes it: reissue, acceptance, sign-in, PUT, disable', async () => {
    const w = accessWorld();
    const { t, user } = await invited(w);
    const versionOf = async () => (await w.repos.users.ofId(user.id))?.version;
    expect(user.version).toBe(1);

    const { invitationToken } = await w.reissueInvitation.execute({
      principal: keyOf(t.parent),
      companyId: t.parent.id,
      id: user.id,
    });
    expect(await versionOf()).toBe(2);
    await w.acceptInvitation.execute({ token: invitationToken, password: PASSWORD });
    expect(await versionOf()).toBe(3);
    const { user: signedIn } = await w.signIn.execute({ email: 'carla@example.com', password: PASSWORD });
    expect([signedIn.version, await versionOf()]).toEqual([4, 4]);
    const renamed = await w.updateUser.execute({
      principal: keyOf(t.parent),
      companyId: t.parent.id,
      id: user.id,
      name: 'Carla Dias Souza',
      email: 'carla.dias@example.com',
      expectedVersion: 4,
    });
    expect(renamed.version).toBe(5);
    await w.disableUser.execute({ companyId: t.parent.id, id: user.id, expectedVersion: 5 });
    expect(await versionOf()).toBe(6);
  });

  it('refuses a stale If-Match on a user before any other rule, changing nothing', async () => {
    const w = accessWorld();
    const { t, user } = await invited(w);
    await w.updateUser.execute({
      principal: keyOf(t.parent),
      companyId: t.parent.id,
      id: user.id,
      name: 'Carla Souza',
    });

    const stale = w.updateUser.execute({
      principal: keyOf(t.parent),
      companyId: t.parent.id,
      id: user.id,
      name: 'Outra',
      expectedVersion: 1,
    });
    // The last administrator may not be disabled either; the version is checked first.
    const staleDisable = w.disableUser.execute({ companyId: t.parent.id, id: t.boss.id, expectedVersion: 7 });

    await expect(stale).rejects.toEqual(new VersionMismatchError(2));
    await expect(staleDisable).rejects.toMatchObject({ code: 'VERSION.MISMATCH', currentVersion: 1 });
    const stored = await w.repos.users.ofId(user.id);
    expect([stored?.name.value, stored?.version]).toEqual(['Carla Souza', 2]);
    expect((await w.repos.users.ofId(t.boss.id))?.status).toBe('active');
  });

  it('versions profiles: one more per PUT, a stale PUT or DELETE refused', async () => {
    const w = accessWorld();
    const t = await seedTree(w);
    const profile = await w.createProfile.execute({
      principal: keyOf(t.parent),
      companyId: t.parent.id,
      name: 'Auditor',
      scopes: ['audit:read'],
    });
    expect(profile.version).toBe(1);

    const renamed = await w.updateProfile.execute({
      principal: keyOf(t.parent),
      companyId: t.parent.id,
      id: profile.id,
      name: 'Auditoria',
      scopes: ['audit:read', 'reports:read'],
      expectedVersion: 1,
    });
    const stale = w.updateProfile.execute({
      principal: keyOf(t.parent),
      companyId: t.parent.id,
      id: profile.id,
      name: 'X',
      expectedVersion: 1,
    });
    const staleDelete = w.deleteProfile.execute({ companyId: t.parent.id, id: profile.id, expectedVersion: 1 });

    expect(renamed.version).toBe(2);
    await expect(stale).rejects.toEqual(new VersionMismatchError(2));
    await expect(staleDelete).rejects.toEqual(new VersionMismatchError(2));
    expect((await w.repos.profiles.ofId(t.parent.id, profile.id))?.name).toBe('Auditoria');
    await w.deleteProfile.execute({ companyId: t.parent.id, id: profile.id, expectedVersion: 2 });
    expect(await w.repos.profiles.ofId(t.parent.id, profile.id)).toBeNull();
  });

  it('versions permissions: a new profile adds one, a stale change or removal is refused', async () => {
    const w = accessWorld();
    const { t, user } = await invited(w);
    const [permission] = await w.repos.permissions.ofUser(user.id);
    const id = permission?.id as string;
    expect(permission?.version).toBe(1);

    const changed = await w.updatePermission.execute({
      principal: keyOf(t.parent),
      companyId: t.parent.id,
      id,
      profileId: t.reports.id,
      expectedVersion: 1,
    });
    const stale = w.deletePermission.execute({ companyId: t.parent.id, id, expectedVersion: 1 });

    expect(changed.version).toBe(2);
    await expect(stale).rejects.toEqual(new VersionMismatchError(2));
    expect((await w.repos.permissions.ofId(id))?.profileId).toBe(t.reports.id);
    await w.deletePermission.execute({ companyId: t.parent.id, id, expectedVersion: 2 });
    expect(await w.repos.permissions.ofId(id)).toBeNull();
  });
});
