import { describe, expect, it } from '@jest/globals';
import type { User } from '../../../access/user';
import type { UserInvitationMessageClaim, UserInvitationMessageOutcome } from '../../../notifications';
import type { Repositories } from '../../../repositories';
import { aCompany, aUser } from '../../builders';
import { contractId, seed, useHarness, type HarnessFactory } from '../harness';

/** When the contract's invitations were made, and when they expire (72 hours later). */
const MADE = new Date('2026-11-02T12:00:00Z');
const EXPIRES = new Date(MADE.getTime() + 72 * 3_600_000);
const later = (minutes: number) => new Date(MADE.getTime() + minutes * 60_000);
let leases = 0;

/**
 * The contract of the `UserInvitationMessages` port (docs/notifications.md#user-invitations): one message per user,
 * queued with the invitation and replaced by a re-issue; claimed by one worker at a time under a lease, with the facts
 * the message says, only while the user still holds that invitation; an outcome recorded only under the claim's lease.
 */
export function userInvitationMessagesContract(adapterName: string, makeHarness: HarnessFactory): void {
  describe(`UserInvitationMessages contract (${adapterName})`, () => {
    const harness = useHarness(makeHarness);
    const run = <T>(work: (r: Repositories) => Promise<T>) => harness().uow.run(work);
    const claim = (now: Date, extra: Partial<UserInvitationMessageClaim> = {}) =>
      run((r) =>
        r.userInvitationMessages.claim({
          now,
          limit: 50,
          leaseUntil: new Date(now.getTime() + 120_000),
          leaseToken: contractId(900 + (leases++ % 1000)),
          ...extra,
        }),
      );
    const record = (m: { userId: string; leaseToken: string }, outcome: UserInvitationMessageOutcome) =>
      run((r) => r.userInvitationMessages.record({ userId: m.userId, leaseToken: m.leaseToken, outcome }));
    const enqueue = (user: User, sealed: string, at = MADE) =>
      run((r) =>
        r.userInvitationMessages.enqueue({
          userId: user.id,
          companyId: user.companyId,
          tokenHash: user.invitation?.tokenHash ?? 'no-invitation',
          tokenSealed: sealed,
          at,
        }),
      );

    /** A company and invited users (ids in order), each invitation made at `MADE`, saved. */
    async function invited(count: number) {
      const company = aCompany().named('Acme Ltda').build();
      const users = Array.from({ length: count }, (_, n) =>
        aUser()
          .of(company)
          .withId(contractId(n + 1))
          .named(`Pessoa ${['Um', 'Dois', 'Três'][n]} Silva`)
          .withEmail(`pessoa${n + 1}@acme.com.br`)
          .invited(`hash-${n + 1}`, EXPIRES)
          .build(),
      );
      await seed(harness().uow, { companies: [company], users });
      return { company, users };
    }

    it('claims a queued message once, when due, with what it says; records under its lease only', async () => {
      const { company, users } = await invited(1);
      const [ana] = users as [User];
      await enqueue(ana, 'sealed-1', later(1));
      expect(await claim(MADE)).toEqual([]);
      const [first, ...none] = await claim(later(1));
      expect(none).toEqual([]);
      expect(first).toEqual({
        userId: ana.id,
        companyId: company.id,
        issue: 1,
        leaseToken: expect.any(String),
        tries: 0,
        tokenSealed: 'sealed-1',
        expiresAt: EXPIRES,
        recipient: { name: 'Pessoa Um Silva', email: 'pessoa1@acme.com.br' },
        companyName: 'Acme Ltda',
      });
      expect(await claim(later(2))).toEqual([]);
      // Once the lease ran out, another claim takes it again; the first claim's lease records nothing.
      const [again] = await claim(later(4));
      expect(again).toMatchObject({ userId: ana.id, tries: 0, issue: 1 });
      expect(await record(first!, { kind: 'sent', at: later(4) })).toBe(false);
      expect(await record(again!, { kind: 'retry', nextAttemptAt: later(10), error: 'smtp_451' })).toBe(true);
      expect(await claim(later(9))).toEqual([]);
      const [retried] = await claim(later(10));
      expect(retried).toMatchObject({ userId: ana.id, tries: 1, tokenSealed: 'sealed-1' });
      // Held back by the sending rate: due again at its time, no try counted.
      expect(await record(retried!, { kind: 'deferred', nextAttemptAt: later(11) })).toBe(true);
      expect(await claim(later(10.5))).toEqual([]);
      const [deferred] = await claim(later(11));
      expect(deferred).toMatchObject({ userId: ana.id, tries: 1, tokenSealed: 'sealed-1' });
      expect(await record(deferred!, { kind: 'sent', at: later(11) })).toBe(true);
      expect(await record(deferred!, { kind: 'sent', at: later(11) })).toBe(false);
      expect(await claim(later(600))).toEqual([]);
    });

    it('replaces the message on a re-issue: the new token, no tries, the next issue, even after sending', async () => {
      const { users } = await invited(1);
      const ana = users[0]!;
      await enqueue(ana, 'sealed-1');
      const [held] = await claim(MADE);
      const reissue = async (hash: string, sealed: string, at: Date) => {
        ana.reinvite({ tokenHash: hash, expiresAt: new Date(at.getTime() + 72 * 3_600_000) }, at);
        await run((r) => r.users.save(ana));
        await enqueue(ana, sealed, at);
      };
      await reissue('hash-1b', 'sealed-1b', later(1));
      expect(await record(held!, { kind: 'sent', at: later(1) })).toBe(false);
      const [second] = await claim(later(1));
      expect(second).toMatchObject({ issue: 2, tries: 0, tokenSealed: 'sealed-1b' });
      expect(await record(second!, { kind: 'retry', nextAttemptAt: later(2), error: 'timeout' })).toBe(true);
      const [third] = await claim(later(2));
      expect(await record(third!, { kind: 'sent', at: later(2) })).toBe(true);
      await reissue('hash-1c', 'sealed-1c', later(3));
      expect(await claim(later(3))).toMatchObject([{ issue: 3, tries: 0, tokenSealed: 'sealed-1c' }]);
    });

    it('never sends one whose user no longer holds that invitation, nor one refused for good', async () => {
      const { users } = await invited(3);
      const [accepting, disabled, refused] = users as [User, User, User];
      for (const user of users) await enqueue(user, `sealed-${user.id}`);
      accepting.acceptInvitation('password-hash', later(1));
      disabled.disable(later(1));
      await run(async (r) => {
        await r.users.save(accepting);
        await r.users.save(disabled);
      });
      const claimed = await claim(later(1));
      expect(claimed.map((m) => m.userId)).toEqual([refused.id]);
      expect(await record(claimed[0]!, { kind: 'undeliverable', error: 'smtp_550' })).toBe(true);
      expect(await claim(later(600))).toEqual([]);
    });

    it('never sends an expired invitation, nor a message whose token is not the invitation of the user', async () => {
      const { users } = await invited(2);
      const [expiring, replaced] = users as [User, User];
      await enqueue(expiring, 'sealed-1');
      await run((r) =>
        r.userInvitationMessages.enqueue({
          userId: replaced.id,
          companyId: replaced.companyId,
          tokenHash: 'hash-of-another-token',
          tokenSealed: 'sealed-2',
          at: MADE,
        }),
      );
      expect(await claim(EXPIRES)).toEqual([]);
    });

    it('gives each due message to one of two claims made at once', async () => {
      const { users } = await invited(3);
      for (const user of users) await enqueue(user, `sealed-${user.id}`);
      const [a, b] = await Promise.all([claim(MADE, { limit: 2 }), claim(MADE, { limit: 2 })]);
      const ids = [...a, ...b].map((m) => m.userId).sort();
      expect(ids).toEqual(users.map((u) => u.id).sort());
    });
  });
}
