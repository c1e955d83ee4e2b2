import { DateBR, Employee, Language, segmentSnapshotOf } from '@employee/domain';
import { anEmployee } from '@employee/domain/testing';
import { describe, expect, it } from '@jest/globals';

const TODAY = DateBR.create('25/11/2026', 'date');

describe('segmentSnapshotOf', () => {
  it('takes the filter values by key, the bands, the language and the leave flag of the employee on the day', () => {
    const employee = anEmployee()
      .withBirthdate('10/06/1990')
      .withFieldValues([
        { filterId: 'f1', key: 'department', value: 'Vendas' },
        { filterId: 'f2', key: 'unit', value: 'Sul' },
      ])
      .build();
    expect(segmentSnapshotOf(employee, TODAY)).toEqual({
      fields: { department: 'Vendas', unit: 'Sul' },
      tenureBand: '5y+',
      ageBand: '35-44',
      language: 'pt-BR',
      isOnLeave: false,
    });
  });

  it('has null bands without dates, no fields without values, and the employee language and leave', () => {
    const base = anEmployee().build();
    const employee = Employee.fromProps({
      ...base.profile,
      id: base.id,
      companyId: base.companyId,
      fieldValues: [],
      campaignIds: [],
      campaignChoice: 'out',
      firingSettlesAt: null,
      createdAt: base.createdAt,
      updatedAt: base.updatedAt,
      deletedAt: null,
      anonymisedAt: null,
      version: 1,
      hiringDate: null,
      birthdate: null,
      language: Language.create('es'),
      isOnLeave: true,
    });
    expect(segmentSnapshotOf(employee, TODAY)).toEqual({
      fields: {},
      tenureBand: null,
      ageBand: null,
      language: 'es',
      isOnLeave: true,
    });
  });

  it('takes the bands on the given day, so the same employee moves band as time passes', () => {
    const employee = anEmployee().withBirthdate('25/11/2001').build();
    expect(segmentSnapshotOf(employee, DateBR.create('24/11/2026', 'date')).ageBand).toBe('<25');
    expect(segmentSnapshotOf(employee, TODAY).ageBand).toBe('25-34');
  });
});
