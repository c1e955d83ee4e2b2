import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from '@jest/globals';
import {
  API_KEY_ALREADY_LIVE,
  CreateEmployee,
  DeleteEmployee,
  GetEmployee,
  IssueApiKey,
  SettleDueFirings,
  StateError,
  ValidationError,
  type DomainSettings,
  type Employee,
  type Repositories,
} from '@employee/domain';
import {
  FixedClock,
  PlainApiKeyCodec,
  aCampaign,
  aCompany,
  aFilter,
  anEmployee,
  uniqueCpf,
  validEmployeeInput,
} from '@employee/domain/testing';
import { testEngines } from '@employee/persistence-typeorm/testing';
import { useTestDatabase } from '@employee/persistence-typeorm/testing/jest';

const SETTINGS: DomainSettings = { timeZone: 'America/Sao_Paulo', firingSettleDelaySeconds: 5 };
const uuids = { next: () => randomUUID() };

describe.each(testEngines())('data integrity on %s', (engine) => {
  const database = useTestDatabase(engine, 25);
  let clock: FixedClock;
  const uow = () => database().uow;
  const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) =>
    database().dataSource.query<T[]>(query, params);
  const countOf = async (query: string, params: unknown[] = []) => (await sql<{ n: number }>(query, params))[0]?.n;

  beforeEach(async () => {
    await database().truncate();
    clock = new FixedClock('2026-11-22T10:00:00-03:00');
  });

  /** A company with a required filter and an active campaign, stored. */
  const seedCompany = async () => {
    const company = aCompany().build();
    const filter = aFilter().of(company).withKey('department').required().build();
    const campaign = aCampaign().of(company).build();
    await uow().run(async (r) => {
      await r.companies.save(company);
      await r.filters.save(filter);
      await r.campaigns.save(campaign);
    });
    return { company, filter, campaign };
  };

  it(
    'lets exactly one of 20 concurrent creates with the same CPF, ' +
      'in two companies, succeed; the others get DOCUMENT.TAKEN',
    async () => {
      const first = await seedCompany();
      const second = await seedCompany();
      const create = new CreateEmployee(uow(), clock, uuids, SETTINGS);
      const document = uniqueCpf();

      const outcomes = await Promise.allSettled(
        Array.from({ length: 20 }, (_, i) => {
          const target = i % 2 === 0 ? first : second;
          return create.execute({
            ...validEmployeeInput({ document }),
            companyId: target.company.id,
            fields: [{ key: 'department', value: 'Vendas' }],
          });
        }),
      );

      expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
      const failures = outcomes.flatMap((o) => (o.status === 'rejected' ? [o.reason as unknown] : []));
      expect(failures).toHaveLength(19);
      for (const failure of failures) {
        expect(failure).toBeInstanceOf(ValidationError);
        expect((failure as ValidationError).violations).toEqual({
          document: [expect.objectContaining({ code: 'DOCUMENT.TAKEN' })],
        });
      }
      expect(await countOf('SELECT count(*)::int AS n FROM employees WHERE document = $1', [document])).toBe(1);
      expect(await countOf('SELECT count(*)::int AS n FROM employee_field_values')).toBe(1);
    },
  );

  it('soft delete keeps every preserved column and removes the field values and campaign links', async () => {
    const { company } = await seedCompany();
    const employee = await new CreateEmployee(uow(), clock, uuids, SETTINGS).execute({
      ...validEmployeeInput({ internalId: 'MAT-1', isOnLeave: true, language: 'es' }),
      companyId: company.id,
      fields: [{ key: 'department', value: 'Vendas' }],
      includeCampaign: true,
    });
    const rowOf = async () => (await sql('SELECT * FROM employees WHERE id = $1', [employee.id]))[0];
    const before = await rowOf();
    expect(
      await countOf('SELECT count(*)::int AS n FROM employee_field_values WHERE employee_id = $1', [employee.id]),
    ).toBe(1);
    expect(await countOf('SELECT count(*)::int AS n FROM campaign_links WHERE employee_id = $1', [employee.id])).toBe(
      1,
    );

    clock.advanceSeconds(60);
    await new DeleteEmployee(uow(), clock).execute({ companyId: company.id, id: employee.id });

    expect(await rowOf()).toEqual({ ...before, deleted_at: clock.now(), version: Number(before?.version) + 1 });
    expect(
      await countOf('SELECT count(*)::int AS n FROM employee_field_values WHERE employee_id = $1', [employee.id]),
    ).toBe(0);
    expect(await countOf('SELECT count(*)::int AS n FROM campaign_links WHERE employee_id = $1', [employee.id])).toBe(
      0,
    );
  });

  it('creates an employee again, with a new id, with the document, email and phone of a soft-deleted one', async () => {
    const { company } = await seedCompany();
    const create = new CreateEmployee(uow(), clock, uuids, SETTINGS);
    const document = uniqueCpf();
    const body = {
      ...validEmployeeInput({ document }),
      companyId: company.id,
      fields: [{ key: 'department', value: 'Vendas' }],
    };
    const original = await create.execute(body);
    await new DeleteEmployee(uow(), clock).execute({ companyId: company.id, id: original.id });

    const again = await create.execute(body);

    expect(again.id).not.toBe(original.id);
    const rows = await sql<{ id: string; deleted_at: Date | null }>(
      'SELECT id, deleted_at FROM employees WHERE document = $1 ORDER BY deleted_at NULLS LAST',
      [document],
    );
    expect(rows).toEqual([
      { id: original.id, deleted_at: expect.any(Date) },
      { id: again.id, deleted_at: null },
    ]);
  });

  it('settles each due firing exactly once when settlement passes run in parallel (three at once)', async () => {
    const { company, filter, campaign } = await seedCompany();
    const due = Array.from({ length: 40 }, (_, n) =>
      anEmployee()
        .of(company)
        .withFieldValues([{ filterId: filter.id, key: filter.key, value: `valor ${n}` }])
        .inCampaigns(campaign.id)
        .firedOn('10/11/2026', new Date(clock.now().getTime() - n * 1000))
        .build(),
    );
    const later = anEmployee()
      .of(company)
      .firedOn('10/11/2026', new Date(clock.now().getTime() + 60_000))
      .build();
    await uow().run(async (r) => {
      for (const employee of [...due, later]) await r.employees.save(employee);
    });

    const settle = () => new SettleDueFirings(uow(), clock).execute();
    const passes = await Promise.all([settle(), settle(), settle()]);

    expect(passes.reduce((sum, pass) => sum + pass.settled, 0)).toBe(due.length);
    expect(
      await countOf('SELECT count(*)::int AS n FROM employees WHERE deleted_at = $1 AND firing_settles_at IS NULL', [
        clock.now(),
      ]),
    ).toBe(due.length);
    expect(await countOf('SELECT count(*)::int AS n FROM employees WHERE deleted_at IS NULL')).toBe(1);
    expect(await countOf('SELECT count(*)::int AS n FROM employee_field_values')).toBe(0);
    expect(await countOf('SELECT count(*)::int AS n FROM campaign_links')).toBe(0);
    expect((await settle()).settled).toBe(0);
  });

  it(
    'keeps the list total equal to the active employees through concurrent creates, ' +
      'deletes, settlements and restores',
    async () => {
      const { company } = await seedCompany();
      const other = await seedCompany();
      const fired = Array.from({ length: 12 }, (_, n) =>
        anEmployee()
          .of(company)
          .firedOn('10/11/2026', new Date(clock.now().getTime() - n * 1000))
          .build(),
      );
      await uow().run(async (r) => {
        for (const employee of fired) await r.employees.save(employee);
      });
      const create = new CreateEmployee(uow(), clock, uuids, SETTINGS);
      const created = await Promise.all(
        Array.from({ length: 30 }, (_, n) =>
          create.execute({
            ...validEmployeeInput(),
            companyId: n % 3 === 0 ? other.company.id : company.id,
            fields: [{ key: 'department', value: 'Vendas' }],
          }),
        ),
      );
      const ofCompany = created.filter((e) => e.companyId === company.id);

      const settle = () => new SettleDueFirings(uow(), clock).execute();
      const remove = (id: string) => new DeleteEmployee(uow(), clock).execute({ companyId: company.id, id });
      await Promise.all([settle(), settle(), ...ofCompany.slice(0, 7).map((e) => remove(e.id))]);
      await uow().run(async (r) => {
        const restored = await r.employees.ofId(fired[0]!.id);
        restored?.restore(clock.now());
        if (restored) await r.employees.save(restored);
      });

      const listed = await uow().run((r) => r.employees.search(company.id, { search: null, page: 1, perPage: 1 }));
      const active = await countOf(
        'SELECT count(*)::int AS n FROM employees WHERE company_id = $1 AND deleted_at IS NULL',
        [company.id],
      );
      // 20 created - 7 deleted, the 12 fired settled, one of them restored
      expect(active).toBe(20 - 7 + 1);
      expect(listed.total).toBe(active);
      const otherListed = await uow().run((r) =>
        r.employees.search(other.company.id, { search: null, page: 1, perPage: 1 }),
      );
      expect(otherListed.total).toBe(10);
    },
  );

  /** Needs two connections: PGlite's single one would queue the settlement behind the held update. */
  const withTwoConnections = engine === 'postgres' ? it : it.skip;

  /**
   * A unit of work that loads the employee for a change (locking it), then waits: `loaded` resolves once it
   * holds the employee; `finish()` lets it run `then` and resolves when it has committed.
   */
  const holding = (id: string, then: (r: Repositories, held: Employee | null) => Promise<void>) => {
    let loaded!: () => void;
    let proceed!: () => void;
    const isLoaded = new Promise<void>((resolve) => (loaded = resolve));
    const mayProceed = new Promise<void>((resolve) => (proceed = resolve));
    const done = uow().run(async (r) => {
      const held = await r.employees.ofId(id);
      loaded();
      await mayProceed;
      await then(r, held);
    });
    return {
      loaded: isLoaded,
      finish: async () => {
        proceed();
        await done;
      },
    };
  };

  withTwoConnections(
    'never settles an employee while an update holds it, and settles the updated values afterwards',
    async () => {
      const { company, filter } = await seedCompany();
      const employee = anEmployee()
        .of(company)
        .withFieldValues([{ filterId: filter.id, key: filter.key, value: 'antes' }])
        .firedOn('10/11/2026', new Date(clock.now().getTime() - 1000))
        .build();
      await uow().run((r) => r.employees.save(employee));

      const update = holding(employee.id, async (r, held) => {
        held?.replaceFieldValues([{ filterId: filter.id, key: filter.key, value: 'depois' }], clock.now());
        if (held) await r.employees.save(held);
      });
      await update.loaded;
      const whileHeld = await new SettleDueFirings(uow(), clock).execute();
      await update.finish();
      const afterwards = await new SettleDueFirings(uow(), clock).execute();

      expect([whileHeld.settled, afterwards.settled]).toEqual([0, 1]);
      expect(await countOf('SELECT count(*)::int AS n FROM employee_field_values')).toBe(0);
      expect(await countOf('SELECT count(*)::int AS n FROM employees WHERE deleted_at IS NOT NULL')).toBe(1);
    },
  );

  withTwoConnections('answers a read of an employee at once while an update holds it', async () => {
    const { company } = await seedCompany();
    const employee = anEmployee().of(company).build();
    await uow().run((r) => r.employees.save(employee));
    const update = holding(employee.id, async () => undefined);
    await update.loaded;

    const read = new GetEmployee(uow()).execute({ companyId: company.id, id: employee.id });
    const outcome = await Promise.race([
      read.then((e) => e.id),
      new Promise((resolve) => setTimeout(() => resolve('blocked'), 2_000)),
    ]);
    await update.finish();

    expect(outcome).toBe(employee.id);
  });

  it(
    'leaves one live key when 10 key issues for one company run at once; ' + 'the others get API_KEY.ALREADY_LIVE',
    async () => {
      const { company } = await seedCompany();
      const issue = new IssueApiKey(uow(), clock, uuids, new PlainApiKeyCodec());
      await issue.execute({ companyId: company.id });

      const outcomes = await Promise.allSettled(
        Array.from({ length: 10 }, () => issue.execute({ companyId: company.id })),
      );

      const issued = outcomes.flatMap((o) => (o.status === 'fulfilled' ? [o.value.prefix] : []));
      expect(issued.length).toBeGreaterThan(0);
      for (const outcome of outcomes) {
        if (outcome.status === 'rejected') {
          expect(outcome.reason).toBeInstanceOf(StateError);
          expect(outcome.reason).toMatchObject({ code: API_KEY_ALREADY_LIVE });
        }
      }
      const live = await uow().run((r) => r.apiKeys.liveOfCompany(company.id));
      expect(live).toHaveLength(1);
      expect(issued).toContain(`test_${live[0]?.identifier}`);
      expect(await countOf('SELECT count(*)::int AS n FROM api_keys')).toBe(1 + issued.length);
    },
  );

  it('keeps nothing of a transaction that fails half-way through, at the database', async () => {
    const company = aCompany().build();
    const filter = aFilter().of(company).build();
    const unknownFilter = aFilter().of(company).build();
    const employee = anEmployee()
      .of(company)
      .withFieldValues([{ filterId: filter.id, key: filter.key, value: 'x' }])
      .build();
    const orphan = anEmployee()
      .of(company)
      .withFieldValues([{ filterId: unknownFilter.id, key: unknownFilter.key, value: 'y' }])
      .build();

    const attempt = uow().run(async (r) => {
      await r.companies.save(company);
      await r.filters.save(filter);
      await r.employees.save(employee);
      await r.employees.save(orphan);
    });

    await expect(attempt).rejects.toThrow(/foreign key/);
    for (const table of ['companies', 'filters', 'employees', 'employee_field_values', 'campaign_links']) {
      expect({ table, rows: await countOf(`SELECT count(*)::int AS n FROM ${table}`) }).toEqual({ table, rows: 0 });
    }
  });
});
