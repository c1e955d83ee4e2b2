import { describe, expect, it } from '@jest/globals';
import type { ApiKey, ApiKeyProps } from '../../access/api-keys/api-key';
import { API_KEY_ALREADY_LIVE } from '../../access/api-keys/api-key.errors';
import { StateError } from '../../kernel/domain-error';
import type { Repositories } from '../../repositories';
import { aCompany, anApiKey } from '../builders';
import { at, contractId, seed, NOT_A_UUID, UNKNOWN_ID, useHarness, type HarnessFactory } from './harness';

/**
 * The contract of the `ApiKeys` port: round trips by identifier, a company's live keys, revocation by save,
 * and at most one live key per company (`API_KEY.ALREADY_LIVE`).
 */
export function apiKeysContract(adapterName: string, makeHarness: HarnessFactory): void {
  describe(`ApiKeys contract (${adapterName})`, () => {
    const harness = useHarness(makeHarness);
    const run = <T>(work: (r: Repositories) => Promise<T>): Promise<T> => harness().uow.run(work);
    const propsOf = async (identifier: string): Promise<ApiKeyProps | null> =>
      (await run((r) => r.apiKeys.ofIdentifier(identifier)))?.toProps() ?? null;
    const liveIds = async (companyId: string): Promise<string[]> =>
      (await run((r) => r.apiKeys.liveOfCompany(companyId))).map((k) => k.id);
    const save = (key: ApiKey): Promise<void> => run((r) => r.apiKeys.save(key));
    const expectAlreadyLive = async (attempt: Promise<unknown>): Promise<void> => {
      await expect(attempt).rejects.toBeInstanceOf(StateError);
      await expect(attempt).rejects.toMatchObject({ code: API_KEY_ALREADY_LIVE });
    };

    describe('save and ofIdentifier', () => {
      it('round-trips a live and a revoked key', async () => {
        const company = aCompany().build();
        const revoked = anApiKey().of(company).createdAt(at(0)).revoked(at(10)).build();
        const live = anApiKey().of(company).createdAt(at(10)).build();
        await seed(harness().uow, { companies: [company], apiKeys: [revoked, live] });

        expect(await propsOf(revoked.identifier)).toEqual(revoked.toProps());
        expect(await propsOf(live.identifier)).toEqual(live.toProps());
      });

      it('answers null for an identifier never issued, an empty one, and one with a NUL byte', async () => {
        const company = aCompany().build();
        const key = anApiKey().of(company).build();
        await seed(harness().uow, { companies: [company], apiKeys: [key] });

        expect(await propsOf('neverissued')).toBeNull();
        expect(await propsOf('')).toBeNull();
        expect(await propsOf(`${key.identifier}\u0000`)).toBeNull();
        expect(await propsOf(key.identifier.toUpperCase())).toBeNull();
      });

      it('revokes a stored key by saving it revoked', async () => {
        const company = aCompany().build();
        const key = anApiKey().of(company).createdAt(at(0)).build();
        await seed(harness().uow, { companies: [company], apiKeys: [key] });

        await run(async (r) => {
          const stored = await r.apiKeys.ofIdentifier(key.identifier);
          if (!stored) throw new Error('key not stored');
          stored.revoke(at(30));
          await r.apiKeys.save(stored);
        });

        expect(await propsOf(key.identifier)).toEqual({ ...key.toProps(), revokedAt: at(30) });
        expect(await liveIds(company.id)).toEqual([]);
      });
    });

    describe('liveOfCompany', () => {
      it("lists only the company's live keys", async () => {
        const company = aCompany().build();
        const other = aCompany().build();
        const onlyRevoked = aCompany().build();
        const live = anApiKey().of(company).withId(contractId(2)).createdAt(at(20)).build();
        const keys = [
          anApiKey().of(company).withId(contractId(1)).createdAt(at(0)).revoked(at(20)).build(),
          live,
          anApiKey().of(other).withId(contractId(3)).createdAt(at(5)).build(),
          anApiKey().of(onlyRevoked).withId(contractId(4)).createdAt(at(5)).revoked(at(6)).build(),
        ];
        await seed(harness().uow, { companies: [company, other, onlyRevoked], apiKeys: keys });

        expect((await run((r) => r.apiKeys.liveOfCompany(company.id))).map((k) => k.toProps())).toEqual([
          live.toProps(),
        ]);
        expect(await liveIds(other.id)).toEqual([contractId(3)]);
        expect(await liveIds(onlyRevoked.id)).toEqual([]);
        expect(await liveIds(UNKNOWN_ID)).toEqual([]);
        expect(await liveIds(NOT_A_UUID)).toEqual([]);
      });
    });

    describe('one live key per company', () => {
      it('rejects a second live key of one company with API_KEY.ALREADY_LIVE, and keeps the first', async () => {
        const company = aCompany().build();
        const first = anApiKey().of(company).createdAt(at(0)).build();
        await seed(harness().uow, { companies: [company], apiKeys: [first] });

        const second = anApiKey().of(company).createdAt(at(1)).build();
        await expectAlreadyLive(save(second));

        expect(await propsOf(second.identifier)).toBeNull();
        expect(await liveIds(company.id)).toEqual([first.id]);
      });

      it('accepts a new live key beside revoked ones when the live one is revoked in the same run', async () => {
        const company = aCompany().build();
        const old = anApiKey().of(company).createdAt(at(0)).revoked(at(5)).build();
        const current = anApiKey().of(company).createdAt(at(5)).build();
        await seed(harness().uow, { companies: [company], apiKeys: [old, current] });

        const next = anApiKey().of(company).createdAt(at(10)).build();
        await run(async (r) => {
          current.revoke(at(10));
          await r.apiKeys.save(current);
          await r.apiKeys.save(next);
        });

        expect(await liveIds(company.id)).toEqual([next.id]);
        expect((await propsOf(current.identifier))?.revokedAt).toEqual(at(10));
        expect((await propsOf(old.identifier))?.revokedAt).toEqual(at(5));
      });

      it('accepts saving the live key again, and a live key of another company', async () => {
        const company = aCompany().build();
        const other = aCompany().build();
        const key = anApiKey().of(company).createdAt(at(0)).build();
        await seed(harness().uow, { companies: [company, other], apiKeys: [key] });

        await save(key);
        const theirs = anApiKey().of(other).createdAt(at(1)).build();
        await save(theirs);

        expect(await liveIds(company.id)).toEqual([key.id]);
        expect(await liveIds(other.id)).toEqual([theirs.id]);
      });
    });
  });
}
