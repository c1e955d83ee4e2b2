import { describe, expect, it } from '@jest/globals';
import { USER_INVALID } from '../../access/access.errors';
import { CampaignAccess } from '../../access/campaign-access';
import { User, type UserProps } from '../../access/user';
import { Email } from '../../kernel/br/email';
import { FullName } from '../../kernel/br/full-name';
import type { PageRequest } from '../../kernel/page';
import type { Repositories } from '../../repositories';
import { ValidationError } from '../../kernel/violations';
import { aCompany, aUser } from '../builders';
import { at, contractId, seed, NOT_A_UUID, UNKNOWN_ID, useHarness, walkByCursor, type HarnessFactory } from './harness';

function changed(user: User, change: Partial<UserProps>): User {
  return User.fromProps({ ...user.toProps(), ...change });
}

/**
 * The contract of the `Users` port: round trips of every status and property (campaign access, OTP, recovery
 * codes, invitation), lookups by e-mail and invitation token hash, a company's users in list order, and the
 * e-mail unique across every company and status (`USER.EMAIL_TAKEN`).
 */
export function usersContract(adapterName: string, makeHarness: HarnessFactory): void {
  describe(`Users contract (${adapterName})`, () => {
    const harness = useHarness(makeHarness);
    const run = <T>(work: (r: Repositories) => Promise<T>): Promise<T> => harness().uow.run(work);
    const propsOf = async (id: string): Promise<UserProps | null> =>
      (await run((r) => r.users.ofId(id)))?.toProps() ?? null;
    const save = (user: User): Promise<void> => run((r) => r.users.save(user));
    const expectEmailTaken = async (attempt: Promise<unknown>): Promise<void> => {
      await expect(attempt).rejects.toBeInstanceOf(ValidationError);
      await expect(attempt).rejects.toMatchObject({ code: USER_INVALID });
      await expect(attempt).rejects.toHaveProperty('violations', {
        email: [{ code: 'USER.EMAIL_TAKEN', message: expect.any(String) }],
      });
    };

    describe('save and ofId', () => {
      it('round-trips an invited, an active and a disabled user with every property set', async () => {
        const company = aCompany().build();
        const invited = aUser().of(company).invited('hash:invite-1', at(3600)).createdAt(at(0)).build();
        const active = aUser()
          .of(company)
          .named('Ana Paula de Souza')
          .withCampaignAccess({
            campaigns: [contractId(7), contractId(8)],
            segment: { filter_id: contractId(9), values: ['Vendas', 'Financeiro'] },
          })
          .withOtp('otp-secret', at(5), 1234)
          .withRecoveryCodeHashes('rc:1', 'rc:2')
          .signedInAt(at(6))
          .createdAt(at(1))
          .build();
        const disabled = aUser().of(company).withOtp('pending', null).disabled(at(9)).createdAt(at(2)).build();
        await seed(harness().uow, { companies: [company], users: [invited, active, disabled] });

        expect(await propsOf(invited.id)).toEqual(invited.toProps());
        expect(await propsOf(active.id)).toEqual(active.toProps());
        expect(await propsOf(disabled.id)).toEqual(disabled.toProps());
        expect((await run((r) => r.users.ofId(active.id)))?.campaignAccess.toJSON()).toEqual(
          active.campaignAccess.toJSON(),
        );
      });

      it('updates a stored user, and answers null for an unknown id or one that is not a UUID', async () => {
        const company = aCompany().build();
        const user = aUser().of(company).invited().createdAt(at(0)).build();
        await seed(harness().uow, { companies: [company], users: [user] });

        const accepted = changed(user, {
          name: FullName.create('Beatriz Lima'),
          email: Email.create('beatriz.lima@example.com'),
          status: 'active',
          passwordHash: 'scrypt:abc',
          invitation: null,
          campaignAccess: CampaignAccess.create({ campaigns: [contractId(3)] }),
          updatedAt: at(10),
          version: 3,
        });
        await save(accepted);

        expect(await propsOf(user.id)).toEqual(accepted.toProps());
        expect(await propsOf(UNKNOWN_ID)).toBeNull();
        expect(await propsOf(NOT_A_UUID)).toBeNull();
      });

      it('reads a user for update like by id, and null for an unknown id or one that is not a UUID', async () => {
        const company = aCompany().build();
        const user = aUser().of(company).createdAt(at(0)).build();
        await seed(harness().uow, { companies: [company], users: [user] });

        const read = await harness().uow.run(async (r) =>
          Promise.all(
            [UNKNOWN_ID, NOT_A_UUID, user.id].map(async (id) => (await r.users.ofIdForUpdate(id))?.toProps()),
          ),
        );

        expect(read).toEqual([undefined, undefined, user.toProps()]);
      });

      it('finds users of any company by ids, in creation order', async () => {
        const company = aCompany().build();
        const other = aCompany().build();
        const late = aUser().of(company).withId(contractId(1)).createdAt(at(20)).build();
        const early = aUser().of(other).withId(contractId(2)).createdAt(at(10)).build();
        await seed(harness().uow, { companies: [company, other], users: [late, early] });

        const found = await run((r) => r.users.ofIds([late.id, NOT_A_UUID, early.id, UNKNOWN_ID]));
        expect(found.map((u) => u.toProps())).toEqual([early.toProps(), late.toProps()]);
        expect(await run((r) => r.users.ofIds([]))).toEqual([]);
      });
    });

    describe('ofEmail and ofInvitationTokenHash', () => {
      it('finds a user of any status by canonical e-mail, and by the hash of a pending invitation', async () => {
        const company = aCompany().build();
        const invited = aUser().of(company).withEmail('Convidada@Example.com').invited('hash:abc').build();
        const disabled = aUser().of(company).withEmail('saiu@example.com').disabled(at(1)).build();
        await seed(harness().uow, { companies: [company], users: [invited, disabled] });

        expect((await run((r) => r.users.ofEmail('convidada@example.com')))?.id).toBe(invited.id);
        expect((await run((r) => r.users.ofEmail('saiu@example.com')))?.id).toBe(disabled.id);
        expect(await run((r) => r.users.ofEmail('ninguem@example.com'))).toBeNull();
        expect((await run((r) => r.users.ofInvitationTokenHash('hash:abc')))?.id).toBe(invited.id);
        expect(await run((r) => r.users.ofInvitationTokenHash('hash:ab'))).toBeNull();
        expect(await run((r) => r.users.ofInvitationTokenHash(''))).toBeNull();
      });
    });

    describe('ofCompany', () => {
      it("pages the company's users of every status by createdAt then id, with the exact total", async () => {
        const company = aCompany().build();
        const other = aCompany().build();
        const users = [
          aUser().of(company).withId(contractId(3)).createdAt(at(10)).build(),
          aUser().of(company).withId(contractId(2)).invited().createdAt(at(10)).build(),
          aUser().of(company).withId(contractId(1)).disabled(at(30)).createdAt(at(20)).build(),
        ];
        const foreign = aUser().of(other).withId(contractId(4)).createdAt(at(0)).build();
        await seed(harness().uow, { companies: [company, other], users: [...users, foreign] });

        const first = await run((r) => r.users.ofCompany(company.id, { page: 1, perPage: 2 }));
        expect(first.items.map((u) => u.id)).toEqual([contractId(2), contractId(3)]);
        expect({ total: first.total, lastPage: first.lastPage }).toEqual({ total: 3, lastPage: 2 });
        const second = await run((r) => r.users.ofCompany(company.id, { page: 2, perPage: 2 }));
        expect(second.items.map((u) => u.toProps())).toEqual([users[2]?.toProps()]);
        expect((await run((r) => r.users.ofCompany(NOT_A_UUID, { page: 1, perPage: 10 }))).total).toBe(0);
      });

      it('walks the same users by cursor, ties broken by id, and starts after any place', async () => {
        const company = aCompany().build();
        const users = [3, 2, 1].map((n) =>
          aUser()
            .of(company)
            .withId(contractId(n))
            .createdAt(at(n === 1 ? 20 : 10))
            .build(),
        );
        await seed(harness().uow, { companies: [company], users });
        const list = (request: PageRequest) => run((r) => r.users.ofCompany(company.id, request));

        expect(await walkByCursor(list, 2)).toEqual([contractId(2), contractId(3), contractId(1)]);
        const after = { createdAt: at(10), id: contractId(2) };
        expect((await list({ page: 1, perPage: 5, cursor: { after } })).items.map((u) => u.id)).toEqual([
          contractId(3),
          contractId(1),
        ]);
      });
    });

    describe('unique e-mail', () => {
      it("rejects another user's e-mail, of another company or disabled, and keeps the first", async () => {
        const company = aCompany().build();
        const other = aCompany().build();
        const first = aUser().of(company).withEmail('ana@example.com').build();
        const gone = aUser().of(company).withEmail('gone@example.com').disabled(at(1)).build();
        await seed(harness().uow, { companies: [company, other], users: [first, gone] });

        const second = aUser().of(other).withEmail('ana@example.com').build();
        await expectEmailTaken(save(second));
        await expectEmailTaken(save(aUser().of(other).withEmail('GONE@example.com').build()));
        expect(await propsOf(second.id)).toBeNull();

        const third = aUser().of(company).build();
        await save(third);
        await expectEmailTaken(save(changed(third, { email: Email.create('ana@example.com') })));
        expect((await propsOf(third.id))?.email.value).toBe(third.email.value);
      });

      it('accepts saving a user again under its own e-mail', async () => {
        const company = aCompany().build();
        const user = aUser().of(company).withEmail('ana@example.com').build();
        await seed(harness().uow, { companies: [company], users: [user] });

        const signedIn = changed(user, { lastSignInAt: at(50) });
        await save(signedIn);

        expect(await propsOf(user.id)).toEqual(signedIn.toProps());
      });
    });
  });
}
