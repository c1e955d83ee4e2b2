import { CreateCampaign, CreateCompany, ForbiddenError, ListCompanies, ResolveTargetCompany, SetCompanyRateLimit } from '@employee/domain';
import { aCompany } from '@employee/domain/testing';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { violationsOf, world } from './world';

describe('company use cases', () => {
  const w = world();
  const holding = aCompany().named('Holding').createdAt('2026-01-01T00:00:00Z').build();
  const branch = aCompany().named('Filial Sul').branchOf(holding).createdAt('2026-01-02T00:00:00Z').build();
  const subBranch = aCompany().named('Filial Porto Alegre').branchOf(branch).createdAt('2026-01-03T00:00:00Z').build();
  const sibling = aCompany().named('Filial Norte').branchOf(holding).createdAt('2026-01-04T00:00:00Z').build();
  const unrelated = aCompany().named('Outra').createdAt('2026-01-05T00:00:00Z').build();
  const resolve = new ResolveTargetCompany(w.uow);

  beforeAll(async () => {
    for (const c of [holding, branch, subBranch, sibling, unrelated]) await w.repos.companies.save(c);
  });

  describe('ResolveTargetCompany', () => {
    it('targets the key’s own company without Resource-Id, or with its own id', async () => {
      expect(await resolve.execute({ company_id: branch.id })).toBe(branch.id);
      expect(await resolve.execute({ company_id: branch.id, resource_id: branch.id.toUpperCase() })).toBe(branch.id);
    });

    it('lets a parent act on any company below it', async () => {
      expect(await resolve.execute({ company_id: holding.id, resource_id: branch.id })).toBe(branch.id);
      expect(await resolve.execute({ company_id: holding.id, resource_id: subBranch.id })).toBe(subBranch.id);
    });

    it('forbids a parent, a sibling, an unrelated or unknown company, and a non-UUID', async () => {
      for (const resourceId of [holding.id, sibling.id, unrelated.id, '99999999-9999-4999-8999-999999999999', 'abc', '', null, 42]) {
        await expect(resolve.execute({ company_id: branch.id, resource_id: resourceId })).rejects.toBeInstanceOf(ForbiddenError);
      }
      await expect(resolve.execute({ company_id: branch.id, resource_id: holding.id })).rejects.toMatchObject({
        code: 'COMPANY.FORBIDDEN_TARGET',
      });
    });
  });

  it('lists the target company and every company below it, page by page', async () => {
    const list = new ListCompanies(w.uow);
    const all = await list.execute({ companyId: holding.id });
    expect(all.items.map((c) => c.name)).toEqual(['Holding', 'Filial Sul', 'Filial Porto Alegre', 'Filial Norte']);
    expect((await list.execute({ companyId: branch.id })).items.map((c) => c.name)).toEqual(['Filial Sul', 'Filial Porto Alegre']);
    expect(await list.execute({ companyId: holding.id, page: 2, perPage: 3 })).toMatchObject({ total: 4, lastPage: 2 });
  });

  it('creates companies and branches, refusing bad input and unknown parents', async () => {
    const create = new CreateCompany(w.uow, w.clock, w.ids);
    const created = await create.execute({ name: ' Nova Ltda ', identifyKey: 'email', parentId: holding.id });
    expect(created.toProps()).toMatchObject({ name: 'Nova Ltda', identifyKey: 'email', parentId: holding.id, rateLimitPerMinute: null });
    const { codes } = await violationsOf(
      create.execute({ name: '', identifyKey: 'cpf', parentId: '99999999-9999-4999-8999-999999999999' }),
    );
    expect(codes).toEqual({ name: ['COMPANY.NAME_EMPTY'], identify_key: ['COMPANY.IDENTIFY_KEY'], parent_id: ['COMPANY.PARENT_UNKNOWN'] });
  });

  it('sets a company’s own rate limit within 1..1,000,000, or back to the default with null', async () => {
    const set = new SetCompanyRateLimit(w.uow, w.clock);
    expect((await set.execute({ companyId: unrelated.id, perMinute: 6000 })).rateLimitPerMinute).toBe(6000);
    for (const bad of [0, 1.5, '6000', 1_000_001]) {
      expect((await violationsOf(set.execute({ companyId: unrelated.id, perMinute: bad }))).codes).toEqual({
        per_minute: ['COMPANY.RATE_LIMIT'],
      });
    }
    expect((await w.repos.companies.ofId(unrelated.id))?.rateLimitPerMinute).toBe(6000);
    expect((await set.execute({ companyId: unrelated.id, perMinute: null })).rateLimitPerMinute).toBeNull();
  });

  it('creates active and inactive campaigns', async () => {
    const create = new CreateCampaign(w.uow, w.clock, w.ids);
    const active = await create.execute({ companyId: unrelated.id, name: 'Clima 2026' });
    await create.execute({ companyId: unrelated.id, name: 'Antiga', isActive: false });
    expect(await w.repos.campaigns.activeIdsOf(unrelated.id)).toEqual([active.id]);
    expect((await violationsOf(create.execute({ companyId: unrelated.id, name: ' ' }))).codes).toEqual({ name: ['CAMPAIGN.NAME_EMPTY'] });
  });
});
