import { describe, expect, it } from 'vitest';
import { ApiError } from '../src/api/api-error';
import { apiErrorText } from '../src/api/api-error-text';
import { API_ERRORS } from '../src/i18n/api-errors.messages';
import { i18next } from '../src/i18n/i18n';

const inPortuguese = i18next.getFixedT('pt-BR', API_ERRORS);
const inEnglish = i18next.getFixedT('en', API_ERRORS);

/** The API's errors in the page's language, by code (docs/dashboard.md#accessibility-and-languages). */
describe('apiErrorText', () => {
  it("says a rule's refusal by its code, never with the API's English detail", () => {
    const conflict = new ApiError({
      status: 409,
      detail: 'A draft campaign must be opened before it can be closed',
      meta: { code: 'CAMPAIGN.WRONG_STATE' },
    });
    expect(apiErrorText(conflict, inPortuguese)).toEqual({
      summary: 'A situação atual da campanha não permite esta ação.',
      fields: [],
    });
    expect(apiErrorText(conflict, inEnglish).summary).toBe("The campaign's current state does not allow this action.");
  });

  it('says an error without a code, or with one the catalogue lacks, by its status', () => {
    const tooLarge = new ApiError({ status: 413, detail: 'The body is larger than 100 kB' });
    expect(apiErrorText(tooLarge, inPortuguese).summary).toBe('Os dados enviados são grandes demais.');
    const unknown = new ApiError({ status: 409, detail: 'Something new', meta: { code: 'NEW.CODE' } });
    expect(apiErrorText(unknown, inPortuguese).summary).toBe('A situação atual não permite esta ação.');
    const teapot = new ApiError({ status: 418, detail: "I'm a teapot" });
    expect(apiErrorText(teapot, inPortuguese).summary).toBe('Não foi possível concluir (HTTP 418).');
  });

  it("says each field of a 422 by its rules' codes: the rule's own text, its family's, or the generic one", () => {
    const invalid = new ApiError({
      status: 422,
      detail: 'The data sent is invalid',
      meta: {
        code: 'EMPLOYEE.INVALID',
        errors: { document: ['has invalid check digits'], phone: ['x', 'y'], birthdate: ['z'], zzz: ['w'] },
        codes: {
          document: ['CPF.CHECK_DIGITS'],
          phone: ['PHONE.FORMAT', 'PHONE.LENGTH'],
          birthdate: ['NEW_FAMILY.RULE'],
          zzz: [],
        },
      },
    });
    expect(apiErrorText(invalid, inPortuguese)).toEqual({
      summary: 'Confira os campos do colaborador.',
      fields: [
        ['document', ['CPF inválido: confira os dígitos verificadores.']],
        ['phone', ['Celular inválido: use +55, DDD e número.']],
        ['birthdate', ['Valor inválido.']],
        ['zzz', ['Valor inválido.']],
      ],
    });
  });
});
