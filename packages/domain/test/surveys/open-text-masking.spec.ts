import { describe, expect, it, jest } from '@jest/globals';
import {
  employeeNameIndex,
  maskOpenText,
  withMaskedOpenAnswers,
  type EmployeeNameIndex,
  type SurveyResponse,
} from '@employee/domain';

const NAMES = employeeNameIndex(['Maria Aparecida Souza', 'João da Silva', 'Mari Souza', 'Rosa Lima']);
const mask = (text: string, names: EmployeeNameIndex = NAMES) => maskOpenText(text, names);

describe('maskOpenText (docs/reports.md#comments)', () => {
  it('masks e-mail addresses', () => {
    expect(mask('Falem com maria.souza+rh@empresa.com.br ou RH@Empresa.COM sobre isso.')).toBe(
      'Falem com [e-mail] ou [e-mail] sobre isso.',
    );
  });

  it('masks CPFs with or without punctuation whose check digits hold, not other numbers', () => {
    expect(mask('Meu CPF é 529.982.247-25, o dele 52998224725.')).toBe('Meu CPF é [CPF], o dele [CPF].');
    expect(mask('Pedido 529.982.247-26 e 111.111.111-11')).not.toContain('[CPF]');
  });

  it('masks Brazilian phone numbers written in the usual ways, with or without +55', () => {
    for (const phone of ['(11) 98765-4321', '+55 11 98765-4321', '11987654321', '+55 (21) 3456-7890', '+5511987654321'])
      expect(mask(`Liguem no ${phone} à tarde`)).toBe('Liguem no [telefone] à tarde');
  });

  it("masks a company employee's given name followed by other names of theirs, accents and case aside", () => {
    expect(mask('A Maria Souza ajudou muito.')).toBe('A [nome] ajudou muito.');
    expect(mask('maria aparecida souza e MARIA APARECIDA')).toBe('[nome] e [nome]');
    expect(mask('Joao Silva e João da Silva brigaram')).toBe('[nome] e [nome] brigaram');
    expect(mask('Falei com a Mari Souza ontem')).toBe('Falei com a [nome] ontem');
  });

  it('keeps a given name alone, a family name alone, names split by punctuation and ordinary words', () => {
    const ordinary = [
      'Maria chegou cedo e a Souza saiu tarde.',
      'Maria, Souza e outros.',
      'A rosa flor do jardim; nota 10 de 10 em 2025, reunião de segunda às 14h30.',
      'Pedro Souza não trabalha aqui.',
    ];
    for (const text of ordinary) expect(mask(text)).toBe(text);
  });

  it('masks every kind in one text', () => {
    expect(mask('Maria Souza (maria@x.com.br, 11 98765-4321, CPF 529.982.247-25) sabe.')).toBe(
      '[nome] ([e-mail], [telefone], CPF [CPF]) sabe.',
    );
  });
});

describe('withMaskedOpenAnswers', () => {
  const response = (answers: SurveyResponse['answers']): SurveyResponse => ({
    id: 'r',
    companyId: 'c',
    campaignId: 'k',
    submittedAt: new Date(0),
    snapshot: { fields: {}, tenureBand: null, ageBand: null, language: 'pt-BR', isOnLeave: false },
    answers,
    scores: { enps: null, lnps: null, engagementIndex: null },
  });

  it('masks the open answers, keeps the scale ones, reads the names only when there is an open answer', async () => {
    const namesOf = jest.fn(async () => NAMES);
    const masked = await withMaskedOpenAnswers(
      response([
        { questionId: 'q1', value: 9 },
        { questionId: 'q2', value: 'Fale com a Rosa Lima: rosa@x.com' },
      ]),
      namesOf,
    );
    expect(masked.answers).toEqual([
      { questionId: 'q1', value: 9 },
      { questionId: 'q2', value: 'Fale com a [nome]: [e-mail]' },
    ]);
    const scaleOnly = response([{ questionId: 'q1', value: 9 }]);
    expect(await withMaskedOpenAnswers(scaleOnly, namesOf)).toBe(scaleOnly);
    expect(namesOf).toHaveBeenCalledTimes(1);
  });
});
