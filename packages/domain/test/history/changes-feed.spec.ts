import { describe, expect, it } from '@jest/globals';
import { feedRequest, ListEmployeeChanges, ValidationError } from '@employee/domain';
import { PlainCursorSeal, validEmployeeInput } from '@employee/domain/testing';
import { seedCompany, world } from '../world';

const seal = new PlainCursorSeal();

/** The employees' changes feed over the use cases (docs/change-history.md#the-changes-feeds), in memory. */
describe('the employees changes feed', () => {
  it('has one entry per version: create, PUT, firing recorded and cancelled, DELETE, restore, settlement', async () => {
    const w = world();
    const { company } = await seedCompany(w);
    const companyId = company.id;
    const feed = new ListEmployeeChanges(w.uow, seal);
    const { id } = await w.createEmployee.execute({
      ...validEmployeeInput(),
      companyId,
      fields: [{ key: 'department', value: 'RH' }],
    });
    await w.updateEmployee.execute({ companyId, id, name: 'Ana Paula Reis', removeCampaign: false });
    await w.updateEmployee.execute({
      companyId,
      id,
      firingDate: '22/11/2026',
      isVoluntaryFiring: false,
      removeCampaign: false,
    });
    await w.updateEmployee.execute({ companyId, id, firingDate: null, isVoluntaryFiring: null, removeCampaign: false });
    await w.deleteEmployee.execute({ companyId, id });
    await w.restoreEmployee.execute({ id });
    await w.updateEmployee.execute({
      companyId,
      id,
      firingDate: '22/11/2026',
      isVoluntaryFiring: false,
      removeCampaign: false,
    });
    w.clock.advanceSeconds(10);
    expect((await w.settleDueFirings.execute()).settled).toBe(1);

    const page = await feed.execute({ companyId });

    expect(page.items.map((i) => [i.version, i.change, i.current === null ? null : i.current.version])).toEqual([
      [1, 'upsert', null],
      [2, 'upsert', null],
      [3, 'upsert', null],
      [4, 'upsert', null],
      [5, 'delete', null],
      [6, 'upsert', null],
      [7, 'upsert', null],
      [8, 'delete', null],
    ]);
    expect(page.hasMore).toBe(false);
    expect(await feed.execute({ companyId, cursor: page.nextCursor })).toEqual({
      items: [],
      nextCursor: page.nextCursor,
      hasMore: false,
    });
  });

  it('gives an upsert the employee as it is now, whatever version the entry has', async () => {
    const w = world();
    const { company } = await seedCompany(w);
    const companyId = company.id;
    const { id } = await w.createEmployee.execute({
      ...validEmployeeInput(),
      companyId,
      fields: [{ key: 'department', value: 'RH' }],
    });
    await w.updateEmployee.execute({ companyId, id, name: 'Ana Paula Reis', removeCampaign: false });

    const page = await new ListEmployeeChanges(w.uow, seal).execute({ companyId, limit: 1 });

    expect(page.items.map((i) => [i.version, i.current?.version, i.current?.profile.name?.value])).toEqual([
      [1, 2, 'Ana Paula Reis'],
    ]);
    expect(page.hasMore).toBe(true);
  });

  it('reads cursor and limit as a query gives them, and refuses anything else by field', () => {
    const cursors = seal.of('employee_changes', '7db56f8b-0000-4000-8000-000000000001');
    const theirs = seal.of('employee_changes', '7db56f8b-0000-4000-8000-000000000002');
    expect(feedRequest({}, cursors)).toEqual({ afterSeq: 0, limit: 100 });
    expect(feedRequest({ cursor: cursors.cursorOf(0), limit: '1000' }, cursors)).toEqual({ afterSeq: 0, limit: 1000 });
    expect(feedRequest({ cursor: cursors.cursorOf(42), limit: 1 }, cursors)).toEqual({ afterSeq: 42, limit: 1 });
    for (const [raw, fields] of [
      [{ cursor: '42' }, ['cursor']],
      [{ cursor: 42 }, ['cursor']],
      [{ cursor: '' }, ['cursor']],
      [{ cursor: theirs.cursorOf(42) }, ['cursor']],
      [{ cursor: [cursors.cursorOf(1), cursors.cursorOf(2)] }, ['cursor']],
      [{ limit: '1.5' }, ['limit']],
      [{ limit: 0 }, ['limit']],
      [{ limit: '10000' }, ['limit']],
    ] as const) {
      let thrown: unknown;
      try {
        feedRequest(raw, cursors);
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(ValidationError);
      expect(Object.keys((thrown as ValidationError).violations)).toEqual(fields);
    }
  });
});
