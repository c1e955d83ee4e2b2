import { beforeEach, describe, expect, it } from '@jest/globals';
import { Campaign, Questionnaire, responseScores, type SurveyResponse } from '@employee/domain';
import { aCampaign, aCompany, anEmployee, SequentialIdGenerator } from '@employee/domain/testing';
import { testEngines } from '@employee/persistence-typeorm/testing';
import { useTestDatabase } from '@employee/persistence-typeorm/testing/jest';
import { MaskedOpenAnswers1765600000000 } from '../src/migrations/1765600000000-masked-open-answers';

const texts = (text: string) => ({ 'pt-BR': text, en: text, es: text });

/**
 * The migration that masks the open answers stored before masking (docs/reports.md#comments): each text is masked
 * with the names of its own company's employees; texts with nothing to mask stay as they were.
 */
describe.each(testEngines())('migration MaskedOpenAnswers1765600000000 on %s', (engine) => {
  const database = useTestDatabase(engine);
  const sql = <T>(query: string, params: unknown[] = []) => database().dataSource.query<T[]>(query, params);

  beforeEach(async () => {
    await database().truncate();
  });

  it("masks every stored open answer with its company's names", async () => {
    const company = aCompany().build();
    const other = aCompany().build();
    const questions = new SequentialIdGenerator('0be70001');
    const withOpenQuestion = (built: Campaign) =>
      Campaign.fromProps({
        ...built.toProps(),
        questionnaire: Questionnaire.create([{ kind: 'open', text: texts('Algo mais?') }], questions),
      });
    const campaign = withOpenQuestion(aCampaign().of(company).build());
    const elsewhere = withOpenQuestion(aCampaign().of(other).build());
    const [author, colleague, stranger] = [
      anEmployee().of(company).inCampaigns(campaign.id).build(),
      anEmployee().of(company).named('Rosa Maria Lima').build(),
      anEmployee().of(other).named('Pedro Alves').inCampaigns(elsewhere.id).build(),
    ];
    const ids = new SequentialIdGenerator('0be70002');
    const response = (c: Campaign, text: string): SurveyResponse => ({
      id: ids.next(),
      companyId: c.companyId,
      campaignId: c.id,
      submittedAt: new Date('2026-03-01T12:00:00Z'),
      snapshot: { fields: {}, tenureBand: null, ageBand: null, language: 'pt-BR' as const, isOnLeave: false },
      answers: [{ questionId: c.questionnaire.questions[0]!.id, value: text }],
      scores: responseScores(c.questionnaire, []),
    });
    const masked = response(campaign, 'A Rosa Lima e o Pedro Alves: rosa@x.com, 529.982.247-25');
    const plain = response(elsewhere, 'O Pedro Alves e a Rosa Lima, nada mais');
    await database().uow.run(async (r) => {
      await r.companies.save(company);
      await r.companies.save(other);
      await r.campaigns.save(campaign);
      await r.campaigns.save(elsewhere);
      for (const employee of [author, colleague, stranger]) await r.employees.save(employee);
      // stored as they were before masking: straight through the port
      await r.responses.add(campaign, [{ response: masked, employeeId: author.id }]);
      await r.responses.add(elsewhere, [{ response: plain, employeeId: stranger.id }]);
    });
    const runner = database().dataSource.createQueryRunner();
    try {
      await new MaskedOpenAnswers1765600000000().up(runner);
    } finally {
      await runner.release();
    }

    const rows = await sql<{ response_id: string; text: string }>('SELECT response_id, text FROM survey_open_answers');
    expect(Object.fromEntries(rows.map((row) => [row.response_id, row.text]))).toEqual({
      [masked.id]: 'A [nome] e o Pedro Alves: [e-mail], [CPF]',
      [plain.id]: 'O [nome] e a Rosa Lima, nada mais',
    });
  });
});
