import { describe, expect, it } from '@jest/globals';
import { Campaign, type CampaignProps } from '../../campaign/campaign';
import type { Company } from '../../company/company';
import { Employee } from '../../employee/employee';
import type { Repositories } from '../../shared/unit-of-work';
import { aCampaign, aCompany, anEmployee } from '../builders';
import { at, contractId, seed, NOT_A_UUID, UNKNOWN_ID, useHarness, type HarnessFactory } from './harness';

function campaign(company: Company, id: string, createdAt: Date, change: Partial<CampaignProps> = {}): Campaign {
  return Campaign.fromProps({ ...aCampaign().of(company).createdAt(createdAt).build().toProps(), id, ...change });
}

/**
 * The contract of the `Campaigns` port: round trips, a company's active campaigns in list order, and the
 * members of a campaign as read from the employees' campaign links.
 */
export function campaignsContract(adapterName: string, makeHarness: HarnessFactory): void {
  describe(`Campaigns contract (${adapterName})`, () => {
    const harness = useHarness(makeHarness);
    const run = <T>(work: (r: Repositories) => Promise<T>): Promise<T> => harness().uow.run(work);
    const propsOf = async (id: string): Promise<CampaignProps | null> =>
      (await run((r) => r.campaigns.ofId(id)))?.toProps() ?? null;
    const members = (campaignId: string): Promise<string[]> => run((r) => r.campaigns.membersOf(campaignId));

    describe('save and ofId', () => {
      it('round-trips an active and an inactive campaign', async () => {
        const company = aCompany().build();
        const active = campaign(company, contractId(1), at(0), { name: 'Pesquisa de Clima 2026' });
        const inactive = campaign(company, contractId(2), at(1), { name: 'Onboarding', isActive: false });
        await seed(harness().uow, { companies: [company], campaigns: [active, inactive] });

        expect(await propsOf(active.id)).toEqual(active.toProps());
        expect(await propsOf(inactive.id)).toEqual(inactive.toProps());
      });

      it('answers null for an unknown id, and for one that is not a UUID', async () => {
        expect(await propsOf(UNKNOWN_ID)).toBeNull();
        expect(await propsOf(NOT_A_UUID)).toBeNull();
      });

      it('updates a stored campaign', async () => {
        const company = aCompany().build();
        const stored = campaign(company, contractId(1), at(0));
        await seed(harness().uow, { companies: [company], campaigns: [stored] });

        const updated = Campaign.fromProps({ ...stored.toProps(), name: 'Pesquisa Encerrada', isActive: false });
        await run((r) => r.campaigns.save(updated));

        expect(await propsOf(stored.id)).toEqual(updated.toProps());
      });
    });

    describe('activeIdsOf', () => {
      it("lists the company's active campaigns only, ordered by createdAt then id", async () => {
        const company = aCompany().build();
        const other = aCompany().build();
        const late = campaign(company, contractId(1), at(20));
        const earlyHighId = campaign(company, contractId(3), at(10));
        const earlyLowId = campaign(company, contractId(2), at(10));
        const inactive = campaign(company, contractId(4), at(0), { isActive: false });
        const foreign = campaign(other, contractId(5), at(0));
        await seed(harness().uow, {
          companies: [company, other],
          campaigns: [late, earlyHighId, inactive, foreign, earlyLowId],
        });

        expect(await run((r) => r.campaigns.activeIdsOf(company.id))).toEqual([earlyLowId.id, earlyHighId.id, late.id]);
        expect(await run((r) => r.campaigns.activeIdsOf(other.id))).toEqual([foreign.id]);
        expect(await run((r) => r.campaigns.activeIdsOf(UNKNOWN_ID))).toEqual([]);
        expect(await run((r) => r.campaigns.activeIdsOf(NOT_A_UUID))).toEqual([]);
      });
    });

    describe('membersOf', () => {
      it('lists the ids of the linked employees, ascending, and drops them once soft-deleted or unlinked', async () => {
        const company = aCompany().build();
        const survey = campaign(company, contractId(100), at(0));
        const other = campaign(company, contractId(101), at(1));
        const third = anEmployee().of(company).withId(contractId(3)).inCampaigns(survey.id).createdAt(at(1)).build();
        const first = anEmployee()
          .of(company)
          .withId(contractId(1))
          .inCampaigns(other.id, survey.id)
          .createdAt(at(2))
          .build();
        const second = anEmployee().of(company).withId(contractId(2)).inCampaigns(survey.id).createdAt(at(3)).build();
        const elsewhere = anEmployee().of(company).withId(contractId(4)).inCampaigns(other.id).createdAt(at(4)).build();
        const unlinked = anEmployee().of(company).withId(contractId(5)).createdAt(at(5)).build();
        await seed(harness().uow, {
          companies: [company],
          campaigns: [survey, other],
          employees: [third, first, second, elsewhere, unlinked],
        });

        expect(await members(survey.id)).toEqual([first.id, second.id, third.id]);
        expect(await members(other.id)).toEqual([first.id, elsewhere.id]);
        expect(await members(UNKNOWN_ID)).toEqual([]);
        expect(await members(NOT_A_UUID)).toEqual([]);

        await run(async (r) => {
          const employee = await r.employees.ofId(second.id);
          if (!employee) throw new Error('employee not stored');
          employee.softDelete(at(50));
          await r.employees.save(employee);
        });
        await run((r) =>
          r.employees.save(Employee.fromProps({ ...first.toProps(), campaignIds: [other.id], updatedAt: at(51) })),
        );

        expect(await members(survey.id)).toEqual([third.id]);
        expect(await members(other.id)).toEqual([first.id, elsewhere.id]);
      });

      it('drops employees whose firing is settled', async () => {
        const company = aCompany().build();
        const survey = campaign(company, contractId(100), at(0));
        const fired = anEmployee()
          .of(company)
          .withId(contractId(1))
          .inCampaigns(survey.id)
          .firedOn('10/02/2026', at(10))
          .createdAt(at(1))
          .build();
        const staying = anEmployee().of(company).withId(contractId(2)).inCampaigns(survey.id).createdAt(at(2)).build();
        await seed(harness().uow, { companies: [company], campaigns: [survey], employees: [fired, staying] });

        await run((r) => r.employees.settleFiringsDueBy(at(20)));

        expect(await members(survey.id)).toEqual([staying.id]);
      });
    });
  });
}
