import {
  ANONYMISATION,
  DateBR,
  EMPTY_PROFILE,
  Employee,
  FullName,
  SOFT_DELETE_EFFECTS,
  type EmployeeProps,
} from '@employee/domain';
import { anEmployee } from '@employee/domain/testing';
import { describe, expect, it } from '@jest/globals';

const T0 = new Date('2026-03-01T12:00:00.000Z');
const seconds = (n: number): Date => new Date(T0.getTime() + n * 1000);
const DELAY = 5;

const firing = (date: string, reason: string | null = 'Reestruturação') => ({
  firingDate: DateBR.create(date, 'firing_date'),
  isVoluntaryFiring: true,
  reasonFiring: reason,
});

const VALUES = [{ filterId: 'f1', key: 'unidade', value: 'Sul' }];
const active = (): Employee => anEmployee().of('company-1').withFieldValues(VALUES).inCampaigns('c1').build();
const fired = (): Employee =>
  anEmployee()
    .of('company-1')
    .withFieldValues(VALUES)
    .inCampaigns('c1')
    .firedOn('10/02/2026', seconds(100), 'Motivo')
    .build();
const softDeleted = (): Employee => anEmployee().of('company-1').softDeleted(seconds(1)).build();

describe('Employee lifecycle: active → firing recorded → soft-deleted', () => {
  describe('register', () => {
    it('starts active without a firing_date', () => {
      const employee = Employee.register({
        id: 'e1',
        companyId: 'c',
        profile: EMPTY_PROFILE,
        fieldValues: [],
        campaignIds: [],
        campaignChoice: 'out',
        now: T0,
        settleDelaySeconds: DELAY,
      });
      expect(employee.state).toBe('active');
      expect(employee.toProps()).toMatchObject({
        firingSettlesAt: null,
        createdAt: T0,
        updatedAt: T0,
        deletedAt: null,
        version: 1,
      });
    });

    it('records the firing a profile carries, due settleDelaySeconds later', () => {
      const profile = { ...EMPTY_PROFILE, ...firing('10/02/2026') };
      const employee = Employee.register({
        id: 'e1',
        companyId: 'c',
        profile,
        fieldValues: [],
        campaignIds: ['c1'],
        campaignChoice: 'in',
        now: T0,
        settleDelaySeconds: DELAY,
      });
      expect(employee.state).toBe('firing-recorded');
      expect(employee.toProps()).toEqual({
        ...profile,
        id: 'e1',
        companyId: 'c',
        fieldValues: [],
        campaignIds: ['c1'],
        campaignChoice: 'in',
        firingSettlesAt: seconds(DELAY),
        createdAt: T0,
        updatedAt: T0,
        deletedAt: null,
        anonymisedAt: null,
        version: 1,
      });
    });
  });

  describe('recordFiring', () => {
    it('records a firing on an active employee, due settleDelaySeconds from now', () => {
      const employee = active();
      const before = employee.toProps();
      employee.recordFiring(firing('10/02/2026'), seconds(10), DELAY);
      expect(employee.state).toBe('firing-recorded');
      expect(employee.toProps()).toEqual({
        ...before,
        ...firing('10/02/2026'),
        firingSettlesAt: seconds(10 + DELAY),
        updatedAt: seconds(10),
        version: before.version + 1,
      });
    });

    it('amends a recorded firing and keeps its pending settlement time', () => {
      const employee = fired();
      const before = employee.toProps();
      employee.recordFiring(firing('11/02/2026', null), seconds(10), DELAY);
      expect(employee.state).toBe('firing-recorded');
      expect(employee.toProps()).toEqual({
        ...before,
        ...firing('11/02/2026', null),
        firingSettlesAt: seconds(100),
        updatedAt: seconds(10),
        version: 2,
      });
    });

    it('refuses a soft-deleted employee', () => {
      expect(() => softDeleted().recordFiring(firing('10/02/2026'), seconds(10), DELAY)).toThrow(
        expect.objectContaining({ code: 'EMPLOYEE.SOFT_DELETED' }),
      );
    });
  });

  describe('cancelFiring', () => {
    it('cancels a recorded firing: date, type, reason and settlement time cleared, active again', () => {
      const employee = fired();
      const before = employee.toProps();
      employee.cancelFiring(seconds(10));
      expect(employee.state).toBe('active');
      expect(employee.toProps()).toEqual({
        ...before,
        firingDate: null,
        isVoluntaryFiring: null,
        reasonFiring: null,
        firingSettlesAt: null,
        updatedAt: seconds(10),
        version: before.version + 1,
      });
    });

    it('changes nothing on an active employee (no firing to cancel)', () => {
      const employee = active();
      const before = employee.toProps();
      employee.cancelFiring(seconds(10));
      expect(employee.toProps()).toEqual(before);
    });

    it('refuses a soft-deleted employee (a settled firing is final)', () => {
      expect(() => softDeleted().cancelFiring(seconds(10))).toThrow(
        expect.objectContaining({ code: 'EMPLOYEE.SOFT_DELETED' }),
      );
    });
  });

  describe('revise', () => {
    const profileOf = (employee: Employee, change: Partial<EmployeeProps>) => ({ ...employee.profile, ...change });

    it('applies the profile and records the firing its firing_date brings', () => {
      const employee = active();
      const profile = profileOf(employee, { name: FullName.create('Ana Maria Souza'), ...firing('10/02/2026') });
      employee.revise(profile, seconds(10), DELAY);
      expect(employee.state).toBe('firing-recorded');
      expect(employee.toProps()).toMatchObject({
        name: profile.name,
        ...firing('10/02/2026'),
        firingSettlesAt: seconds(10 + DELAY),
        updatedAt: seconds(10),
        version: 2, // two changes of one request: one version
      });
    });

    it('keeps the pending settlement time when the firing_date changes', () => {
      const employee = fired();
      employee.revise(profileOf(employee, firing('11/02/2026')), seconds(10), DELAY);
      expect(employee.toProps()).toMatchObject({
        ...firing('11/02/2026'),
        firingSettlesAt: seconds(100),
        updatedAt: seconds(10),
        version: 2,
      });
    });

    it('cancels the recorded firing when firing_date becomes null', () => {
      const employee = fired();
      employee.revise(
        profileOf(employee, { firingDate: null, isVoluntaryFiring: null, reasonFiring: null }),
        seconds(10),
        DELAY,
      );
      expect(employee.state).toBe('active');
      expect(employee.toProps()).toMatchObject({ firingDate: null, firingSettlesAt: null, updatedAt: seconds(10) });
    });

    it('refuses a soft-deleted employee', () => {
      const employee = softDeleted();
      expect(() => employee.revise(employee.profile, seconds(10), DELAY)).toThrow(
        expect.objectContaining({ code: 'EMPLOYEE.SOFT_DELETED' }),
      );
    });
  });

  describe('softDelete', () => {
    it.each([
      ['an active employee', active],
      ['an employee with a firing recorded', fired],
    ])(
      'soft-deletes %s: values and links removed, deleted_at set, settlement cleared, the rest (updated_at too) kept',
      (_, make) => {
        const employee = make();
        const before = employee.toProps();
        employee.softDelete(seconds(10));
        expect(employee.state).toBe('soft-deleted');
        expect(employee.toProps()).toEqual({
          ...before,
          fieldValues: [],
          campaignIds: [],
          firingSettlesAt: null,
          deletedAt: seconds(10),
          version: before.version + 1,
        });
      },
    );

    it(
      'applies exactly the effects SOFT_DELETE_EFFECTS declares (what ' +
        'the storage adapters derive their settlement from)',
      () => {
        expect(SOFT_DELETE_EFFECTS).toEqual({
          fieldValues: 'emptied',
          campaignIds: 'emptied',
          deletedAt: 'now',
          firingSettlesAt: 'cleared',
        });
        const employee = fired();
        const before = employee.toProps();
        employee.softDelete(seconds(10));
        const after = employee.toProps();
        const changed = (Object.keys(before) as Array<keyof EmployeeProps>).filter(
          (p) => JSON.stringify(before[p]) !== JSON.stringify(after[p]),
        );
        // Besides the declared effects only the version moves, as with every change.
        expect(changed.filter((p) => p !== 'version').sort()).toEqual(Object.keys(SOFT_DELETE_EFFECTS).sort());
        expect(after.version).toBe(before.version + 1);
      },
    );

    it('refuses an employee already soft-deleted', () => {
      expect(() => softDeleted().softDelete(seconds(10))).toThrow(
        expect.objectContaining({ code: 'EMPLOYEE.SOFT_DELETED' }),
      );
    });
  });

  describe('anonymise (docs/lgpd.md#anonymisation)', () => {
    it('changes exactly the declared properties, soft-deleting an active employee first', () => {
      const employee = fired();
      const before = employee.toProps();
      expect(employee.anonymise(seconds(10))).toBe(true);
      const after = employee.toProps();
      const changed = (Object.keys(before) as Array<keyof EmployeeProps>).filter(
        (p) => JSON.stringify(before[p]) !== JSON.stringify(after[p]),
      );
      const declared = [...Object.keys(SOFT_DELETE_EFFECTS), ...Object.keys(ANONYMISATION), 'anonymisedAt'];
      // A null stays null: only the properties that held a value change.
      expect(changed.filter((p) => p !== 'version').every((p) => declared.includes(p))).toBe(true);
      expect(changed).toEqual(expect.arrayContaining(['deletedAt', 'anonymisedAt', 'name', 'document', 'firingDate']));
      expect(employee.state).toBe('anonymised');
      expect(after.firingDate?.value).toBe(`01/01/${before.firingDate?.year}`);
      expect(after.version).toBe(before.version + 1);
    });

    it('does nothing on an employee already anonymised, and refuses every change and the restore', () => {
      const employee = softDeleted();
      employee.anonymise(seconds(10));
      const anonymised = employee.toProps();
      expect(employee.anonymise(seconds(20))).toBe(false);
      expect(employee.toProps()).toEqual(anonymised);
      expect(() => employee.restore(seconds(30))).toThrow(expect.objectContaining({ code: 'EMPLOYEE.ANONYMISED' }));
      expect(() => employee.softDelete(seconds(30))).toThrow(
        expect.objectContaining({ code: 'EMPLOYEE.SOFT_DELETED' }),
      );
      expect(employee.isVisibleTo(anonymised.companyId)).toBe(false);
    });
  });

  describe('restore', () => {
    it(
      'brings a soft-deleted employee back to active, its settled ' + 'firing cleared, without its values and links',
      () => {
        const employee = fired();
        employee.softDelete(seconds(10));
        const deleted = employee.toProps();
        employee.restore(seconds(20));
        expect(employee.state).toBe('active');
        expect(employee.toProps()).toEqual({
          ...deleted,
          firingDate: null,
          isVoluntaryFiring: null,
          reasonFiring: null,
          firingSettlesAt: null,
          deletedAt: null,
          updatedAt: seconds(20),
        });
      },
    );

    it.each([
      ['an active employee', active],
      ['an employee with a firing recorded', fired],
    ])('refuses %s (EMPLOYEE.NOT_DELETED)', (_, make) => {
      expect(() => make().restore(seconds(20))).toThrow(expect.objectContaining({ code: 'EMPLOYEE.NOT_DELETED' }));
    });
  });
});
