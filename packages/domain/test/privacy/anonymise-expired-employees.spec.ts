import { AnonymiseEmployee, AnonymiseExpiredEmployees, EMPLOYEE_ANONYMISED, StateError } from '@employee/domain';
import { validEmployeeInput } from '@employee/domain/testing';
import { beforeEach, describe, expect, it } from '@jest/globals';
import { seedCompany, world } from '../world';

const DAY_MS = 24 * 60 * 60 * 1000;
/** When every employee of these tests is soft-deleted, unless a test says otherwise. */
const DELETED_AT = new Date('2026-03-01T12:00:00-03:00');
const at = (offsetMs: number) => new Date(DELETED_AT.getTime() + offsetMs);

/**
 * The retention pass (`RETENTION_DAYS_AFTER_DELETION`; docs/configuration.md): employees soft-deleted more than N days
 * ago (by the Clock) are anonymised as `AnonymiseEmployee` does, in batches, once; exactly N days is not yet expired.
 */
describe('AnonymiseExpiredEmployees', () => {
  let w: ReturnType<typeof world>;
  let companyId: string;
  beforeEach(async () => {
    w = world();
    companyId = (await seedCompany(w)).company.id;
  });

  /** Hires `count` employees and soft-deletes them all at `deletedAt`; answers their ids. */
  const deleted = async (count: number, deletedAt = DELETED_AT): Promise<string[]> => {
    const ids: string[] = [];
    for (let n = 0; n < count; n += 1) {
      w.clock.set(new Date(deletedAt.getTime() - 1000));
      const hired = await w.createEmployee.execute({
        ...validEmployeeInput({ name: 'Helena Duarte Reis', fields: [{ key: 'department', value: 'Controladoria' }] }),
        companyId,
      });
      w.clock.set(deletedAt);
      await w.deleteEmployee.execute({ companyId, id: hired.id });
      ids.push(hired.id);
    }
    return ids;
  };
  /** One pass; the fixed clock stands still, so the budget of a minute never runs out unless `passBudgetMs` is 0. */
  const pass = (retentionDays = 180, batchSize?: number, passBudgetMs = 60_000) =>
    new AnonymiseExpiredEmployees(w.uow, w.clock, {
      retentionDays,
      passBudgetMs,
      ...(batchSize === undefined ? {} : { batchSize }),
    }).execute();
  const anonymisations = async (employeeId: string) =>
    (await w.repos.audit.list(companyId, { entityId: employeeId, action: 'employee.anonymised', limit: 100 })).map(
      (event) => event.actor,
    );

  it('leaves an employee deleted exactly N days ago, and anonymises it one millisecond later', async () => {
    const [id] = (await deleted(1)) as [string];

    w.clock.set(at(180 * DAY_MS));
    expect(await pass()).toEqual({ anonymised: 0 });
    expect((await w.repos.employees.ofId(id))?.state).toBe('soft-deleted');

    w.clock.set(at(180 * DAY_MS + 1));
    expect(await pass()).toEqual({ anonymised: 1 });
    const anonymised = await w.repos.employees.ofId(id);
    expect(anonymised?.state).toBe('anonymised');
    expect(anonymised?.anonymisedAt).toEqual(w.clock.now());
    expect(anonymised?.deletedAt).toEqual(DELETED_AT);
    expect([anonymised?.profile.name, anonymised?.profile.document, anonymised?.profile.email]).toEqual([
      null,
      null,
      null,
    ]);
    expect(anonymised?.profile.hiringDate?.value).toBe('01/01/2015');
    expect(await anonymisations(id)).toEqual([{ type: 'system', id: null }]);
  });

  it('anonymises as AnonymiseEmployee does: the same record as a request would leave', async () => {
    const [byPass, byRequest] = (await deleted(2)) as [string, string];
    w.clock.set(at(181 * DAY_MS));
    await pass();
    await new AnonymiseEmployee(w.uow, w.clock).execute({ employeeId: byRequest });

    // Both were made alike; only their ids and unique values differed, and those are gone or set aside here.
    const stored = async (id: string) => ({ ...(await w.repos.employees.ofId(id))?.toProps(), id: 'same' });
    expect(await stored(byPass)).toEqual(await stored(byRequest));
    expect((await stored(byPass)).name).toBeNull();
  });

  it('touches neither active employees, nor recent deletions, nor employees already anonymised', async () => {
    const active = await w.createEmployee.execute({
      ...validEmployeeInput({ fields: [{ key: 'department', value: 'Controladoria' }] }),
      companyId,
    });
    const [recent] = (await deleted(1, at(100 * DAY_MS))) as [string];
    const [old] = (await deleted(1)) as [string];
    w.clock.set(at(200 * DAY_MS));
    expect(await pass()).toEqual({ anonymised: 1 });
    w.clock.set(at(400 * DAY_MS));

    expect(await pass()).toEqual({ anonymised: 1 });
    expect(await pass()).toEqual({ anonymised: 0 });
    expect((await w.repos.employees.ofId(active.id))?.state).toBe('active');
    expect((await w.repos.employees.ofId(recent))?.state).toBe('anonymised');
    expect(await anonymisations(old)).toHaveLength(1);
    expect(await anonymisations(recent)).toHaveLength(1);
  });

  it('works in batches, oldest deletions first, until none is left', async () => {
    const older = await deleted(3, at(-DAY_MS));
    const newer = await deleted(2);
    w.clock.set(at(365 * DAY_MS));

    expect(await pass(180, 2)).toEqual({ anonymised: 2 });
    const firstBatch = await Promise.all(older.map(async (id) => (await w.repos.employees.ofId(id))?.state));
    expect(firstBatch.filter((state) => state === 'anonymised')).toHaveLength(2);
    expect(await pass(180, 2)).toEqual({ anonymised: 2 });
    expect(await pass(180, 2)).toEqual({ anonymised: 1 });
    expect(await pass(180, 2)).toEqual({ anonymised: 0 });
    for (const id of [...older, ...newer]) expect(await anonymisations(id)).toHaveLength(1);
  });

  it('stops starting anonymisations once its time budget is spent: one a pass, the rest to the next', async () => {
    const ids = await deleted(3);
    w.clock.set(at(181 * DAY_MS));

    expect(await pass(180, 100, 0)).toEqual({ anonymised: 1 });
    expect(await pass(180, 100, 0)).toEqual({ anonymised: 1 });
    expect(await pass(180, 100, 0)).toEqual({ anonymised: 1 });
    expect(await pass(180, 100, 0)).toEqual({ anonymised: 0 });
    for (const id of ids) expect(await anonymisations(id)).toHaveLength(1);
  });

  it('does nothing when the retention is 0 (disabled), however old the deletion', async () => {
    const [id] = (await deleted(1)) as [string];
    w.clock.set(at(10_000 * DAY_MS));
    expect(await pass(0)).toEqual({ anonymised: 0 });
    expect((await w.repos.employees.ofId(id))?.state).toBe('soft-deleted');
  });

  it('refuses a retention that is negative, fractional or above 36500 days, an empty batch, a negative budget', () => {
    for (const days of [-1, 1.5, 36_501]) expect(() => pass(days)).toThrow(RangeError);
    expect(() => pass(180, 0)).toThrow(RangeError);
    expect(() => pass(180, 10, -1)).toThrow(RangeError);
  });

  it('leaves an employee anonymised by retention impossible to restore', async () => {
    const [id] = (await deleted(1)) as [string];
    w.clock.set(at(181 * DAY_MS));
    await pass();

    const refused = w.restoreEmployee.execute({ id });
    await expect(refused).rejects.toBeInstanceOf(StateError);
    await expect(refused).rejects.toMatchObject({ code: EMPLOYEE_ANONYMISED });
    expect((await w.repos.employees.ofId(id))?.state).toBe('anonymised');
  });
});
