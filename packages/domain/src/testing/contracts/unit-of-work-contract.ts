import { describe, expect, it } from '@jest/globals';
import { ApiKey } from '../../access/api-keys/api-key';
import { Campaign } from '../../surveys/campaign';
import { Company } from '../../tenancy/company';
import { Employee } from '../../directory/employee';
import { FullName } from '../../kernel/br/full-name';
import { Filter } from '../../directory/filter';
import type { Repositories } from '../../repositories';
import { ValidationError } from '../../kernel/violations';
import { aCampaign, aCompany, aFilter, anApiKey, anEmployee } from '../builders';
import { at, seed, useHarness, type HarnessFactory } from './harness';

/**
 * The contract of the `UnitOfWork` port: a run that resolves commits all its writes and returns the work's
 * result; a run that rejects keeps none of them (across every repository) and propagates the rejection.
 */
export function unitOfWorkContract(adapterName: string, makeHarness: HarnessFactory): void {
  describe(`UnitOfWork<Repositories> contract (${adapterName})`, () => {
    const harness = useHarness(makeHarness);
    const run = <T>(work: (r: Repositories) => Promise<T>): Promise<T> => harness().uow.run(work);

    const records = () => {
      const company = aCompany().createdAt(at(0)).build();
      const filter = aFilter().of(company).createdAt(at(1)).build();
      const campaign = aCampaign().of(company).createdAt(at(2)).build();
      const employee = anEmployee()
        .of(company)
        .withFieldValues([{ filterId: filter.id, key: filter.key, value: 'Vendas' }])
        .inCampaigns(campaign.id)
        .createdAt(at(3))
        .build();
      const apiKey = anApiKey().of(company).createdAt(at(4)).build();
      return { company, filter, campaign, employee, apiKey };
    };
    const stored = (ids: { company: string; filter: string; campaign: string; employee: string; apiKey: string }) =>
      run(async (r) => ({
        company: (await r.companies.ofId(ids.company))?.toProps() ?? null,
        filter: (await r.filters.ofId(ids.filter))?.toProps() ?? null,
        campaign: (await r.campaigns.ofId(ids.campaign))?.toProps() ?? null,
        employee: (await r.employees.ofId(ids.employee))?.toProps() ?? null,
        apiKey: (await r.apiKeys.ofIdentifier(ids.apiKey))?.toProps() ?? null,
      }));
    const idsOf = (r: ReturnType<typeof records>) => ({
      company: r.company.id,
      filter: r.filter.id,
      campaign: r.campaign.id,
      employee: r.employee.id,
      apiKey: r.apiKey.identifier,
    });

    it("commits a run that resolves, returns the work's result, and shows its writes to the next run", async () => {
      const r = records();

      const result = await run(async (repos) => {
        await repos.companies.save(r.company);
        await repos.filters.save(r.filter);
        await repos.campaigns.save(r.campaign);
        await repos.employees.save(r.employee);
        await repos.apiKeys.save(r.apiKey);
        return 'done';
      });

      expect(result).toBe('done');
      expect(await stored(idsOf(r))).toEqual({
        company: r.company.toProps(),
        filter: r.filter.toProps(),
        campaign: r.campaign.toProps(),
        employee: r.employee.toProps(),
        apiKey: r.apiKey.toProps(),
      });
    });

    it('lets a run read its own writes', async () => {
      const r = records();

      const seen = await run(async (repos) => {
        await repos.companies.save(r.company);
        await repos.filters.save(r.filter);
        await repos.campaigns.save(r.campaign);
        await repos.employees.save(r.employee);
        return (await repos.employees.ofId(r.employee.id))?.toProps() ?? null;
      });

      expect(seen).toEqual(r.employee.toProps());
    });

    it('keeps none of the writes of a run that throws, and propagates its error', async () => {
      const r = records();
      const failure = new Error('work failed after saving');

      const attempt = run(async (repos) => {
        await repos.companies.save(r.company);
        await repos.filters.save(r.filter);
        await repos.campaigns.save(r.campaign);
        await repos.employees.save(r.employee);
        await repos.apiKeys.save(r.apiKey);
        throw failure;
      });

      await expect(attempt).rejects.toBe(failure);
      expect(await stored(idsOf(r))).toEqual({
        company: null,
        filter: null,
        campaign: null,
        employee: null,
        apiKey: null,
      });
    });

    it('undoes the updates of a run that throws, and keeps what earlier runs committed', async () => {
      const r = records();
      await seed(harness().uow, {
        companies: [r.company],
        filters: [r.filter],
        campaigns: [r.campaign],
        employees: [r.employee],
        apiKeys: [r.apiKey],
      });

      const attempt = run(async (repos) => {
        await repos.employees.save(
          Employee.fromProps({
            ...r.employee.toProps(),
            name: FullName.create('Outro Nome'),
            fieldValues: [],
            campaignIds: [],
            updatedAt: at(9),
          }),
        );
        await repos.filters.save(Filter.fromProps({ ...r.filter.toProps(), active: false, updatedAt: at(9) }));
        await repos.campaigns.save(Campaign.fromProps({ ...r.campaign.toProps(), status: 'closed' }));
        await repos.companies.save(
          Company.fromProps({ ...r.company.toProps(), rateLimitPerMinute: 5, updatedAt: at(9) }),
        );
        await repos.employees.removeValuesOfFilter(r.filter.id);
        await repos.apiKeys.save(ApiKey.fromProps({ ...r.apiKey.toProps(), revokedAt: at(9) }));
        throw new Error('rolled back');
      });

      await expect(attempt).rejects.toThrow('rolled back');
      expect(await stored(idsOf(r))).toEqual({
        company: r.company.toProps(),
        filter: r.filter.toProps(),
        campaign: r.campaign.toProps(),
        employee: r.employee.toProps(),
        apiKey: r.apiKey.toProps(),
      });
    });

    it('undoes the first save of a run whose second save clashes on a unique value', async () => {
      const company = aCompany().createdAt(at(0)).build();
      const holder = anEmployee().of(company).createdAt(at(1)).build();
      await seed(harness().uow, { companies: [company], employees: [holder] });
      const first = anEmployee().of(company).createdAt(at(2)).build();
      const clashing = anEmployee()
        .of(company)
        .withDocument(holder.profile.document?.value ?? null)
        .createdAt(at(3))
        .build();

      const attempt = run(async (repos) => {
        await repos.employees.save(first);
        await repos.employees.save(clashing);
      });

      await expect(attempt).rejects.toBeInstanceOf(ValidationError);
      await expect(attempt).rejects.toHaveProperty('violations.document.0.code', 'DOCUMENT.TAKEN');
      expect(await run((repos) => repos.employees.ofId(first.id))).toBeNull();
      expect(await run((repos) => repos.employees.ofId(clashing.id))).toBeNull();
      expect((await run((repos) => repos.employees.ofId(holder.id)))?.toProps()).toEqual(holder.toProps());
    });
  });
}
