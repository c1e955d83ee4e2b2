import { describe, expect, it } from '@jest/globals';
import { aCompany, aFilter, anEmployee, aPermission, aProfile, aUser, aUserToken } from '@employee/domain/testing';
import {
  toCompanyView,
  toEmployeeRecordView,
  toEmployeeView,
  toFilterView,
  toPermissionView,
  toProfileView,
  toUserTokenView,
  toUserView,
} from '@employee/wire';

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
        version: 1,
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
        'version',
      ]);
      expect(toEmployeeRecordView(employee, ZONE)).toStrictEqual({ ...view, deleted_at: null, campaign_ids: ['c-1'] });
      const deleted = anEmployee().createdAt(AT).softDeleted(AT).build();
      expect(toEmployeeRecordView(deleted, ZONE)).toMatchObject({
        deleted_at: '2026-11-22T10:00:00-03:00',
        campaign_ids: [],
      });
    },
  );

  it('shows a profile with its scopes in catalogue order', () => {
    const profile = aProfile()
      .of('c-1')
      .named('Auditor')
      .withScopes('audit:read', 'employees:read')
      .createdAt(AT)
      .build();
    expect(toProfileView(profile, ZONE)).toStrictEqual({
      id: profile.id,
      company_id: 'c-1',
      name: 'Auditor',
      scopes: ['employees:read', 'audit:read'],
      is_builtin: false,
      created_at: '2026-11-22T10:00:00-03:00',
      updated_at: '2026-11-22T10:00:00-03:00',
      version: 1,
    });
  });

  it('shows a user with campaign_access in the API shape and none of their secrets', () => {
    const user = aUser()
      .of('c-1')
      .named('Joana Pereira Lima')
      .withEmail('joana.lima@empresa.com.br')
      .withCampaignAccess({
        campaigns: 'all',
        segment: { filter_id: '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b', values: ['RH'] },
      })
      .withOtp('OTP-SECRET', AT)
      .withRecoveryCodeHashes('RECOVERY-HASH')
      .signedInAt('2026-11-23T13:15:42.000Z')
      .createdAt(AT)
      .build();
    const view = toUserView(user, ZONE);
    expect(view).toStrictEqual({
      id: user.id,
      company_id: 'c-1',
      name: 'Joana Pereira Lima',
      email: 'joana.lima@empresa.com.br',
      status: 'active',
      otp_enabled: true,
      campaign_access: {
        campaigns: 'all',
        segment: { filter_id: '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b', values: ['RH'] },
      },
      created_at: '2026-11-22T10:00:00-03:00',
      updated_at: '2026-11-22T10:00:00-03:00',
      last_sign_in_at: '2026-11-23T10:15:42-03:00',
      version: 1,
    });
    const invited = toUserView(aUser().invited('INVITATION-HASH').build(), ZONE);
    expect({ status: invited.status, last_sign_in_at: invited.last_sign_in_at }).toEqual({
      status: 'invited',
      last_sign_in_at: null,
    });
    expect(JSON.stringify([view, invited])).not.toMatch(/password-hash|OTP-SECRET|RECOVERY-HASH|INVITATION-HASH/);
  });

  it('shows a permission', () => {
    const permission = aPermission().of('u-1').on('c-1').granting('p-1').createdAt(AT).build();
    expect(toPermissionView(permission, ZONE)).toStrictEqual({
      id: permission.id,
      user_id: 'u-1',
      company_id: 'c-1',
      profile_id: 'p-1',
      created_at: '2026-11-22T10:00:00-03:00',
      updated_at: '2026-11-22T10:00:00-03:00',
      version: 1,
    });
  });

  it('shows a user token with its prefix and dates, never its secret hash', () => {
    const token = aUserToken()
      .named('Planilha')
      .createdAt(AT, 30)
      .lastUsedAt('2026-11-23T11:00:00.000Z')
      .revoked('2026-11-24T11:00:00.000Z')
      .build();
    const view = toUserTokenView(token, ZONE);
    expect(view).toStrictEqual({
      id: token.id,
      name: 'Planilha',
      prefix: token.prefix,
      created_at: '2026-11-22T10:00:00-03:00',
      expires_at: '2026-12-22T10:00:00-03:00',
      last_used_at: '2026-11-23T08:00:00-03:00',
      revoked_at: '2026-11-24T08:00:00-03:00',
    });
    expect(JSON.stringify(view)).not.toContain(token.secretHash);
    expect(toUserTokenView(aUserToken().build(), ZONE)).toMatchObject({ last_used_at: null, revoked_at: null });
  });
});
