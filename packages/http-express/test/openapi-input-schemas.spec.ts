import { describe, expect, it } from '@jest/globals';
import { BrazilianMobile, DateBR } from '@employee/domain';
import { componentSchemaErrors } from './support/openapi';

/**
 * The input schemas of docs/openapi.yaml hold the API's rules as far as a schema can say them, and never refuse
 * what the API accepts: each value the domain accepts passes the schema, and the forms the schema refuses are
 * refused by the domain too.
 */

function domainAccepts(parse: () => unknown): boolean {
  try {
    parse();
    return true;
  } catch {
    return false;
  }
}

describe('the input schemas of docs/openapi.yaml', () => {
  it('take a phone as the API does: 55 with an optional +, separators tolerated; refuse letters', () => {
    const schema = 'EmployeeWritable/properties/phone';
    for (const phone of [
      '+5511987654321',
      '5511987654321',
      '+55 (11) 98765-4321',
      ' 55.11.98765.4321 ',
      '(+55) 11 98765 4321',
    ]) {
      expect([phone, domainAccepts(() => BrazilianMobile.create(phone))]).toEqual([phone, true]);
      expect([phone, componentSchemaErrors(schema, phone)]).toEqual([phone, []]);
    }
    for (const phone of ['+55 11 9876S-4321', '55+11987654321', '', '+', 'tel:+5511987654321']) {
      expect([phone, domainAccepts(() => BrazilianMobile.create(phone))]).toEqual([phone, false]);
      expect(componentSchemaErrors(schema, phone)).not.toEqual([]);
    }
    expect(componentSchemaErrors(schema, null)).toEqual([]);
  });

  it("take a campaign's dates as dd/mm/yyyy or null, as the API does", () => {
    for (const field of ['starts_on', 'ends_on']) {
      const schema = `CampaignWritable/properties/${field}`;
      expect(componentSchemaErrors(schema, '01/03/2026')).toEqual([]);
      expect(domainAccepts(() => DateBR.create('01/03/2026', field))).toBe(true);
      expect(componentSchemaErrors(schema, null)).toEqual([]);
      for (const date of ['2026-03-01', '1/3/2026', '01/03/26', '01-03-2026']) {
        expect(domainAccepts(() => DateBR.create(date, field))).toBe(false);
        expect(componentSchemaErrors(schema, date)).not.toEqual([]);
      }
    }
  });

  it("take a survey answer's question_id as a question's id (a UUID) and a value of 0 to 10, text or null", () => {
    const answer = (entry: Record<string, unknown>) => componentSchemaErrors('SurveyAnswers', { answers: [entry] });
    const questionId = '3f2a9c8e-1b7d-4e6a-9c05-8d1e2f3a4b5c';
    for (const value of [0, 5, 10, 'Mais reuniões de equipe', null]) {
      expect([value, answer({ question_id: questionId, value })]).toEqual([value, []]);
    }
    expect(answer({ question_id: 'q1', value: 5 })).not.toEqual([]);
    expect(answer({ question_id: 7, value: 5 })).not.toEqual([]);
    for (const value of [-1, 11, 7.5, true])
      expect([value, answer({ question_id: questionId, value })]).not.toEqual([value, []]);
  });

  it('take sign-in fields as the API reads them: e-mail and password text, otp text, null or absent', () => {
    const body = { email: 'ana@empresa.com.br', password: 'correct horse battery staple' };
    expect(componentSchemaErrors('SignInRequest', body)).toEqual([]);
    expect(componentSchemaErrors('SignInRequest', { ...body, otp: '123 456' })).toEqual([]);
    expect(componentSchemaErrors('SignInRequest', { ...body, otp: null })).toEqual([]);
    expect(componentSchemaErrors('SignInRequest', { ...body, otp: 123456 })).not.toEqual([]);
    expect(componentSchemaErrors('SignInRequest', { email: body.email })).not.toEqual([]);
  });

  it("take a profile's scopes from the catalogue only", () => {
    expect(componentSchemaErrors('ProfileWritable/properties/scopes', ['employees:read', 'reports:read'])).toEqual([]);
    expect(componentSchemaErrors('ProfileWritable/properties/scopes', ['employees:admin'])).not.toEqual([]);
    expect(componentSchemaErrors('ProfileWritable/properties/scopes', [])).not.toEqual([]);
  });
});
