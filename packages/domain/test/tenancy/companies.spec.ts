import {
  CreateCampaign,
  CreateCompany,
  ForbiddenError,
  ListCompanies,
  Principal,
  ResolveTargetCompany,
  SCOPES,
  SetCompanyOtp,
  SetCompanyRateLimit,
  SetCompanyReportMinGroupSize,
  type Company,
} from '@employee/domain';
import { aCompany, anApiKey } from '@employee/domain/testing';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { violationsOf, world } from '../world';

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
    const keyOf = (company: Company): Principal => Principal.ofApiKey(anApiKey().of(company).build(), company);
    const resolved = async (principal: Principal, resourceId?: unknown) => {
      const access = await resolve.execute({ principal, ...(resourceId === undefined ? {} : { resourceId }) });
      return { companyId: access.companyId, scopes: SCOPES.filter((scope) => access.allows(scope)) };
    };

    it('targets the key’s own company without Resource-Id, or with its own id, with every scope', async () => {
      expect(await resolved(keyOf(branch))).toEqual({ companyId: branch.id, scopes: [...SCOPES] });
      expect(await resolved(keyOf(branch), branch.id.toUpperCase())).toEqual({
        companyId: branch.id,
        scopes: [...SCOPES],
      });
    });

    it('lets a parent act on any company below it, with every scope', async () => {
      expect(await resolved(keyOf(holding), branch.id)).toEqual({ companyId: branch.id, scopes: [...SCOPES] });
      expect(await resolved(keyOf(holding), subBranch.id)).toEqual({ companyId: subBranch.id, scopes: [...SCOPES] });
    });

    it('forbids a parent, a sibling, an unrelated or unknown company, and a non-UUID', async () => {
      for (const resourceId of [
        holding.id,
        sibling.id,
        unrelated.id,
        '99999999-9999-4999-8999-999999999999',
        'abc',
        '',
        null,
        42,
      ]) {
        await expect(resolve.execute({ principal: keyOf(branch), resourceId })).rejects.toBeInstanceOf(ForbiddenError);
      }
      await expect(resolve.execute({ principal: keyOf(branch), resourceId: holding.id })).rejects.toMatchObject({
        code: 'COMPANY.FORBIDDEN_TARGET',
      });
    });

    it(
      'gives a principal the union of the scopes of its grants on the ' +
        'target or above it, and forbids a company none reaches',
      async () => {
        const principal = new Principal({
          kind: 'api-key',
          id: 'credential-1',
          company: branch,
          grants: [
            { companyId: holding.id, scopes: new Set(['companies:read'] as const) },
            { companyId: branch.id, scopes: new Set(['employees:read', 'filters:read'] as const) },
            { companyId: subBranch.id, scopes: new Set(['employees:write'] as const) },
          ],
        });

        expect(await resolved(principal)).toEqual({
          companyId: branch.id,
          scopes: ['employees:read', 'filters:read', 'companies:read'],
        });
        expect(await resolved(principal, subBranch.id)).toEqual({
          companyId: subBranch.id,
          scopes: ['employees:read', 'employees:write', 'filters:read', 'companies:read'],
        });
        expect(await resolved(principal, sibling.id)).toEqual({ companyId: sibling.id, scopes: ['companies:read'] });
        await expect(resolve.execute({ principal, resourceId: unrelated.id })).rejects.toMatchObject({
          code: 'COMPANY.FORBIDDEN_TARGET',
        });
      },
    );
  });

  it('lists the target company and every company below it, page by page', async () => {
    const list = new ListCompanies(w.uow);
    const all = await list.execute({ companyId: holding.id });
    expect(all.items.map((c) => c.name)).toEqual(['Holding', 'Filial Sul', 'Filial Porto Alegre', 'Filial Norte']);
    expect((await list.execute({ companyId: branch.id })).items.map((c) => c.name)).toEqual([
      'Filial Sul',
      'Filial Porto Alegre',
    ]);
    expect(await list.execute({ companyId: holding.id, page: 2, perPage: 3 })).toMatchObject({ total: 4, lastPage: 2 });
  });

  it('creates companies and branches, refusing bad input and unknown parents', async () => {
    const create = new CreateCompany(w.uow, w.clock, w.ids);
    const created = await create.execute({ name: ' Nova Ltda ', identifyKey: 'email', parentId: holding.id });
    expect(created.toProps()).toMatchObject({
      name: 'Nova Ltda',
      identifyKey: 'email',
      parentId: holding.id,
      rateLimitPerMinute: null,
      otpRequired: false,
    });
    const { codes } = await violationsOf(
      create.execute({ name: '', identifyKey: 'cpf', parentId: '99999999-9999-4999-8999-999999999999' }),
    );
    expect(codes).toEqual({
      name: ['COMPANY.NAME_EMPTY'],
      identify_key: ['COMPANY.IDENTIFY_KEY'],
      parent_id: ['COMPANY.PARENT_UNKNOWN'],
    });
  });

  it('requires one-time passwords of a company’s users, or not; anything but a boolean is refused', async () => {
    const set = new SetCompanyOtp(w.uow, w.clock);
    expect((await set.execute({ companyId: unrelated.id, required: true })).otpRequired).toBe(true);
    expect((await w.uow.run((r) => r.companies.ofId(unrelated.id)))?.otpRequired).toBe(true);
    for (const bad of ['true', 1, null]) {
      expect((await violationsOf(set.execute({ companyId: unrelated.id, required: bad }))).codes).toEqual({
        otp_required: ['COMPANY.OTP_REQUIRED'],
      });
    }
    expect((await set.execute({ companyId: unrelated.id, required: false })).otpRequired).toBe(false);
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

  it('sets a company’s own report minimum group size within 3..100, or back to the default with null', async () => {
    const set = new SetCompanyReportMinGroupSize(w.uow, w.clock);
    expect((await set.execute({ companyId: unrelated.id, size: 3 })).reportMinGroupSize).toBe(3);
    for (const bad of [2, 0, -5, 3.5, '7', 101, undefined]) {
      expect((await violationsOf(set.execute({ companyId: unrelated.id, size: bad }))).codes).toEqual({
        report_min_group_size: ['COMPANY.REPORT_MIN_GROUP_SIZE'],
      });
    }
    expect((await w.repos.companies.ofId(unrelated.id))?.reportMinGroupSize).toBe(3);
    expect((await set.execute({ companyId: unrelated.id, size: 100 })).reportMinGroupSize).toBe(100);
    expect((await set.execute({ companyId: unrelated.id, size: null })).reportMinGroupSize).toBeNull();
    await expect(set.execute({ companyId: '99999999-9999-4999-8999-999999999999', size: 5 })).rejects.toMatchObject({
      code: 'COMPANY.NOT_FOUND',
    });
  });

  it('creates open (active) and draft (inactive) campaigns', async () => {
    const create = new CreateCampaign(w.uow, w.clock, w.ids);
    const active = await create.execute({ companyId: unrelated.id, name: 'Clima 2026', status: 'open' });
    await create.execute({ companyId: unrelated.id, name: 'Antiga' });
    expect(await w.repos.campaigns.activeIdsOf(unrelated.id)).toEqual([active.id]);
    expect((await violationsOf(create.execute({ companyId: unrelated.id, name: ' ' }))).codes).toEqual({
      name: ['CAMPAIGN.NAME_EMPTY'],
    });
  });
});
