import { uniqueCpf, uniqueEmail, uniqueMobile } from '@employee/domain/testing';

/**
 * A valid POST /v1/employees body (the API's snake_case properties) with process-unique document, e-mail and
 * phone, and `include_campaign: false`; `overrides` replace or add properties.
 */
export function validEmployeeBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'João da Silva Santos',
    social_name: 'Joana Santos',
    email: uniqueEmail(),
    phone: uniqueMobile(),
    document: uniqueCpf(),
    internal_id: null,
    birthdate: '15/05/1990',
    hiring_date: '01/02/2015',
    is_on_leave: false,
    language: 'pt-BR',
    include_campaign: false,
    ...overrides,
  };
}
