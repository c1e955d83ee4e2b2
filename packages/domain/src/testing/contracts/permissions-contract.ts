import { describe, expect, it } from '@jest/globals';
import { PERMISSION_DUPLICATE } from '../../access/access.errors';
import { Permission, type PermissionProps } from '../../access/permission';
import type { PermissionQuery } from '../../access/permissions';
import { StateError } from '../../kernel/domain-error';
import type { Repositories } from '../../repositories';
import { aCompany, aPermission, aProfile, aUser } from '../builders';
import { at, contractId, seed, NOT_A_UUID, UNKNOWN_ID, useHarness, walkByCursor, type HarnessFactory } from './harness';

/**
 * The contract of the `Permissions` port: round trips, lookups by user, by (user, company) and by companies,
 * the filtered list restricted to a set of companies, deletion, and one permission per (user, company)
 * (`PERMISSION.DUPLICATE`).
 */
export function permissionsContract(adapterName: string, makeHarness: HarnessFactory): void {
  describe(`Permissions contract (${adapterName})`, () => {
    const harness = useHarness(makeHarness);
    const run = <T>(work: (r: Repositories) => Promise<T>): Promise<T> => harness().uow.run(work);
    const propsOf = async (id: string): Promise<PermissionProps | null> =>
      (await run((r) => r.permissions.ofId(id)))?.toProps() ?? null;
    const save = (permission: Permission): Promise<void> => run((r) => r.permissions.save(permission));
    const expectDuplicate = async (attempt: Promise<unknown>): Promise<void> => {
      await expect(attempt).rejects.toBeInstanceOf(StateError);
      await expect(attempt).rejects.toMatchObject({ code: PERMISSION_DUPLICATE });
    };

    /** A parent with two branches, two profiles, three users and five permissions with ordered ids and times. */
    const tree = async () => {
      const parent = aCompany().build();
      const north = aCompany().branchOf(parent).build();
      const south = aCompany().branchOf(parent).build();
      const admin = aProfile().of(parent).build();
      const reader = aProfile().of(parent).withScopes('reports:read').build();
      const ana = aUser().of(parent).build();
      const bia = aUser().of(north).build();
      const caio = aUser().of(south).build();
      const permissions = [
        aPermission().withId(contractId(5)).of(ana).on(parent).granting(admin).createdAt(at(10)).build(),
        aPermission().withId(contractId(4)).of(ana).on(north).granting(reader).createdAt(at(10)).build(),
        aPermission().withId(contractId(3)).of(bia).on(north).granting(admin).createdAt(at(20)).build(),
        aPermission().withId(contractId(2)).of(caio).on(south).granting(reader).createdAt(at(30)).build(),
        aPermission().withId(contractId(1)).of(ana).on(south).granting(reader).createdAt(at(40)).build(),
      ];
      await seed(harness().uow, {
        companies: [parent, north, south],
        profiles: [admin, reader],
        users: [ana, bia, caio],
        permissions,
      });
      return { parent, north, south, admin, reader, ana, bia, caio, permissions };
    };
    const ids = (list: readonly Permission[]): string[] => list.map((p) => p.id);

    describe('save, ofId and delete', () => {
      it('round-trips a permission, changes its profile and deletes it', async () => {
        const { permissions, reader } = await tree();
        const permission = permissions[0] as Permission;

        expect(await propsOf(permission.id)).toEqual(permission.toProps());
        permission.changeProfile(reader.id, at(50));
        await save(permission);
        expect(await propsOf(permission.id)).toEqual({ ...permission.toProps(), version: 2 });

        await run((r) => r.permissions.delete(permission));
        expect(await propsOf(permission.id)).toBeNull();
        expect(await propsOf(UNKNOWN_ID)).toBeNull();
        expect(await propsOf(NOT_A_UUID)).toBeNull();
      });
    });

    it('reads a permission for update like by id, and null for an unknown id or one that is not a UUID', async () => {
      const { permissions } = await tree();
      const permission = permissions[0] as Permission;

      const read = await run(async (r) =>
        Promise.all(
          [permission.id, UNKNOWN_ID, NOT_A_UUID].map(async (id) => (await r.permissions.ofIdForUpdate(id))?.toProps()),
        ),
      );

      expect(read).toEqual([permission.toProps(), undefined, undefined]);
    });

    describe('ofUser, ofUserAndCompany and ofCompanies', () => {
      it("finds a user's permissions, the one on a company, and those on a set of companies", async () => {
        const { parent, north, south, ana, bia, caio } = await tree();

        expect(ids(await run((r) => r.permissions.ofUser(ana.id)))).toEqual([
          contractId(4),
          contractId(5),
          contractId(1),
        ]);
        expect(await run((r) => r.permissions.ofUser(NOT_A_UUID))).toEqual([]);
        expect((await run((r) => r.permissions.ofUserAndCompany(ana.id, north.id)))?.id).toBe(contractId(4));
        expect(await run((r) => r.permissions.ofUserAndCompany(bia.id, parent.id))).toBeNull();
        expect(await run((r) => r.permissions.ofUserAndCompany(caio.id, NOT_A_UUID))).toBeNull();
        expect(ids(await run((r) => r.permissions.ofCompanies([north.id, south.id])))).toEqual([
          contractId(4),
          contractId(3),
          contractId(2),
          contractId(1),
        ]);
        expect(ids(await run((r) => r.permissions.ofCompanies([parent.id, NOT_A_UUID])))).toEqual([contractId(5)]);
        expect(await run((r) => r.permissions.ofCompanies([]))).toEqual([]);
      });
    });

    describe('list', () => {
      it('lists only permissions on the given companies, filtered by user and company, paged', async () => {
        const { parent, north, south, ana } = await tree();
        const list = async (query: Partial<PermissionQuery>) => {
          const page = await run((r) =>
            r.permissions.list({ companyIds: [], userId: null, companyId: null, page: 1, perPage: 10, ...query }),
          );
          return { ids: ids(page.items), total: page.total, lastPage: page.lastPage };
        };
        const branches = [north.id, south.id];
        const walk = (query: Partial<PermissionQuery>) =>
          walkByCursor(
            (request) =>
              run((r) => r.permissions.list({ companyIds: [], userId: null, companyId: null, ...query, ...request })),
            1,
          );

        expect(await list({ companyIds: branches })).toEqual({
          ids: [contractId(4), contractId(3), contractId(2), contractId(1)],
          total: 4,
          lastPage: 1,
        });
        expect(await walk({ companyIds: branches })).toEqual([
          contractId(4),
          contractId(3),
          contractId(2),
          contractId(1),
        ]);
        expect(await walk({ companyIds: branches, userId: ana.id })).toEqual([contractId(4), contractId(1)]);
        expect(await list({ companyIds: branches, perPage: 3, page: 2 })).toEqual({
          ids: [contractId(1)],
          total: 4,
          lastPage: 2,
        });
        expect(await list({ companyIds: branches, userId: ana.id })).toEqual({
          ids: [contractId(4), contractId(1)],
          total: 2,
          lastPage: 1,
        });
        expect(await list({ companyIds: branches, companyId: south.id })).toEqual({
          ids: [contractId(2), contractId(1)],
          total: 2,
          lastPage: 1,
        });
        expect(await list({ companyIds: branches, companyId: parent.id })).toEqual({ ids: [], total: 0, lastPage: 1 });
        expect(await list({ companyIds: [north.id], userId: NOT_A_UUID })).toEqual({ ids: [], total: 0, lastPage: 1 });
        expect(await list({ companyIds: [] })).toEqual({ ids: [], total: 0, lastPage: 1 });
      });
    });

    describe('one permission per (user, company)', () => {
      it('rejects a second permission of a user on a company, and keeps the first', async () => {
        const { north, reader, bia, permissions } = await tree();

        const second = aPermission().of(bia).on(north).granting(reader).build();
        await expectDuplicate(save(second));

        expect(await propsOf(second.id)).toBeNull();
        expect(await propsOf(permissions[2]?.id as string)).toEqual(permissions[2]?.toProps());
      });

      it('accepts a permission on the same company for another user, and again after a delete', async () => {
        const { north, reader, caio, bia, permissions } = await tree();

        const caioNorth = aPermission().of(caio).on(north).granting(reader).build();
        await save(caioNorth);
        await run((r) => r.permissions.delete(permissions[2] as Permission));
        const again = aPermission().of(bia).on(north).granting(reader).build();
        await save(again);

        expect(await propsOf(caioNorth.id)).toEqual(caioNorth.toProps());
        expect(await propsOf(again.id)).toEqual(again.toProps());
      });
    });
  });
}
