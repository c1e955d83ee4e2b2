import { describe, expect, it } from '@jest/globals';
import type { Campaign } from '../../../surveys/campaign';
import type { Company } from '../../../tenancy/company';
import type { Employee } from '../../../directory/employee';
import type { InvitationMessageClaim, InvitationMessageOutcome } from '../../../notifications';
import type { Repositories } from '../../../repositories';
import { aCampaign, aCompany, anEmployee } from '../../builders';
import { contractId, seed, useHarness, type HarnessFactory } from '../harness';
import { responseTo } from '../surveys-contract';

const DAY = 86_400_000;
/** When the contract's campaigns opened. */
const OPENED = new Date('2026-11-02T12:00:00Z');
const after = (days: number, hours = 0) => new Date(OPENED.getTime() + days * DAY + hours * 3_600_000);
const hash = (n: number) => n.toString(16).padStart(64, '0');

/**
 * The contract of the `InvitationMessages` port (docs/notifications.md#the-worker): the pending invitations of open
 * `platform` campaigns are the messages to send, each claimed by one worker at a time under a lease, with the facts
 * the message says; an outcome is recorded only under the claim's lease; reminders come on the campaign's days after
 * opening, while allowed, until the invitation is answered or its reminders stopped.
 */
export function invitationMessagesContract(adapterName: string, makeHarness: HarnessFactory): void {
  describe(`InvitationMessages contract (${adapterName})`, () => {
    const harness = useHarness(makeHarness);
    const run = <T>(work: (r: Repositories) => Promise<T>) => harness().uow.run(work);
    const claim = (now: Date, extra: Partial<InvitationMessageClaim> = {}) =>
      run((r) =>
        r.invitationMessages.claim({
          now,
          limit: 50,
          leaseUntil: new Date(now.getTime() + 60_000),
          leaseToken: contractId(900 + Math.floor(Math.random() * 1000)),
          reminders: true,
          excludedCompanies: [],
          ...extra,
        }),
      );
    const record = (
      m: { campaignId: string; employeeId: string; leaseToken: string },
      outcome: InvitationMessageOutcome,
    ) => run((r) => r.invitationMessages.record({ ...m, outcome }));
    const sent = (at: Date): InvitationMessageOutcome => ({ kind: 'sent', channel: 'email', at });

    async function world(): Promise<{ company: Company; platform: Campaign; employees: Employee[] }> {
      const company = aCompany().named('Acme Ltda').withReportMinGroupSize(4).build();
      const platform = aCampaign().of(company).openedAt(OPENED).build();
      const links = aCampaign().of(company).distributedBy('links').openedAt(OPENED).build();
      const closed = aCampaign().of(company).inStatus('closed').openedAt(OPENED).build();
      const employees = [1, 2].map((n) =>
        anEmployee()
          .of(company)
          .withId(contractId(n))
          .named(`Pessoa ${n === 1 ? 'Um' : 'Dois'} Silva`)
          .withEmail(`pessoa${n}@acme.com.br`)
          .inCampaigns(platform.id, links.id, closed.id)
          .build(),
      );
      await seed(harness().uow, { companies: [company], campaigns: [platform, links, closed], employees });
      return { company, platform, employees };
    }

    it('claims each pending invitation of an open platform campaign once, with what its message says', async () => {
      const { company, platform, employees } = await world();
      const first = await claim(after(0));
      expect(first.map((m) => [m.campaignId, m.employeeId, m.kind, m.reminder, m.tries])).toEqual(
        employees.map((e) => [platform.id, e.id, 'survey_invitation', 0, 0]),
      );
      expect(first[0]).toMatchObject({
        companyId: company.id,
        companyName: 'Acme Ltda',
        companyMinGroupSize: 4,
        campaignName: platform.name,
        tokenSealed: null,
        recipient: { name: 'Pessoa Um Silva', email: 'pessoa1@acme.com.br', language: 'pt-BR' },
      });
      expect(await claim(after(0, 0.001))).toEqual([]);
      // Once the lease ran out, another claim takes them again, tries kept.
      const again = await claim(after(0, 1));
      expect(again.map((m) => [m.employeeId, m.tries])).toEqual(employees.map((e) => [e.id, 0]));
      expect(await record(first[0]!, sent(after(0, 1)))).toBe(false);
    });

    it('records a try under its lease only: sent, retry (after its time, tries counted), undeliverable', async () => {
      const { platform, employees } = await world();
      const [one, two] = await claim(after(0));
      expect(await record(one!, sent(after(0)))).toBe(true);
      expect(await record(one!, sent(after(0)))).toBe(false);
      expect(await record(two!, { kind: 'retry', nextAttemptAt: after(0, 1), error: 'smtp_451' })).toBe(true);
      expect(await claim(after(0, 0.5))).toEqual([]);
      const retried = await claim(after(0, 1));
      expect(retried.map((m) => [m.employeeId, m.reminder, m.tries])).toEqual([[employees[1]!.id, 0, 1]]);
      expect(await record(retried[0]!, { kind: 'undeliverable', reason: 'refused', error: 'smtp_550' })).toBe(true);
      expect(await run((r) => r.invitationMessages.countsOf(platform.id))).toEqual({
        pending: 0,
        sent: 1,
        undeliverable: 1,
      });
      expect(await claim(after(30))).toHaveLength(1); // the sent one's reminder; never the undeliverable one
    });

    it('defers a message held back by the rate without counting a try; skips companies excluded', async () => {
      const { company, employees } = await world();
      expect(await claim(after(0), { excludedCompanies: [company.id] })).toEqual([]);
      const [one, two] = await claim(after(0), { excludedCompanies: [contractId(999)] });
      expect(await record(one!, { kind: 'retry', nextAttemptAt: after(0, 1), error: 'smtp_451' })).toBe(true);
      expect(await record(two!, { kind: 'deferred', nextAttemptAt: after(0, 1) })).toBe(true);
      expect(await claim(after(0, 0.5))).toEqual([]);
      const again = await claim(after(0, 1));
      expect(again.map((m) => [m.employeeId, m.reminder, m.tries])).toEqual([
        [employees[0]!.id, 0, 1],
        [employees[1]!.id, 0, 0],
      ]);
      expect(await record(again[1]!, { kind: 'deferred', nextAttemptAt: after(0, 2) })).toBe(true);
      expect(await record(again[1]!, sent(after(0, 2)))).toBe(false);
    });

    it('sends reminders on the campaign days while allowed, never to one who answered or opted out', async () => {
      const { platform, employees } = await world();
      await run((r) =>
        r.invitations.replaceTokens(
          platform.id,
          employees.map((e, n) => ({ employeeId: e.id, tokenHash: hash(n + 1), tokenSealed: `sealed-${n}` })),
        ),
      );
      for (const m of await claim(after(0))) await record(m, sent(after(0)));
      expect(await claim(after(2, 23))).toEqual([]);
      expect(await claim(after(3), { reminders: false })).toEqual([]);
      const firstReminders = await claim(after(3));
      expect(firstReminders.map((m) => [m.kind, m.reminder, m.tokenSealed])).toEqual([
        ['survey_reminder', 1, 'sealed-0'],
        ['survey_reminder', 1, 'sealed-1'],
      ]);
      for (const m of firstReminders) await record(m, sent(after(3)));
      expect(await claim(after(6))).toEqual([]);
      const answered = anEmployee().of(platform.companyId).withId(contractId(3)).inCampaigns(platform.id).build();
      await seed(harness().uow, { employees: [answered] });
      const [invitation] = await claim(after(6));
      await record(invitation!, sent(after(6)));
      await run((r) =>
        r.responses.add(platform, [{ response: responseTo(platform, after(6, 1)), employeeId: answered.id }]),
      );
      expect(await run((r) => r.invitationMessages.optOutOfReminders(hash(1)))).toBe(true);
      expect(await run((r) => r.invitationMessages.optOutOfReminders(hash(99)))).toBe(false);
      const second = await claim(after(7));
      expect(second.map((m) => [m.employeeId, m.reminder])).toEqual([[employees[1]!.id, 2]]);
      await record(second[0]!, sent(after(7)));
      expect(await claim(after(40))).toEqual([]); // two days, two reminders: no more
    });
  });
}
