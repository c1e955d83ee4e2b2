import { describe, expect, it } from '@jest/globals';
import { aCompany, aFilter, anEmployee } from '@employee/domain/testing';
import { toCompanyView, toEmployeeRecordView, toEmployeeView, toFilterView } from '@employee/wire';

const ZONE = 'America/Sao_Paulo';
const AT = '2026-11-22T13:00:00.000Z';

describe('JSON views', () => {
  it('shows a company with snake_case properties and zoned timestamps', () => {
    const parent = aCompany().build();
    const company = aCompany().named('Filial Sul').identifiedBy('email').branchOf(parent).createdAt(AT).build();
    expect(toCompanyView(company, ZONE)).toStrictEqual({
      id: company.id,
      name: 'Filial Sul',
      identify_key: 'email',
      parent_id: parent.id,
      created_at: '2026-11-22T10:00:00-03:00',
      updated_at: '2026-11-22T10:00:00-03:00',
    });
  });

  it('shows a filter with its key, name, required flag and default value', () => {
    const filter = aFilter().withKey('unidade').required().withDefault('Matriz').createdAt(AT).build();
    expect(toFilterView(filter, ZONE)).toMatchObject({
      id: filter.id,
      key: 'unidade',
      is_required: true,
      default_value: 'Matriz',
      created_at: '2026-11-22T10:00:00-03:00',
    });
  });

  it(
    'shows an employee with every property, absent ones as null, ' +
      'and the stored record with deleted_at and campaign_ids',
    () => {
      const employee = anEmployee()
        .named('Maria da Silva')
        .withDocument('52998224725')
        .withEmail(null)
        .inCampaigns('c-1')
        .createdAt(AT)
        .build();
      const view = toEmployeeView(employee, ZONE);
      expect(view).toMatchObject({
        id: employee.id,
        company_id: employee.companyId,
        name: 'Maria da Silva',
        document: '52998224725',
        email: null,
        social_name: null,
        firing_date: null,
        is_on_leave: false,
        language: 'pt-BR',
        fields: [],
      });
      expect(Object.keys(view)).toEqual([
        'id',
        'company_id',
        'name',
        'social_name',
        'email',
        'phone',
        'document',
        'internal_id',
        'birthdate',
        'hiring_date',
        'firing_date',
        'is_voluntary_firing',
        'reason_firing',
        'is_on_leave',
        'language',
        'fields',
        'created_at',
        'updated_at',
      ]);
      expect(toEmployeeRecordView(employee, ZONE)).toStrictEqual({ ...view, deleted_at: null, campaign_ids: ['c-1'] });
      const deleted = anEmployee().createdAt(AT).softDeleted(AT).build();
      expect(toEmployeeRecordView(deleted, ZONE)).toMatchObject({
        deleted_at: '2026-11-22T10:00:00-03:00',
        campaign_ids: [],
      });
    },
  );
});
