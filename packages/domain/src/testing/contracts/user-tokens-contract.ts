import { describe, expect, it } from '@jest/globals';
import type { UserTokenProps } from '../../access/user-token';
import type { Repositories } from '../../repositories';
import { aCompany, aUser, aUserToken } from '../builders';
import { at, contractId, seed, NOT_A_UUID, UNKNOWN_ID, useHarness, type HarnessFactory } from './harness';

/**
 * The contract of the `UserTokens` port: round trips (live, used, revoked), lookups by id and by identifier
 * (exact), and a user's tokens in creation order.
 */
export function userTokensContract(adapterName: string, makeHarness: HarnessFactory): void {
  describe(`UserTokens contract (${adapterName})`, () => {
    const harness = useHarness(makeHarness);
    const run = <T>(work: (r: Repositories) => Promise<T>): Promise<T> => harness().uow.run(work);
    const byIdentifier = async (identifier: string): Promise<UserTokenProps | null> =>
      (await run((r) => r.userTokens.ofIdentifier(identifier)))?.toProps() ?? null;

    it('round-trips live, used and revoked tokens by id and identifier, and records revocation and use', async () => {
      const company = aCompany().build();
      const user = aUser().of(company).build();
      const live = aUserToken().of(user).named('Integração CI').createdAt(at(0), 90).build();
      const used = aUserToken().of(user).createdAt(at(1)).lastUsedAt(at(2)).build();
      const revoked = aUserToken().of(user).createdAt(at(3), 1).revoked(at(4)).build();
      await seed(harness().uow, { companies: [company], users: [user], userTokens: [live, used, revoked] });

      for (const token of [live, used, revoked]) {
        expect(await byIdentifier(token.identifier)).toEqual(token.toProps());
        expect((await run((r) => r.userTokens.ofId(token.id)))?.toProps()).toEqual(token.toProps());
      }
      live.recordUse(at(10));
      live.revoke(at(11));
      await run((r) => r.userTokens.save(live));
      expect(await byIdentifier(live.identifier)).toEqual({ ...live.toProps(), lastUsedAt: at(10), revokedAt: at(11) });
    });

    it('answers null for an unknown id or identifier, and matches identifiers exactly', async () => {
      const company = aCompany().build();
      const user = aUser().of(company).build();
      const token = aUserToken().of(user).build();
      await seed(harness().uow, { companies: [company], users: [user], userTokens: [token] });

      expect(await run((r) => r.userTokens.ofId(UNKNOWN_ID))).toBeNull();
      expect(await run((r) => r.userTokens.ofId(NOT_A_UUID))).toBeNull();
      expect(await byIdentifier('')).toBeNull();
      expect(await byIdentifier(token.identifier.toUpperCase())).toBeNull();
      expect(await byIdentifier(`${token.identifier}\u0000`)).toBeNull();
      expect(await byIdentifier(token.identifier.slice(0, -1))).toBeNull();
    });

    it("lists a user's tokens in every state by createdAt then id, and no other user's", async () => {
      const company = aCompany().build();
      const ana = aUser().of(company).build();
      const bia = aUser().of(company).build();
      const tokens = [
        aUserToken().of(ana).withId(contractId(3)).createdAt(at(10)).build(),
        aUserToken().of(ana).withId(contractId(2)).createdAt(at(10)).revoked(at(11)).build(),
        aUserToken().of(ana).withId(contractId(1)).createdAt(at(20)).build(),
      ];
      const theirs = aUserToken().of(bia).withId(contractId(4)).createdAt(at(0)).build();
      await seed(harness().uow, { companies: [company], users: [ana, bia], userTokens: [...tokens, theirs] });

      expect((await run((r) => r.userTokens.ofUser(ana.id))).map((t) => t.toProps())).toEqual([
        tokens[1]?.toProps(),
        tokens[0]?.toProps(),
        tokens[2]?.toProps(),
      ]);
      expect((await run((r) => r.userTokens.ofUser(bia.id))).map((t) => t.id)).toEqual([contractId(4)]);
      expect(await run((r) => r.userTokens.ofUser(NOT_A_UUID))).toEqual([]);
    });
  });
}
