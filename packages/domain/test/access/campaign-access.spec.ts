import { describe, expect, it } from '@jest/globals';
import { CampaignAccess } from '@employee/domain';

const [A, B] = ['8d3f6a1e-2b4c-4d5e-9f60-7a8b9c0d1e2f', '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f'];
const [DEPARTMENT, SITE] = ['2f3e4d5c-6b7a-4988-a7b6-c5d4e3f2a1b0', '3a4b5c6d-7e8f-4a0b-9c1d-2e3f4a5b6c7d'];
const access = (raw: unknown) => CampaignAccess.create(raw);

/**
 * Nobody grants a campaign access beyond their own (docs/access.md#campaignaccess): `isWithin` says whether an
 * access reads only results its holder's reads too.
 */
describe('CampaignAccess.isWithin', () => {
  const holder = access({ campaigns: [A], segment: { filter_id: DEPARTMENT, values: ['RH', 'TI'] } });

  it('lets anything within every campaign without a segment, and an access within itself', () => {
    expect(holder.isWithin(CampaignAccess.ALL)).toBe(true);
    expect(holder.isWithin(holder)).toBe(true);
    expect(CampaignAccess.ALL.isWithin(CampaignAccess.ALL)).toBe(true);
  });

  it('accepts fewer campaigns, the same filter and fewer of its values', () => {
    expect(access({ campaigns: [A], segment: { filter_id: DEPARTMENT, values: ['TI'] } }).isWithin(holder)).toBe(true);
    expect(access({ campaigns: [], segment: { filter_id: DEPARTMENT, values: ['RH'] } }).isWithin(holder)).toBe(true);
  });

  it('refuses more campaigns, no segment, another filter or another value', () => {
    const wider = [
      CampaignAccess.ALL,
      { campaigns: 'all', segment: { filter_id: DEPARTMENT, values: ['RH'] } },
      { campaigns: [A, B], segment: { filter_id: DEPARTMENT, values: ['RH'] } },
      { campaigns: [A], segment: null },
      { campaigns: [A], segment: { filter_id: SITE, values: ['RH'] } },
      { campaigns: [A], segment: { filter_id: DEPARTMENT, values: ['RH', 'Vendas'] } },
    ].map((raw) => (raw instanceof CampaignAccess ? raw : access(raw)));
    expect(wider.map((candidate) => candidate.isWithin(holder))).toEqual(wider.map(() => false));
  });

  it('an access limited to campaigns only: any segment within those campaigns passes', () => {
    const campaignsOnly = access({ campaigns: [A, B] });
    expect(access({ campaigns: [B], segment: { filter_id: SITE, values: ['Matriz'] } }).isWithin(campaignsOnly)).toBe(
      true,
    );
    expect(access({ campaigns: 'all' }).isWithin(campaignsOnly)).toBe(false);
  });
});
