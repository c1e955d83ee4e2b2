import { describe, expect, it } from '@jest/globals';
import { PROFILE_INVALID } from '../../access/access.errors';
import { Profile, type ProfileProps } from '../../access/profile';
import type { Repositories } from '../../repositories';
import { ValidationError } from '../../kernel/violations';
import { aCompany, aPermission, aProfile, aUser } from '../builders';
import { at, contractId, seed, NOT_A_UUID, UNKNOWN_ID, useHarness, walkByCursor, type HarnessFactory } from './harness';

function changed(profile: Profile, change: Partial<ProfileProps>): Profile {
  return Profile.fromProps({ ...profile.toProps(), ...change });
}

/**
 * The contract of the `Profiles` port: round trips (scopes in catalogue order, built-in flag), a company's
 * profiles in list order and by name, the unique name per company by how it reads (`Profile.nameKey`: case,
 * spacing, Unicode form and look-alike letters aside; `PROFILE.NAME_TAKEN`),
 * deletion, and the count of permissions granting a profile.
 */
export function profilesContract(adapterName: string, makeHarness: HarnessFactory): void {
  describe(`Profiles contract (${adapterName})`, () => {
    const harness = useHarness(makeHarness);
    const run = <T>(work: (r: Repositories) => Promise<T>): Promise<T> => harness().uow.run(work);
    const propsOf = async (companyId: string, id: string): Promise<ProfileProps | null> =>
      (await run((r) => r.profiles.ofId(companyId, id)))?.toProps() ?? null;
    const save = (profile: Profile): Promise<void> => run((r) => r.profiles.save(profile));
    const expectNameTaken = async (attempt: Promise<unknown>): Promise<void> => {
      await expect(attempt).rejects.toBeInstanceOf(ValidationError);
      await expect(attempt).rejects.toMatchObject({ code: PROFILE_INVALID });
      await expect(attempt).rejects.toHaveProperty('violations', {
        name: [{ code: 'PROFILE.NAME_TAKEN', message: expect.any(String) }],
      });
    };

    describe('save, ofId and ofIds', () => {
      it('round-trips a custom and a built-in profile, and updates one', async () => {
        const company = aCompany().build();
        const custom = aProfile().of(company).named('Auditoria').withScopes('audit:read', 'reports:read').build();
        const builtin = aProfile().of(company).named('Administrador').builtin().createdAt(at(1)).build();
        await seed(harness().uow, { companies: [company], profiles: [custom, builtin] });

        expect(await propsOf(company.id, custom.id)).toEqual(custom.toProps());
        expect((await propsOf(company.id, custom.id))?.scopes).toEqual(['reports:read', 'audit:read']);
        expect(await propsOf(company.id, builtin.id)).toEqual(builtin.toProps());

        const updated = changed(custom, { name: 'Auditores', scopes: ['users:read'], updatedAt: at(30), version: 4 });
        await save(updated);
        expect(await propsOf(company.id, custom.id)).toEqual(updated.toProps());
      });

      it("answers null for another company's profile, an unknown id and one that is not a UUID", async () => {
        const company = aCompany().build();
        const other = aCompany().build();
        const profile = aProfile().of(company).build();
        await seed(harness().uow, { companies: [company, other], profiles: [profile] });

        expect(await propsOf(other.id, profile.id)).toBeNull();
        expect(await propsOf(company.id, UNKNOWN_ID)).toBeNull();
        expect(await propsOf(company.id, NOT_A_UUID)).toBeNull();
        expect(await propsOf(NOT_A_UUID, profile.id)).toBeNull();
      });

      it("reads a profile for update like by id, null for another company's or an unknown id", async () => {
        const company = aCompany().build();
        const other = aCompany().build();
        const profile = aProfile().of(company).build();
        await seed(harness().uow, { companies: [company, other], profiles: [profile] });

        const read = await run(async (r) =>
          Promise.all(
            [
              [company.id, profile.id],
              [other.id, profile.id],
              [company.id, UNKNOWN_ID],
              [company.id, NOT_A_UUID],
            ].map(async ([companyId, id]) => (await r.profiles.ofIdForUpdate(companyId!, id!))?.toProps()),
          ),
        );

        expect(read).toEqual([profile.toProps(), undefined, undefined, undefined]);
      });

      it('finds profiles of any company by ids, in creation order, leaving unknown ids out', async () => {
        const company = aCompany().build();
        const other = aCompany().build();
        const late = aProfile().of(company).withId(contractId(1)).createdAt(at(20)).build();
        const early = aProfile().of(other).withId(contractId(2)).createdAt(at(10)).build();
        await seed(harness().uow, { companies: [company, other], profiles: [late, early] });

        const found = await run((r) => r.profiles.ofIds([late.id, UNKNOWN_ID, early.id, NOT_A_UUID]));
        expect(found.map((p) => p.toProps())).toEqual([early.toProps(), late.toProps()]);
        expect(await run((r) => r.profiles.ofIds([]))).toEqual([]);
      });
    });

    describe('ofCompany and ofName', () => {
      it("pages the company's profiles by createdAt then id, with the exact total", async () => {
        const company = aCompany().build();
        const other = aCompany().build();
        const profiles = [
          aProfile().of(company).withId(contractId(3)).createdAt(at(10)).build(),
          aProfile().of(company).withId(contractId(2)).createdAt(at(10)).build(),
          aProfile().of(company).withId(contractId(1)).createdAt(at(20)).build(),
        ];
        const foreign = aProfile().of(other).withId(contractId(4)).createdAt(at(0)).build();
        await seed(harness().uow, { companies: [company, other], profiles: [...profiles, foreign] });

        const first = await run((r) => r.profiles.ofCompany(company.id, { page: 1, perPage: 2 }));
        expect(first.items.map((p) => p.id)).toEqual([contractId(2), contractId(3)]);
        expect({ total: first.total, lastPage: first.lastPage }).toEqual({ total: 3, lastPage: 2 });
        const second = await run((r) => r.profiles.ofCompany(company.id, { page: 2, perPage: 2 }));
        expect(second.items.map((p) => p.toProps())).toEqual([profiles[2]?.toProps()]);
        expect((await run((r) => r.profiles.ofCompany(NOT_A_UUID, { page: 1, perPage: 10 }))).total).toBe(0);
        const walked = await walkByCursor((request) => run((r) => r.profiles.ofCompany(company.id, request)), 2);
        expect(walked).toEqual([contractId(2), contractId(3), contractId(1)]);
      });

      it('finds a profile by a name that reads the same, in its company only', async () => {
        const company = aCompany().build();
        const other = aCompany().build();
        const profile = aProfile().of(company).named('Gestão de Pessoas').build();
        await seed(harness().uow, { companies: [company, other], profiles: [profile] });

        const sameReading = [
          'GESTÃO DE PESSOAS',
          'gestão de pessoas',
          'Gesta\u0303o de Pessoas',
          'Gestão de Pess\u043eas',
          'Gestão  de Pessoas',
          '\uff27estão de Pessoas',
        ];
        for (const name of sameReading) {
          expect({ name, id: (await run((r) => r.profiles.ofName(company.id, name)))?.id }).toEqual({
            name,
            id: profile.id,
          });
        }
        expect(await run((r) => r.profiles.ofName(company.id, 'Gestão'))).toBeNull();
        expect(await run((r) => r.profiles.ofName(company.id, 'Gestao de Pessoas'))).toBeNull();
        expect(await run((r) => r.profiles.ofName(company.id, 'Gestão_de Pessoas'))).toBeNull();
        expect(await run((r) => r.profiles.ofName(other.id, 'Gestão de Pessoas'))).toBeNull();
      });
    });

    describe('unique name', () => {
      it('rejects a name that reads as another profile’s of the company, and keeps the first', async () => {
        const company = aCompany().build();
        const first = aProfile().of(company).named('Auditoria').build();
        await seed(harness().uow, { companies: [company], profiles: [first] });

        const second = aProfile().of(company).named('AUDITORIA').build();
        await expectNameTaken(save(second));
        expect(await propsOf(company.id, second.id)).toBeNull();
        await expectNameTaken(save(aProfile().of(company).named('\u0410udit\u043eria').build()));

        const renamed = aProfile().of(company).named('Outro').build();
        await save(renamed);
        await expectNameTaken(save(changed(renamed, { name: 'auditoria' })));
        expect((await propsOf(company.id, renamed.id))?.name).toBe('Outro');
      });

      it('accepts the same name in another company, and saving a profile again under its own name', async () => {
        const company = aCompany().build();
        const other = aCompany().build();
        const mine = aProfile().of(company).named('Auditoria').build();
        await seed(harness().uow, { companies: [company, other], profiles: [mine] });

        const theirs = aProfile().of(other).named('Auditoria').build();
        await save(theirs);
        await save(changed(mine, { name: 'AUDIT\u041eRIA', updatedAt: at(5) }));

        expect(await propsOf(other.id, theirs.id)).toEqual(theirs.toProps());
        expect((await propsOf(company.id, mine.id))?.name).toBe('AUDIT\u041eRIA');
      });
    });

    describe('delete and countPermissionsUsing', () => {
      it('counts the permissions granting a profile on any company, and deletes an unused one', async () => {
        const parent = aCompany().build();
        const branch = aCompany().branchOf(parent).build();
        const used = aProfile().of(parent).build();
        const unused = aProfile().of(parent).build();
        const ana = aUser().of(parent).build();
        const bia = aUser().of(branch).build();
        await seed(harness().uow, {
          companies: [parent, branch],
          profiles: [used, unused],
          users: [ana, bia],
          permissions: [
            aPermission().of(ana).on(parent).granting(used).build(),
            aPermission().of(ana).on(branch).granting(used).build(),
            aPermission().of(bia).on(branch).granting(used).build(),
          ],
        });

        expect(await run((r) => r.profiles.countPermissionsUsing(used.id))).toBe(3);
        expect(await run((r) => r.profiles.countPermissionsUsing(unused.id))).toBe(0);
        expect(await run((r) => r.profiles.countPermissionsUsing(NOT_A_UUID))).toBe(0);

        await run((r) => r.profiles.delete(unused));
        expect(await propsOf(parent.id, unused.id)).toBeNull();
        expect(await propsOf(parent.id, used.id)).toEqual(used.toProps());
        const deleted = aProfile().of(parent).named(unused.name).build();
        await save(deleted);
        expect((await propsOf(parent.id, deleted.id))?.name).toBe(unused.name);
      });
    });
  });
}
