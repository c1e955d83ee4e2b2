import { EMPLOYEE_INVALID, Language, LANGUAGES } from '@employee/domain';
import { describe, expect, it } from '@jest/globals';
import { validationErrorOf, violationCodesOf } from '../kernel/validation.helper';

describe('Language', () => {
  it.each(['pt-BR', 'en', 'es'])('accepts %s', (raw) => {
    expect(Language.create(raw).value).toBe(raw);
    expect(String(Language.create(raw))).toBe(raw);
  });

  it('offers exactly pt-BR, en and es', () => {
    expect([...LANGUAGES]).toEqual(['pt-BR', 'en', 'es']);
  });

  it('defaults to pt-BR', () => {
    expect(Language.DEFAULT.value).toBe('pt-BR');
    expect(Language.DEFAULT.equals(Language.create('pt-BR'))).toBe(true);
    expect(Language.DEFAULT.equals(Language.create('en'))).toBe(false);
  });

  it.each(['pt', 'PT-BR', 'pt-br', 'pt_BR', 'EN', 'en-US', 'es-ES', ' en', 'fr', '', null, undefined, 1, ['en']])(
    'rejects %p with LANGUAGE.UNSUPPORTED',
    (raw) => {
      expect(violationCodesOf(() => Language.create(raw))).toEqual({ language: ['LANGUAGE.UNSUPPORTED'] });
    },
  );

  it('reports as EMPLOYEE.INVALID with a message listing the choices, on the field it is given', () => {
    const error = validationErrorOf(() => Language.create('fr', 'idioma'));
    expect(error.code).toBe(EMPLOYEE_INVALID);
    expect(Object.keys(error.errors)).toEqual(['idioma']);
    expect(error.errors.idioma?.[0]).toContain('pt-BR');
  });
});
