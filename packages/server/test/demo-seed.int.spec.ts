import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AuthenticateApiKey, CampaignAccess, Cpf, ReadReport, SCOPES, type ReportAnswer } from '@employee/domain';
import { TypeOrmReportSources, migrate } from '@employee/persistence-typeorm';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Container } from 'inversify';
import { buildContainer, loadConfig, openInfrastructure, type Infrastructure } from '../src';
import { DEMO_ADMIN_EMAIL, seedDemoIfEmpty, type DemoSeed } from '../src/demo-seed';
import { DEMO_WORKFORCE_SIZE } from '../src/demo/demo-workforce';
import { TOKENS } from '../src/tokens';

/**
 * The first start's demo data (docs/reports.md#demo-data) on the embedded database, written as `npm start` writes it:
 * a workforce invited to an open campaign that most of it has answered over the days since it opened, so the reports
 * show figures at once, and the small department stays hidden.
 */
describe('the demo data of the first start', () => {
  let dataDir = '';
  let infrastructure: Infrastructure;
  let container: Container;
  let seed: DemoSeed | null = null;
  let seconds = 0;
  const people = DEMO_WORKFORCE_SIZE;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'demo-seed-'));
    infrastructure = await openInfrastructure(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' }, 'administer'), {
      withRedis: false,
    });
    await migrate(infrastructure.database.dataSource);
    container = await buildContainer(infrastructure);
    const started = performance.now();
    seed = await seedDemoIfEmpty(container);
    seconds = (performance.now() - started) / 1000;
  }, 120_000);

  afterAll(async () => {
    await infrastructure?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const campaignOf = async (companyId: string) => {
    const [campaign] = await container.get(TOKENS.unitOfWork).run((r) => r.campaigns.activeIdsOf(companyId));
    return campaign as string;
  };
  const read = (name: string, query: string): Promise<ReportAnswer> => {
    const settings = container.get(TOKENS.settings);
    const reports = new ReadReport(
      container.get(TOKENS.unitOfWork),
      new TypeOrmReportSources(infrastructure.database.dataSource, settings.timeZone),
      container.get(TOKENS.clock),
      settings,
      { minGroupSize: 5 },
    );
    return reports.execute({
      companyId: (seed as DemoSeed).companyId,
      name,
      params: new URLSearchParams(query),
      access: CampaignAccess.ALL,
    });
  };

  it('invites an administrator holding every scope on the demo company', async () => {
    const { companyId } = seed as DemoSeed;
    const granted = await container.get(TOKENS.unitOfWork).run(async (r) => {
      const user = await r.users.ofEmail(DEMO_ADMIN_EMAIL);
      const permission = user && (await r.permissions.ofUserAndCompany(user.id, companyId));
      const profile = permission && (await r.profiles.ofId(companyId, permission.profileId));
      return { status: user?.status, company: user?.companyId, scopes: profile ? [...profile.scopes] : [] };
    });
    expect(granted).toEqual({ status: 'invited', company: companyId, scopes: [...SCOPES] });
  });

  it('creates the company, a key that reads reports, and invites the workforce to the open campaign', async () => {
    expect(seed).toEqual({
      companyId: expect.any(String),
      key: expect.stringMatching(/^emp_sandbox_/),
      adminInvitationToken: expect.any(String),
    });
    process.stdout.write(`demo seed: ${seconds.toFixed(2)} s\n`);
    const { companyId, key } = seed as DemoSeed;
    const principal = await container.get(AuthenticateApiKey).execute(key);
    expect(principal.grants).toEqual([{ companyId, scopes: expect.any(Set) }]);
    expect(principal.grants[0]?.scopes.has('reports:read')).toBe(true);

    const campaignId = await campaignOf(companyId);
    const { employees, counts } = await container.get(TOKENS.unitOfWork).run(async (r) => ({
      employees: await r.employees.search(companyId, { page: 1, perPage: 100, search: null }),
      counts: (await r.invitations.countsOf([campaignId])).get(campaignId),
    }));
    expect(employees.total).toBe(people);
    for (const employee of employees.items) expect(Cpf.create(employee.profile.document?.value).value).toHaveLength(11);
    expect(counts?.invited).toBe(people);
    expect((counts?.responded ?? 0) / people).toBeGreaterThan(0.7);
    expect(counts?.responded).toBeLessThan(people);
    const campaign = await container.get(TOKENS.unitOfWork).run((r) => r.campaigns.ofId(campaignId));
    const [startsOn, endsOn] = [campaign?.startsOn?.toIso(), campaign?.endsOn?.toIso()].map((iso) =>
      Date.parse(`${iso}T12:00:00Z`),
    );
    expect((endsOn! - startsOn!) / 86_400_000).toBe(28);
    expect(campaign?.openedAt?.getTime()).toBeGreaterThanOrEqual(startsOn! - 86_400_000);
  });

  it('lets the reports show figures at once: eNPS, and participation with a curve rising from day one', async () => {
    const campaignId = await campaignOf((seed as DemoSeed).companyId);
    const enps = await read('enps', `campaign_id=${campaignId}`);
    expect(enps.data).toMatchObject({ score: expect.any(Number), promoters_pct: expect.any(Number) });
    expect(enps.meta.respondents).toBeGreaterThan(0.7 * people);

    const participation = await read('participation', `campaign_id=${campaignId}`);
    // the few respondents of classes too small to release (the 3 of Jurídico) count nowhere, invitations included
    expect(participation.data).toMatchObject({ invited: expect.any(Number), rate_pct: expect.any(Number) });
    expect(participation.data.invited).toBeGreaterThan(0.95 * people);
    expect(participation.data.invited).toBeLessThanOrEqual(people);
    const curve = participation.data.curve as Array<{ responded: number }>;
    expect(curve.length).toBeGreaterThanOrEqual(10);
    const responded = curve.map((point) => point.responded);
    expect(responded).toEqual([...responded].sort((a, b) => a - b));
    expect(responded[0]).toBeGreaterThan(0);
    expect(responded[0]).toBeLessThan(responded[responded.length - 1] as number);
  });

  it('shows the large departments by departamento, the 3 people of Jurídico as suppressed', async () => {
    const campaignId = await campaignOf((seed as DemoSeed).companyId);
    const answer = await read('enps', `campaign_id=${campaignId}&group_by=filter:departamento`);
    const groups = answer.data.groups as Array<{ group: string | null; respondents?: number; suppressed?: true }>;
    const shown = groups.filter((g) => !g.suppressed).map((g) => g.group);
    expect(shown).toEqual(expect.arrayContaining(['Operações', 'Vendas', 'Tecnologia']));
    expect(groups.find((g) => g.group === 'Jurídico')).toEqual({ group: 'Jurídico', suppressed: true });
    // the complementary rule: Jurídico alone suppressed, so the next smallest department is too
    expect(groups.filter((g) => g.suppressed)).toHaveLength(2);
    for (const group of groups) if (!group.suppressed) expect(group.respondents).toBeGreaterThanOrEqual(5);
  });

  it('creates nothing on a database that already has a company', async () => {
    expect(await seedDemoIfEmpty(container)).toBeNull();
  });
});
