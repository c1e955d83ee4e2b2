import type { Employee } from '@employee/domain';
import { aCompany, anEmployee, validEmployeeInput } from '@employee/domain/testing';
import { beforeEach, describe, expect, it } from '@jest/globals';
import { seedCompany, violationsOf, world } from '../world';

describe('employee reads, deletion and restore', () => {
  let w: ReturnType<typeof world>;
  let seed: Awaited<ReturnType<typeof seedCompany>>;
  const create = (overrides: Record<string, unknown> = {}) => {
    w.clock.advanceSeconds(1);
    return w.createEmployee.execute({
      ...validEmployeeInput({ includeCampaign: true, fields: [{ key: 'department', value: 'RH' }], ...overrides }),
      companyId: seed.company.id,
    });
  };
  const list = (query: Record<string, unknown> = {}) =>
    w.listEmployees.execute({ ...query, companyId: seed.company.id });

  beforeEach(async () => {
    w = world();
    seed = await seedCompany(w);
  });

  describe('DeleteEmployee', () => {
    it(
      'soft-deletes at once: hidden, field values and campaign links ' +
        'removed, everything else (updated_at too) kept',
      async () => {
        const employee = await create({ reasonFiring: undefined, internalId: 'MAT-7', language: 'es' });
        w.clock.advanceSeconds(30);
        await w.deleteEmployee.execute({ companyId: seed.company.id, id: employee.id });

        await expect(w.getEmployee.execute({ companyId: seed.company.id, id: employee.id })).rejects.toMatchObject({
          code: 'EMPLOYEE.NOT_FOUND',
        });
        expect((await list()).total).toBe(0);
        const stored = (await w.repos.employees.ofId(employee.id)) as Employee;
        expect(stored.deletedAt).toEqual(w.clock.now());
        expect(stored.fieldValues).toEqual([]);
        expect(stored.campaignIds).toEqual([]);
        expect(await w.repos.campaigns.membersOf(seed.survey.id)).toEqual([]);
        const { deletedAt: _deleted, fieldValues: _values, campaignIds: _links, ...kept } = stored.toProps();
        const { deletedAt: _d, fieldValues: _v, campaignIds: _l, ...before } = employee.toProps();
        expect(kept).toEqual({ ...before, version: before.version + 1 });
      },
    );

    it('answers 404 the second time, and for another company’s employee', async () => {
      const employee = await create();
      await w.deleteEmployee.execute({ companyId: seed.company.id, id: employee.id });
      await expect(w.deleteEmployee.execute({ companyId: seed.company.id, id: employee.id })).rejects.toMatchObject({
        code: 'EMPLOYEE.NOT_FOUND',
      });
      const stranger = anEmployee().of(aCompany().build()).build();
      await w.repos.employees.save(stranger);
      await expect(w.deleteEmployee.execute({ companyId: seed.company.id, id: stranger.id })).rejects.toMatchObject({
        code: 'EMPLOYEE.NOT_FOUND',
      });
      expect((await w.repos.employees.ofId(stranger.id))?.deletedAt).toBeNull();
    });
  });

  describe('GetEmployee', () => {
    it('reads an employee of the target company, whatever the case of the id', async () => {
      const employee = await create();
      const read = await w.getEmployee.execute({ companyId: seed.company.id, id: employee.id.toUpperCase() });
      expect(read.toProps()).toEqual(employee.toProps());
    });

    it('answers 404 for another company’s employee', async () => {
      const stranger = anEmployee().of(aCompany().build()).build();
      await w.repos.employees.save(stranger);
      await expect(w.getEmployee.execute({ companyId: seed.company.id, id: stranger.id })).rejects.toMatchObject({
        code: 'EMPLOYEE.NOT_FOUND',
      });
    });
  });

  describe('ListEmployees', () => {
    it('pages in creation order, 10 by default, with exact totals', async () => {
      const created: Employee[] = [];
      for (let i = 0; i < 12; i += 1) created.push(await create());
      const first = await list();
      expect(first).toMatchObject({ total: 12, page: 1, perPage: 10, lastPage: 2 });
      expect(first.items.map((e) => e.id)).toEqual(created.slice(0, 10).map((e) => e.id));
      const second = await list({ page: '2' });
      expect(second.items.map((e) => e.id)).toEqual(created.slice(10).map((e) => e.id));
      const past = await list({ page: 5, perPage: 5 });
      expect(past).toMatchObject({ items: [], total: 12, page: 5, perPage: 5, lastPage: 3 });
    });

    it(
      'searches by part of a CPF, phone, e-mail, internal_id or a ' + 'name in any case, and pages even one hit',
      async () => {
        const target = await create({
          name: 'Beatriz Conceição',
          internalId: 'RH-2024/07',
          email: 'bia.c@empresa.com.br',
          document: '52998224725',
          phone: '+5548991234567',
        });
        await create({ name: 'Carlos Pereira' });
        const find = async (search: string) => (await list({ search })).items.map((e) => e.id);
        expect(await find('982247')).toEqual([target.id]);
        expect(await find('4899123')).toEqual([target.id]);
        expect(await find('BIA.C@')).toEqual([target.id]);
        expect(await find('2024/07')).toEqual([target.id]);
        expect(await find('  conceição ')).toEqual([target.id]);
        const single = await list({ search: 'conceição' });
        expect(single).toMatchObject({ total: 1, perPage: 10, lastPage: 1 });
      },
    );

    it('takes % and _ literally', async () => {
      const percent = await create({ internalId: '100%' });
      await create({ internalId: '1000' });
      expect((await list({ search: '%' })).items.map((e) => e.id)).toEqual([percent.id]);
      expect((await list({ search: '_' })).total).toBe(0);
    });

    it('rejects a search over 255 characters and bad paging, all at once', async () => {
      const { codes, error } = await violationsOf(list({ search: 'x'.repeat(256), page: 0, perPage: 101 }));
      expect(error.code).toBe('LIST.INVALID');
      expect(codes).toEqual({ search: ['TEXT.TOO_LONG'], page: ['PAGE.INVALID'], per_page: ['PER_PAGE.INVALID'] });
    });
  });

  describe('ListDeletedEmployees', () => {
    const deleted = (query: Record<string, unknown> = {}) =>
      w.listDeletedEmployees.execute({ ...query, companyId: seed.company.id });
    const remove = async (employee: Employee) => {
      w.clock.advanceSeconds(60);
      await w.deleteEmployee.execute({ companyId: seed.company.id, id: employee.id });
    };

    it('lists only the soft-deleted employees, the most recently deleted first, and searches them', async () => {
      const first = await create({ name: 'Heloísa Quintanilha' });
      const second = await create({ name: 'Bruno Costa' });
      const kept = await create({ name: 'Otávio Quintanilha' });
      await remove(second);
      await remove(first);

      const page = await deleted();
      expect(page).toMatchObject({ total: 2, page: 1, perPage: 10, lastPage: 1 });
      expect(page.items.map((e) => e.id)).toEqual([first.id, second.id]);
      expect((await deleted({ search: ' QUINTANILHA ' })).items.map((e) => e.id)).toEqual([first.id]);
      expect((await list({ search: 'quintanilha' })).items.map((e) => e.id)).toEqual([kept.id]);
      expect((await deleted({ page: '2', perPage: '1' })).items.map((e) => e.id)).toEqual([second.id]);
    });

    it("never shows another company's deleted employees", async () => {
      await remove(await create());
      const other = aCompany().build();
      await w.repos.companies.save(other);

      expect(await w.listDeletedEmployees.execute({ companyId: other.id })).toMatchObject({ items: [], total: 0 });
    });

    it('rejects a search over 255 characters and bad paging, all at once', async () => {
      const { codes, error } = await violationsOf(deleted({ search: 'x'.repeat(256), page: 'one', perPage: 0 }));
      expect(error.code).toBe('LIST.INVALID');
      expect(codes).toEqual({ search: ['TEXT.TOO_LONG'], page: ['PAGE.INVALID'], per_page: ['PER_PAGE.INVALID'] });
    });
  });

  describe('RestoreEmployee', () => {
    it('brings a soft-deleted employee back to active, without its old field values and links', async () => {
      const employee = await create();
      await w.deleteEmployee.execute({ companyId: seed.company.id, id: employee.id });
      const restored = await w.restoreEmployee.execute({ id: employee.id });
      expect(restored.state).toBe('active');
      expect(restored.fieldValues).toEqual([]);
      await expect(w.getEmployee.execute({ companyId: seed.company.id, id: employee.id })).resolves.toBeDefined();
    });

    it('clears a settled firing, so the restored employee is not settled again', async () => {
      const employee = await create();
      await w.updateEmployee.execute({
        companyId: seed.company.id,
        id: employee.id,
        firingDate: '21/11/2026',
        isVoluntaryFiring: true,
        removeCampaign: false,
      });
      w.clock.advanceSeconds(10);
      expect(await w.settleDueFirings.execute()).toEqual({ settled: 1 });
      const restored = await w.restoreEmployee.execute({ id: employee.id });
      expect(restored.profile.firingDate).toBeNull();
      const trail = await w.uow.run((r) => r.audit.list(seed.company.id, { entityId: employee.id, limit: 10 }));
      expect(trail.map((e) => [e.action, e.actor.type])).toEqual([
        ['employee.restored', 'system'],
        ['employee.deleted', 'system'],
        ['employee.firing_recorded', 'system'],
        ['employee.created', 'system'],
      ]);
      w.clock.advanceSeconds(10);
      expect(await w.settleDueFirings.execute()).toEqual({ settled: 0 });
    });

    it('fails clearly when an active employee now holds the same document', async () => {
      const body = validEmployeeInput({ includeCampaign: false, fields: [{ key: 'department', value: 'RH' }] });
      const first = await w.createEmployee.execute({ ...body, companyId: seed.company.id });
      await w.deleteEmployee.execute({ companyId: seed.company.id, id: first.id });
      await w.createEmployee.execute({ ...body, companyId: seed.company.id });
      const { codes, error } = await violationsOf(w.restoreEmployee.execute({ id: first.id }));
      expect(error.code).toBe('EMPLOYEE.RESTORE_CONFLICT');
      expect(codes).toEqual({ document: ['DOCUMENT.TAKEN'], email: ['EMAIL.TAKEN'], phone: ['PHONE.TAKEN'] });
      expect((await w.repos.employees.ofId(first.id))?.state).toBe('soft-deleted');
    });

    it(
      'reports RESTORE_CONFLICT also when the clash appears only at ' + 'save (a concurrent create took the value)',
      async () => {
        const body = validEmployeeInput({ includeCampaign: false, fields: [{ key: 'department', value: 'RH' }] });
        const first = await w.createEmployee.execute({ ...body, companyId: seed.company.id });
        await w.deleteEmployee.execute({ companyId: seed.company.id, id: first.id });
        await w.createEmployee.execute({ ...body, companyId: seed.company.id });
        // The use case's check sees no clash (it ran before the concurrent create committed); storage's own
        // check at save, like a unique index, still does.
        const employees = w.repos.employees;
        const storageCheck = employees.clashesWith.bind(employees);
        let checks = 0;
        employees.clashesWith = async (probe) => (++checks === 1 ? [] : storageCheck(probe));

        const { codes, error } = await violationsOf(w.restoreEmployee.execute({ id: first.id }));

        expect(error.code).toBe('EMPLOYEE.RESTORE_CONFLICT');
        expect(codes).toEqual({ document: ['DOCUMENT.TAKEN'], email: ['EMAIL.TAKEN'], phone: ['PHONE.TAKEN'] });
        expect((await w.repos.employees.ofId(first.id))?.state).toBe('soft-deleted');
      },
    );

    it("restores within the caller's company only: another company's employee is not found there", async () => {
      const employee = await create();
      await w.deleteEmployee.execute({ companyId: seed.company.id, id: employee.id });
      const other = aCompany().build();
      await w.repos.companies.save(other);

      await expect(w.restoreEmployee.execute({ id: employee.id, companyId: other.id })).rejects.toMatchObject({
        code: 'EMPLOYEE.NOT_FOUND',
      });
      expect((await w.repos.employees.ofId(employee.id))?.state).toBe('soft-deleted');
      const restored = await w.restoreEmployee.execute({ id: employee.id, companyId: seed.company.id });
      expect(restored.state).toBe('active');
    });

    it('refuses an employee that is not soft-deleted, and an unknown id', async () => {
      const employee = await create();
      await expect(w.restoreEmployee.execute({ id: employee.id })).rejects.toMatchObject({
        code: 'EMPLOYEE.NOT_DELETED',
      });
      await expect(w.restoreEmployee.execute({ id: '99999999-9999-4999-8999-999999999999' })).rejects.toMatchObject({
        code: 'EMPLOYEE.NOT_FOUND',
      });
    });
  });
});
