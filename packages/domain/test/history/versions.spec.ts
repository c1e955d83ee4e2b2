import { describe, expect, it } from '@jest/globals';
import { DeleteFilter, UpdateFilter, VersionMismatchError } from '@employee/domain';
import { validEmployeeInput } from '@employee/domain/testing';
import { seedCompany, world } from '../world';

/** Versions and the `If-Match` precondition on writes (docs/change-history.md#versions-and-etags). */
describe('versions', () => {
  async function created() {
    const w = world();
    const seeded = await seedCompany(w);
    const employee = await w.createEmployee.execute({
      ...validEmployeeInput(),
      companyId: seeded.company.id,
      fields: [{ key: 'department', value: 'RH' }],
    });
    return { w, ...seeded, employee };
  }

  it('starts an employee at 1 and adds one per request, however many properties it changes', async () => {
    const { w, company, employee } = await created();
    expect(employee.version).toBe(1);

    const updated = await w.updateEmployee.execute({
      companyId: company.id,
      id: employee.id,
      name: 'Ana Paula Reis',
      fields: [{ key: 'department', value: 'TI' }],
      removeCampaign: true,
    });

    expect(updated.version).toBe(2);
    expect((await w.repos.employees.ofId(employee.id))?.version).toBe(2);
  });

  it('counts the soft delete and the restore as changes', async () => {
    const { w, company, employee } = await created();
    await w.deleteEmployee.execute({ companyId: company.id, id: employee.id });
    expect((await w.repos.employees.ofId(employee.id))?.version).toBe(2);

    await w.restoreEmployee.execute({ id: employee.id });

    expect((await w.repos.employees.ofId(employee.id))?.version).toBe(3);
  });

  it('writes when If-Match names the stored version, and refuses a stale one, changing nothing', async () => {
    const { w, company, employee } = await created();
    await w.updateEmployee.execute({
      companyId: company.id,
      id: employee.id,
      name: 'Ana Reis',
      removeCampaign: false,
      expectedVersion: 1,
    });

    const stale = w.updateEmployee.execute({
      companyId: company.id,
      id: employee.id,
      name: 'Bia',
      removeCampaign: false,
      expectedVersion: 1,
    });
    const staleDelete = w.deleteEmployee.execute({ companyId: company.id, id: employee.id, expectedVersion: 1 });

    await expect(stale).rejects.toEqual(new VersionMismatchError(2));
    await expect(staleDelete).rejects.toMatchObject({ code: 'VERSION.MISMATCH', currentVersion: 2 });
    const stored = await w.repos.employees.ofId(employee.id);
    expect([stored?.version, stored?.profile.name?.value, stored?.deletedAt]).toEqual([2, 'Ana Reis', null]);
  });

  it('versions filters the same way', async () => {
    const { w, company, site } = await created();
    const update = new UpdateFilter(w.uow, w.clock);
    const remove = new DeleteFilter(w.uow, w.clock);

    const renamed = await update.execute({ companyId: company.id, id: site.id, name: 'Unidade', expectedVersion: 1 });
    await expect(remove.execute({ companyId: company.id, id: site.id, expectedVersion: 1 })).rejects.toMatchObject({
      currentVersion: 2,
    });
    await remove.execute({ companyId: company.id, id: site.id, expectedVersion: 2 });

    expect(renamed.version).toBe(2);
    expect((await w.repos.filters.ofId(site.id))?.version).toBe(3);
  });
});
