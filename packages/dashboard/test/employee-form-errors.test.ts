import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../src/api/api-error';
import { i18next } from '../src/i18n/i18n';
import { EMPLOYEE_FORM } from '../src/pages/employees/employee-form.messages';
import { createBodyOf, formValuesOf, updateBodyOf } from '../src/pages/employees/employee-input';
import { formErrorsOf } from '../src/pages/employees/form-errors';

const invalid = new ApiError({
  status: 422,
  detail: 'The data sent is invalid',
  meta: { errors: { document: ['has invalid check digits'], 'fields[0].value': ['is too long'] } },
});

describe('the employee form in pt-BR', () => {
  beforeAll(async () => {
    await i18next.changeLanguage('pt-BR');
  });
  const t = () => i18next.getFixedT('pt-BR', EMPLOYEE_FORM);

  it("shows a 422's fields with the catalogue's messages, a generic one for an unknown field, never the API's", () => {
    const errors = formErrorsOf(invalid, t());
    expect(errors).toEqual({
      summary: 'Confira os campos marcados: o cadastro não foi salvo.',
      fields: {
        document: 'CPF inválido ou já em uso: 11 dígitos com dígitos verificadores corretos.',
        'fields[0].value': 'Valor inválido.',
      },
    });
  });

  it('says any other refusal with its status, and nothing before a save', () => {
    const conflict = new ApiError({ status: 412, detail: 'The resource has changed' });
    expect(formErrorsOf(conflict, t())).toEqual({
      summary: 'Não foi possível concluir (erro 412). Tente de novo.',
      fields: {},
    });
    expect(formErrorsOf(null, t())).toEqual({ summary: null, fields: {} });
  });
});

describe('the bodies the employee form sends', () => {
  const values = {
    ...formValuesOf(),
    text: { ...formValuesOf().text, name: 'Ana Lima Souza', document: '52998224725', email: '  ' },
    fieldValues: { area: 'Jurídico', unidade: '' },
  };

  it('creates with blank texts and blank filter values left out', () => {
    expect(createBodyOf(values, ['area', 'unidade'], false)).toEqual({
      name: 'Ana Lima Souza',
      document: '52998224725',
      is_on_leave: false,
      language: 'pt-BR',
      fields: [{ key: 'area', value: 'Jurídico' }],
      include_campaign: false,
    });
  });

  it('updates with blank texts cleared, every shown filter, campaigns kept; no fields without filters:read', () => {
    const body = updateBodyOf(values, ['area', 'unidade']);
    expect(body).toMatchObject({ name: 'Ana Lima Souza', email: null, phone: null, remove_campaign: false });
    expect(body.fields).toEqual([
      { key: 'area', value: 'Jurídico' },
      { key: 'unidade', value: '' },
    ]);
    expect(updateBodyOf(values, null)).not.toHaveProperty('fields');
  });
});
