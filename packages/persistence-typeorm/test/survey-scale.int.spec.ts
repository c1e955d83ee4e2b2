import { beforeAll, describe, expect, it } from '@jest/globals';
import { responseScores, type RespondentResponse, type Answer } from '@employee/domain';
import { aCampaign, aCompany, SequentialIdGenerator, SequentialSecretTokenIssuer } from '@employee/domain/testing';
import { testEngines } from '@employee/persistence-typeorm/testing';
import { useTestDatabase } from '@employee/persistence-typeorm/testing/jest';

/**
 * A workforce big enough that the set-based statements are exercised at size; the timings at 100,000 are measured
 * apart (docs/persistence.md#survey-responses, docs/performance.md#survey-responses), not asserted in a test.
 */
const WORKFORCE = 10_000;

/** `WORKFORCE` active employees of company $1 whose campaign choice is `in`, in one statement. */
const SEED_CHOSEN = `
  INSERT INTO employees (id, company_id, is_on_leave, language, campaign_choice, created_at, updated_at)
  SELECT gen_random_uuid(), $1::uuid, false, 'pt-BR', 'in', now(), now() FROM generate_series(1, $2::int)`;

/** Responses in one `Responses.add`: the batch `AnswerInvitations` stores per transaction. */
const BATCH = 500;

/**
 * Invitations of a large campaign (docs/persistence.md#survey-responses): opening links every chosen employee, fresh
 * links for all of them are stored and found by hash, a batch of 500 responses is stored in one statement, and the
 * counts and a deep page of the list are exact.
 */
describe.each(testEngines())('invitations of %s at 10,000 employees', (engine) => {
  const database = useTestDatabase(engine);
  const company = aCompany().build();
  const campaign = aCampaign().of(company).build();

  beforeAll(async () => {
    await database().truncate();
    await database().uow.run(async (r) => {
      await r.companies.save(company);
      await r.campaigns.save(campaign);
    });
    await database().dataSource.query(SEED_CHOSEN, [company.id, WORKFORCE]);
  }, 120_000);

  it('opens, issues a token per invitation, finds by hash, stores answers, counts and lists [hang 120 s]', async () => {
    const opened = await database().uow.run((r) => r.invitations.inviteChosen(company.id, campaign.id));
    expect(opened).toBe(WORKFORCE);

    const pending = await database().uow.run((r) => r.invitations.pendingOf(campaign.id));
    const issuer = new SequentialSecretTokenIssuer();
    const tokens = pending.map((employeeId) => ({ employeeId, tokenHash: issuer.generate().hash, tokenSealed: null }));
    await database().uow.run((r) => r.invitations.replaceTokens(campaign.id, tokens));

    const last = tokens[tokens.length - 1];
    const found = await database().uow.run((r) => r.invitations.ofTokenHash(last?.tokenHash ?? ''));
    expect(found).toEqual({ campaignId: campaign.id, employeeId: last?.employeeId, answered: false });

    const ids = new SequentialIdGenerator('5ca1e000');
    const answers = campaign.questionnaire.questions.map((q): Answer => ({
      questionId: q.id,
      value: q.kind === 'open' ? 'Nada a declarar' : 3,
    }));
    const batch: RespondentResponse[] = pending.slice(0, BATCH).map((employeeId) => ({
      employeeId,
      response: {
        id: ids.next(),
        companyId: company.id,
        campaignId: campaign.id,
        submittedAt: new Date(),
        snapshot: {
          fields: { department: 'Vendas' },
          tenureBand: '1-2y',
          ageBand: null,
          language: 'pt-BR',
          isOnLeave: false,
        },
        answers,
        scores: responseScores(campaign.questionnaire, answers),
      },
    }));
    await database().uow.run((r) => r.responses.add(campaign, batch));

    const counts = await database().uow.run((r) => r.invitations.countsOf([campaign.id]));
    expect(counts.get(campaign.id)).toEqual({ invited: WORKFORCE, responded: BATCH });
    // 9,500 pending invitations: page 95 of 100 is the last full one, by employee id
    const lastPage = await database().uow.run((r) =>
      r.invitations.list(campaign.id, { page: 95, perPage: 100, status: 'pending' }),
    );
    expect([lastPage.total, lastPage.items.length]).toEqual([WORKFORCE - BATCH, 100]);
    const ids95 = lastPage.items.map((i) => i.employeeId);
    expect(ids95).toEqual([...ids95].sort());
  }, 120_000);
});
