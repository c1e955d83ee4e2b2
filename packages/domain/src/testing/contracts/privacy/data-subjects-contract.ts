import { describe, expect, it } from '@jest/globals';
import { DateBR } from '../../../kernel/br/date-br';
import { Campaign } from '../../../surveys/campaign';
import type { Repositories } from '../../../repositories';
import { aCompany, anEmployee } from '../../builders';
import { at, contractId, NOT_A_UUID, seed, useHarness, type HarnessFactory } from '../harness';
import { answered, openCampaign, responseTo } from '../surveys-contract';

/**
 * The contract of the `DataSubjects` port (docs/lgpd.md#access-and-portability, #anonymisation): a person's
 * invitations (pending from the campaign links, answered from the responses linked to them) with the campaign's name
 * and days, their linked responses with every answer, and unlinking, after which the responses (but their open
 * answers) and the campaign's counts stay as they were and nothing of them points to the person.
 */
export function dataSubjectsContract(adapterName: string, makeHarness: HarnessFactory): void {
  describe(`DataSubjects contract (${adapterName})`, () => {
    const harness = useHarness(makeHarness);
    const run = <T>(work: (r: Repositories) => Promise<T>): Promise<T> => harness().uow.run(work);

    async function world() {
      const company = aCompany().build();
      const answeredOne = openCampaign(company, 1);
      const pendingOne = Campaign.fromProps({
        ...openCampaign(company, 2).toProps(),
        name: 'Pulso de março',
        startsOn: DateBR.fromIso('2026-03-01'),
        endsOn: DateBR.fromIso('2026-03-31'),
      });
      const elsewhere = openCampaign(company, 3);
      const person = anEmployee().of(company).withId(contractId(1)).inCampaigns(answeredOne.id, pendingOne.id).build();
      const other = anEmployee().of(company).withId(contractId(2)).inCampaigns(answeredOne.id, elsewhere.id).build();
      await seed(harness().uow, {
        companies: [company],
        campaigns: [answeredOne, pendingOne, elsewhere],
        employees: [person, other],
      });
      const own = {
        response: responseTo(answeredOne, at(10), { openText: 'Quero mais treinamento.' }),
        employeeId: person.id,
      };
      await run((r) => r.responses.add(answeredOne, [own, answered(answeredOne, other, at(11))]));
      return { company, answeredOne, pendingOne, person, other, own: own.response };
    }

    it('lists the person’s invitations, pending and answered, with campaign name, days and delivery', async () => {
      const { answeredOne, pendingOne, person } = await world();
      const claimed = await run((r) =>
        r.invitationMessages.claim({
          now: at(20),
          limit: 10,
          leaseUntil: at(21),
          leaseToken: contractId(900),
          reminders: false,
          excludedCompanies: [],
        }),
      );
      const mine = claimed.find((m) => m.employeeId === person.id)!;
      const sentAt = at(20);
      const outcome = { kind: 'sent', channel: 'email', at: sentAt } as const;
      expect(await run((r) => r.invitationMessages.record({ ...mine, outcome }))).toBe(true);
      expect(await run((r) => r.dataSubjects.invitationsOf(person.id))).toEqual([
        {
          campaignId: answeredOne.id,
          campaignName: answeredOne.name,
          status: 'answered',
          startsOn: null,
          endsOn: null,
          answeredAt: at(10),
          delivery: { state: 'pending', channel: null, sentAt: null, remindersSent: 0, reason: null },
        },
        {
          campaignId: pendingOne.id,
          campaignName: 'Pulso de março',
          status: 'pending',
          startsOn: DateBR.fromIso('2026-03-01'),
          endsOn: DateBR.fromIso('2026-03-31'),
          answeredAt: null,
          delivery: { state: 'sent', channel: 'email', sentAt, remindersSent: 0, reason: null },
        },
      ]);
      expect(await run((r) => r.dataSubjects.invitationsOf(NOT_A_UUID))).toEqual([]);
    });

    it('answers the responses linked to the person, every answer included, and no one else’s', async () => {
      const { person, own } = await world();
      expect(await run((r) => r.dataSubjects.responsesOf(person.id))).toEqual([own]);
      expect(await run((r) => r.dataSubjects.responsesOf(NOT_A_UUID))).toEqual([]);
    });

    it('unlinks the responses: kept and counted as before, no longer the person’s', async () => {
      const { answeredOne, person, other, own } = await world();
      const counts = await run((r) => r.invitations.countsOf([answeredOne.id]));
      const responses = await run((r) => r.responses.ofCampaign(answeredOne.id));
      // As an anonymisation does: the soft delete removes the campaign links first.
      person.softDelete(at(20));
      await run((r) => r.employees.save(person));

      expect(await run((r) => r.dataSubjects.unlinkResponses(person.id, null))).toBe(1);

      expect(await run((r) => r.dataSubjects.responsesOf(person.id))).toEqual([]);
      expect(await run((r) => r.dataSubjects.invitationsOf(person.id))).toEqual([]);
      // The responses stay, the open answers of the person's gone (free text that may name them).
      const withoutOpen = responses.map((r) =>
        r.id === own.id ? { ...r, answers: r.answers.filter((a) => typeof a.value === 'number') } : r,
      );
      expect(own.answers.some((a) => a.value === 'Quero mais treinamento.')).toBe(true);
      expect(await run((r) => r.responses.ofCampaign(answeredOne.id))).toEqual(withoutOpen);
      expect(await run((r) => r.invitations.countsOf([answeredOne.id]))).toEqual(counts);
      const listed = await run((r) => r.invitations.list(answeredOne.id, { page: 1, perPage: 10, status: null }));
      expect(listed.items.map((i) => i.employeeId)).toEqual([other.id]);
      expect(await run((r) => r.dataSubjects.unlinkResponses(person.id, null))).toBe(0);
    });
  });
}
