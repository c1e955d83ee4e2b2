import { describe, expect, it } from '@jest/globals';
import { Campaign, type CampaignProps } from '../../surveys/campaign';
import type { CampaignQuery } from '../../surveys/campaigns';
import type { Company } from '../../tenancy/company';
import { DateBR } from '../../kernel/br/date-br';
import { Questionnaire } from '../../surveys/questionnaire';
import { SequentialIdGenerator } from '../sequential-id-generator';
import { Employee } from '../../directory/employee';
import type { Repositories } from '../../repositories';
import { aCampaign, aCompany, anEmployee } from '../builders';
import { at, contractId, seed, NOT_A_UUID, UNKNOWN_ID, useHarness, type HarnessFactory } from './harness';

/** A campaign of `company` created at `createdAt` with `change`; opened when created unless a draft or said. */
function campaign(company: Company, id: string, createdAt: Date, change: Partial<CampaignProps> = {}): Campaign {
  const built = aCampaign()
    .of(company)
    .createdAt(createdAt)
    .inStatus(change.status ?? 'open')
    .build();
  return Campaign.fromProps({ ...built.toProps(), id, ...change });
}

/** Ids of the questions built here: unique in the process, whatever the adapter's database keeps between tests. */
const questionIds = new SequentialIdGenerator('c0ffee00');

/** The same wording in the three languages (the adapter stores each). */
function texts(text: string): { 'pt-BR': string; en: string; es: string } {
  return { 'pt-BR': text, en: `${text} (en)`, es: `${text} (es)` };
}

/**
 * The contract of the `Campaigns` port: round trips (status, dates, opening time, questions in order), a company's
 * campaigns paged newest first with the status and name filters, its active (open) campaigns in list order, and the
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
      it('round-trips campaigns in every status, with dates and their questions in order', async () => {
        const company = aCompany().build();
        const open = campaign(company, contractId(1), at(0), { name: 'Pesquisa de Clima 2026', openedAt: at(3) });
        const closed = campaign(company, contractId(2), at(1), { name: 'Onboarding', status: 'closed' });
        const draft = campaign(company, contractId(3), at(2), {
          status: 'draft',
          startsOn: DateBR.create('01/03/2026', 'starts_on'),
          endsOn: DateBR.create('31/03/2026', 'ends_on'),
          questionnaire: Questionnaire.create(
            [
              { kind: 'open', text: { 'pt-BR': 'Algo mais?', en: 'Anything else?', es: '¿Algo más?' } },
              { kind: 'likert', dimension: 'psychosocial', factor: 'workload', reversed: true, text: texts('Cansaço') },
              { kind: 'enps', text: texts('Recomendaria?') },
            ],
            questionIds,
          ),
          version: 4,
          updatedAt: at(9),
        });
        await seed(harness().uow, { companies: [company], campaigns: [open, closed, draft] });

        expect(await propsOf(open.id)).toEqual(open.toProps());
        expect(await propsOf(closed.id)).toEqual(closed.toProps());
        expect(await propsOf(draft.id)).toEqual(draft.toProps());
        expect((await propsOf(draft.id))?.questionnaire.questions.map((q) => q.kind)).toEqual([
          'open',
          'likert',
          'enps',
        ]);
      });

      it('answers null for an unknown id, and for one that is not a UUID', async () => {
        expect(await propsOf(UNKNOWN_ID)).toBeNull();
        expect(await propsOf(NOT_A_UUID)).toBeNull();
      });

      it('updates a stored campaign, replacing its questions', async () => {
        const company = aCompany().build();
        const stored = campaign(company, contractId(1), at(0), { status: 'draft' });
        await seed(harness().uow, { companies: [company], campaigns: [stored] });

        const updated = Campaign.fromProps({
          ...stored.toProps(),
          name: 'Pesquisa Encerrada',
          status: 'closed',
          openedAt: at(4),
          questionnaire: Questionnaire.create([{ kind: 'lnps', text: texts('Líder?') }], questionIds),
          version: 2,
          updatedAt: at(5),
        });
        await run((r) => r.campaigns.save(updated));

        expect(await propsOf(stored.id)).toEqual(updated.toProps());
      });
    });

    describe('list', () => {
      const query = (change: Partial<CampaignQuery> = {}): CampaignQuery => ({
        page: 1,
        perPage: 10,
        status: null,
        search: null,
        ...change,
      });
      const listed = async (companyId: string, change: Partial<CampaignQuery> = {}) => {
        const page = await run((r) => r.campaigns.list(companyId, query(change)));
        return { ids: page.items.map((c) => c.id), total: page.total, lastPage: page.lastPage };
      };

      it("pages the company's campaigns newest first, filtered by status and by name (literal, any case)", async () => {
        const company = aCompany().build();
        const other = aCompany().build();
        const oldest = campaign(company, contractId(1), at(0), { name: 'Clima 2025', status: 'closed' });
        const sameTimeLow = campaign(company, contractId(2), at(10), { name: 'Onboarding 100%' });
        const sameTimeHigh = campaign(company, contractId(3), at(10), { name: 'Clima 2026', status: 'draft' });
        const newest = campaign(company, contractId(4), at(20), { name: 'Liderança_2026' });
        const foreign = campaign(other, contractId(5), at(30), { name: 'Clima 2026' });
        await seed(harness().uow, {
          companies: [company, other],
          campaigns: [sameTimeLow, oldest, foreign, newest, sameTimeHigh],
        });

        expect(await listed(company.id)).toEqual({
          ids: [newest.id, sameTimeHigh.id, sameTimeLow.id, oldest.id],
          total: 4,
          lastPage: 1,
        });
        expect(await listed(company.id, { perPage: 3, page: 2 })).toEqual({ ids: [oldest.id], total: 4, lastPage: 2 });
        expect(await listed(company.id, { status: 'open' })).toEqual({
          ids: [newest.id, sameTimeLow.id],
          total: 2,
          lastPage: 1,
        });
        expect(await listed(company.id, { search: 'CLIMA' })).toEqual({
          ids: [sameTimeHigh.id, oldest.id],
          total: 2,
          lastPage: 1,
        });
        expect(await listed(company.id, { search: '0%' })).toEqual({ ids: [sameTimeLow.id], total: 1, lastPage: 1 });
        expect(await listed(company.id, { search: 'a_2' })).toEqual({ ids: [newest.id], total: 1, lastPage: 1 });
        expect(await listed(company.id, { search: 'clima', status: 'draft' })).toEqual({
          ids: [sameTimeHigh.id],
          total: 1,
          lastPage: 1,
        });
        expect(await listed(NOT_A_UUID)).toEqual({ ids: [], total: 0, lastPage: 1 });
      });
    });

    describe('activeIdsOf', () => {
      it("lists the company's active campaigns only, ordered by createdAt then id", async () => {
        const company = aCompany().build();
        const other = aCompany().build();
        const late = campaign(company, contractId(1), at(20));
        const earlyHighId = campaign(company, contractId(3), at(10));
        const earlyLowId = campaign(company, contractId(2), at(10));
        const inactive = campaign(company, contractId(4), at(0), { status: 'closed' });
        const draft = campaign(company, contractId(6), at(0), { status: 'draft' });
        const foreign = campaign(other, contractId(5), at(0));
        await seed(harness().uow, {
          companies: [company, other],
          campaigns: [late, earlyHighId, inactive, foreign, earlyLowId, draft],
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
