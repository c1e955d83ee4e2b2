import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { beforeEach, describe, expect, it } from '@jest/globals';
import {
  DEFAULT_DOMAIN_SETTINGS,
  SubmitResponse,
  TransitionCampaign,
  UpdateEmployee,
  Employee,
  type DomainError,
} from '@employee/domain';
import { FixedClock, SequentialSecretTokenIssuer, aCampaign, aCompany, anEmployee } from '@employee/domain/testing';
import { testEngines } from '@employee/persistence-typeorm/testing';
import { useTestDatabase } from '@employee/persistence-typeorm/testing/jest';
import { lockCompanyHistory } from '../src/history/company-history-lock';

/** How long a transaction holds its locks open while the other one runs into them. */
const HOLD_MS = 300;

/**
 * Invitations under concurrency, on a real database (docs/persistence.md#survey-responses): ten submissions with
 * one token store one response and answer the others 409 (the link is locked `FOR UPDATE`, and the respondents'
 * unique index stops what gets past it), and an employee saved while a campaign opens keeps the link the opening
 * gives them, whichever of the two takes the employee's row first (the opening's foreign-key check waits for the
 * employee's `FOR UPDATE`, and the update waits for the opening's key-share lock). A response never waits for the
 * company's history lock, which every audited write holds to commit (docs/webhooks.md#ordering): one company's
 * responses commit in parallel.
 */
describe.each(testEngines())('survey races on %s', (engine) => {
  const database = useTestDatabase(engine, 15);
  const uow = () => database().uow;
  const company = aCompany().build();

  beforeEach(async () => {
    await database().truncate();
    await uow().run((r) => r.companies.save(company));
  });

  /** An open campaign with one invited employee; `submitOnce` sends their token with every scale question at 3. */
  async function anInvitation() {
    const campaign = aCampaign().of(company).build();
    const employee = anEmployee().of(company).inCampaigns(campaign.id).build();
    const tokens = new SequentialSecretTokenIssuer();
    const token = tokens.generate();
    await uow().run(async (r) => {
      await r.campaigns.save(campaign);
      await r.employees.save(employee);
      await r.invitations.replaceTokens(campaign.id, [
        { employeeId: employee.id, tokenHash: token.hash, tokenSealed: null },
      ]);
    });
    const answers = campaign.questionnaire.questions
      .filter((q) => q.kind !== 'open')
      .map((q) => ({ question_id: q.id, value: 3 }));
    const submit = new SubmitResponse(
      uow(),
      tokens,
      new FixedClock(),
      { next: () => randomUUID() },
      DEFAULT_DOMAIN_SETTINGS,
    );
    return { campaign, submitOnce: () => submit.execute({ token: token.plaintext, body: { answers } }) };
  }

  it('stores one response of ten concurrent submissions with one token; the others are 409', async () => {
    const { campaign, submitOnce } = await anInvitation();

    const settled = await Promise.allSettled(Array.from({ length: 10 }, submitOnce));

    const outcomes = settled.map((s) => (s.status === 'fulfilled' ? 'ok' : (s.reason as DomainError).code)).sort();
    expect(outcomes).toEqual([...Array<string>(9).fill('RESPONSE.ALREADY_SUBMITTED'), 'ok']);
    expect(await uow().run((r) => r.responses.ofCampaign(campaign.id))).toHaveLength(1);
  });

  // PGlite runs one transaction at a time: nothing waits for anything there.
  (engine === 'postgres' ? it : it.skip)(
    "stores a response while an audited write of the company holds the company's history lock",
    async () => {
      const { campaign, submitOnce } = await anInvitation();
      const holder = database().dataSource.createQueryRunner();
      await holder.connect();
      try {
        await holder.startTransaction();
        await lockCompanyHistory(holder.manager, company.id);
        const stored = await Promise.race([
          submitOnce().then(() => 'stored'),
          sleep(10 * HOLD_MS).then(() => 'still waiting'),
        ]);
        expect(stored).toBe('stored');
      } finally {
        await holder.rollbackTransaction();
        await holder.release();
      }
      expect(await uow().run((r) => r.responses.ofCampaign(campaign.id))).toHaveLength(1);
    },
  );

  it.each(['the opening', 'the update'])(
    'keeps the link of an employee updated while a campaign opens, when %s locks the employee first',
    async (first) => {
      const earlier = aCampaign().of(company).build();
      const opening = aCampaign().of(company).build();
      const employee = anEmployee().of(company).inCampaigns(earlier.id).build();
      await uow().run(async (r) => {
        await r.campaigns.save(earlier);
        await r.campaigns.save(opening);
        await r.employees.save(employee);
      });
      const open = (): Promise<number> =>
        uow().run(async (r) => {
          const linked = await r.invitations.inviteChosen(company.id, opening.id);
          if (first === 'the opening') await sleep(HOLD_MS);
          return linked;
        });
      const update = (): Promise<void> =>
        uow().run(async (r) => {
          const stored = (await r.employees.ofId(employee.id)) as Employee;
          if (first === 'the update') await sleep(HOLD_MS);
          await r.employees.save(Employee.fromProps({ ...stored.toProps(), isOnLeave: true, version: 2 }));
        });

      const [linked] =
        first === 'the opening'
          ? await Promise.all([open(), sleep(HOLD_MS / 3).then(update)])
          : await Promise.all([sleep(HOLD_MS / 3).then(open), update()]);

      expect(linked).toBe(1);
      const stored = await uow().run((r) => r.employees.ofId(employee.id, 'read'));
      expect(stored?.toProps().campaignIds).toEqual([earlier.id, opening.id]);
    },
  );

  it('never leaves an employee whose choice changes while a campaign opens on the wrong side of it', async () => {
    const clock = new FixedClock();
    const transition = new TransitionCampaign(uow(), clock);
    const update = new UpdateEmployee(uow(), clock, DEFAULT_DOMAIN_SETTINGS);
    const employee = anEmployee().of(company).choosing('in').build();
    await uow().run((r) => r.employees.save(employee));
    for (let round = 0; round < 8; round += 1) {
      const campaign = aCampaign().of(company).inStatus('draft').build();
      await uow().run((r) => r.campaigns.save(campaign));
      const flip = round % 2 === 0 ? { removeCampaign: true } : { removeCampaign: false, includeCampaign: true };

      await Promise.all([
        transition.execute({ companyId: company.id, id: campaign.id, transition: 'open' }),
        update.execute({ companyId: company.id, id: employee.id, ...flip }),
      ]);

      const stored = (await uow().run((r) => r.employees.ofId(employee.id, 'read'))) as Employee;
      expect([stored.campaignChoice, stored.campaignIds.includes(campaign.id)]).toEqual(
        round % 2 === 0 ? ['out', false] : ['in', true],
      );
    }
  });
});
