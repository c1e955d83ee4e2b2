import { describe, expect, it } from '@jest/globals';
import { Campaign } from '../../surveys/campaign';
import type { Company } from '../../tenancy/company';
import { Employee } from '../../directory/employee';
import { StateError } from '../../kernel/domain-error';
import type { Repositories } from '../../repositories';
import type { Answer } from '../../surveys/answers';
import type { InvitationQuery } from '../../surveys/invitations';
import { SCALES } from '../../surveys/question-catalogue';
import { Questionnaire } from '../../surveys/questionnaire';
import { responseScores } from '../../surveys/response-scores';
import type { RespondentResponse } from '../../surveys/responses';
import type { SegmentSnapshot } from '../../surveys/segment-snapshot';
import { RESPONSE_ALREADY_SUBMITTED } from '../../surveys/survey.errors';
import type { SurveyResponse } from '../../surveys/survey-response';
import { aCampaign, aCompany, anEmployee } from '../builders';
import { SequentialIdGenerator } from '../sequential-id-generator';
import { SequentialSecretTokenIssuer } from '../sequential-secret-token-issuer';
import { at, contractId, seed, NOT_A_UUID, UNKNOWN_ID, useHarness, type HarnessFactory } from './harness';

/** Ids of the responses and questions built here: unique in the process. */
const responseIds = new SequentialIdGenerator('5e5e0000');
const questionIds = new SequentialIdGenerator('5e5e0001');

/** An open campaign of `company` with the standard questionnaire, numbered `n` (id `contractId(100 + n)`). */
export function openCampaign(company: Company, n: number): Campaign {
  return Campaign.fromProps({ ...aCampaign().of(company).createdAt(at(n)).build().toProps(), id: contractId(100 + n) });
}

/** An active employee of `company` numbered `n` (ids sort by `n`) whose campaign choice is `in`. */
function chosen(company: Company, n: number, ...campaignIds: string[]): Employee {
  const builder = anEmployee().of(company).withId(contractId(n)).createdAt(at(n));
  return (campaignIds.length > 0 ? builder.inCampaigns(...campaignIds) : builder.choosing('in')).build();
}

/** The delivery of a linked invitation no worker has claimed yet. */
const NOT_YET_SENT = { state: 'pending', channel: null, sentAt: null, remindersSent: 0, reason: null };

const plainSnapshot: SegmentSnapshot = {
  fields: {},
  tenureBand: null,
  ageBand: null,
  language: 'pt-BR',
  isOnLeave: false,
};

/**
 * A valid response to `campaign` submitted at `submittedAt`: every scale question answered (values varying with
 * `seedValue`, so means are not round numbers), the first open question answered with `openText` (the others
 * left blank, hence absent), the scores worked out by the domain.
 */
export function responseTo(
  campaign: Campaign,
  submittedAt: Date,
  options: { seedValue?: number; openText?: string | null; snapshot?: SegmentSnapshot } = {},
): SurveyResponse {
  const seedValue = options.seedValue ?? 0;
  let openLeft = options.openText === undefined || options.openText === null ? 0 : 1;
  const answers: Answer[] = campaign.questionnaire.questions.flatMap((question, position): Answer[] => {
    if (question.kind === 'open') {
      if (openLeft === 0) return [];
      openLeft -= 1;
      return [{ questionId: question.id, value: options.openText as string }];
    }
    const { min, max } = SCALES[question.kind];
    return [{ questionId: question.id, value: min + ((seedValue + position * 7) % (max - min + 1)) }];
  });
  return {
    id: responseIds.next(),
    companyId: campaign.companyId,
    campaignId: campaign.id,
    submittedAt,
    snapshot: options.snapshot ?? plainSnapshot,
    answers,
    scores: responseScores(campaign.questionnaire, answers),
  };
}

/** `employee`'s response to `campaign` submitted at `submittedAt` (no open answer), with its respondent link. */
export const answered = (campaign: Campaign, employee: Employee, submittedAt: Date): RespondentResponse => ({
  response: responseTo(campaign, submittedAt),
  employeeId: employee.id,
});

/**
 * The contract of the `Invitations` and `Responses` ports (docs/surveys.md#invitations):
 * opening invites the company's active employees whose choice is `in`, once; invitations derive from the campaign
 * links (pending) and the respondent links (answered), so removing a link (`remove_campaign`, a soft delete, a
 * settled firing) removes a pending invitation and its token and keeps an answered one; tokens are replaced and
 * found by hash; responses round-trip exactly, one per employee and campaign; counts; a failed unit of work keeps
 * nothing.
 */
export function surveysContract(adapterName: string, makeHarness: HarnessFactory): void {
  describe(`Invitations and Responses contract (${adapterName})`, () => {
    const harness = useHarness(makeHarness);
    const run = <T>(work: (r: Repositories) => Promise<T>): Promise<T> => harness().uow.run(work);
    const pending = (campaignId: string): Promise<string[]> => run((r) => r.invitations.pendingOf(campaignId));
    const opened = (tokenHash: string) => run((r) => r.invitations.ofTokenHash(tokenHash));
    const answeredIn = (campaignId: string) =>
      run((r) => r.invitations.list(campaignId, { page: 1, perPage: 100, status: 'answered' })).then((page) =>
        page.items.map((i) => i.employeeId),
      );
    const tokens = new SequentialSecretTokenIssuer();
    const hash = (token: string): string => tokens.hashOf(token);
    const change = async (id: string, edit: (employee: Employee) => void): Promise<void> =>
      run(async (r) => {
        const employee = await r.employees.ofId(id);
        if (!employee) throw new Error('employee not stored');
        edit(employee);
        await r.employees.save(employee);
      });

    describe('inviteChosen', () => {
      it("links the company's active employees whose choice is in, once each, keeping their versions", async () => {
        const company = aCompany().build();
        const other = aCompany().build();
        const survey = openCampaign(company, 1);
        const earlier = openCampaign(company, 2);
        const fresh = chosen(company, 1);
        const alreadyLinked = chosen(company, 2, survey.id);
        const inElsewhere = chosen(company, 3, earlier.id);
        const out = anEmployee().of(company).withId(contractId(4)).choosing('out').build();
        const deleted = anEmployee().of(company).withId(contractId(5)).choosing('in').softDeleted(at(3)).build();
        const foreign = chosen(other, 6);
        await seed(harness().uow, {
          companies: [company, other],
          campaigns: [survey, earlier],
          employees: [fresh, alreadyLinked, inElsewhere, out, deleted, foreign],
        });

        expect(await run((r) => r.invitations.inviteChosen(company.id, survey.id))).toBe(2);
        expect(await pending(survey.id)).toEqual([fresh.id, alreadyLinked.id, inElsewhere.id]);
        expect(await run((r) => r.invitations.inviteChosen(company.id, survey.id))).toBe(0);
        expect(await pending(survey.id)).toEqual([fresh.id, alreadyLinked.id, inElsewhere.id]);

        const linked = (await run((r) => r.employees.ofId(inElsewhere.id, 'read')))?.toProps();
        expect([linked?.campaignIds, linked?.version]).toEqual([[earlier.id, survey.id], inElsewhere.version]);
        expect((await run((r) => r.employees.ofId(fresh.id, 'read')))?.toProps()).toEqual({
          ...fresh.toProps(),
          campaignIds: [survey.id],
        });
        expect(await pending(earlier.id)).toEqual([inElsewhere.id]);
      });
    });

    describe('list and pendingOf', () => {
      it('lists pending and answered invitations by employee id, by status, paged with the total', async () => {
        const company = aCompany().build();
        const survey = openCampaign(company, 1);
        const e1 = chosen(company, 1, survey.id);
        const e2 = chosen(company, 2, survey.id);
        const e3 = chosen(company, 3, survey.id);
        const e4 = chosen(company, 4, survey.id);
        const gone = chosen(company, 5, survey.id);
        await seed(harness().uow, { companies: [company], campaigns: [survey], employees: [e4, e2, e1, e3, gone] });
        await run((r) => r.responses.add(survey, [answered(survey, e2, at(10)), answered(survey, gone, at(20))]));
        await change(gone.id, (employee) => employee.leaveCampaigns([survey.id], at(30)));

        const list = async (change: Partial<InvitationQuery>) => {
          const query: InvitationQuery = { page: 1, perPage: 3, status: null, ...change };
          const page = await run((r) => r.invitations.list(survey.id, query));
          return { items: page.items, total: page.total, lastPage: page.lastPage };
        };
        const pendingOne = (e: Employee) => ({
          employeeId: e.id,
          status: 'pending',
          answeredAt: null,
          delivery: NOT_YET_SENT,
        });

        expect(await list({})).toEqual({
          items: [
            pendingOne(e1),
            { employeeId: e2.id, status: 'answered', answeredAt: at(10), delivery: NOT_YET_SENT },
            pendingOne(e3),
          ],
          total: 5,
          lastPage: 2,
        });
        expect(await list({ page: 2 })).toEqual({
          items: [pendingOne(e4), { employeeId: gone.id, status: 'answered', answeredAt: at(20), delivery: null }],
          total: 5,
          lastPage: 2,
        });
        expect(await list({ status: 'pending', perPage: 2, page: 2 })).toEqual({
          items: [pendingOne(e4)],
          total: 3,
          lastPage: 2,
        });
        expect((await list({ status: 'answered' })).items.map((i) => i.employeeId)).toEqual([e2.id, gone.id]);
        expect(await list({ page: 9 })).toEqual({ items: [], total: 5, lastPage: 2 });
        expect(await pending(survey.id)).toEqual([e1.id, e3.id, e4.id]);

        const none = { page: 1, perPage: 3, status: null };
        expect((await run((r) => r.invitations.list(UNKNOWN_ID, none))).total).toBe(0);
        expect((await run((r) => r.invitations.list(NOT_A_UUID, none))).total).toBe(0);
        expect(await pending(NOT_A_UUID)).toEqual([]);
      });
    });

    describe('replaceTokens and ofTokenHash', () => {
      it("finds an invitation by its live token's hash; a replaced or unknown one finds nothing", async () => {
        const company = aCompany().build();
        const survey = openCampaign(company, 1);
        const e1 = chosen(company, 1, survey.id);
        const e2 = chosen(company, 2, survey.id);
        await seed(harness().uow, { companies: [company], campaigns: [survey], employees: [e1, e2] });

        await run((r) =>
          r.invitations.replaceTokens(survey.id, [
            { employeeId: e1.id, tokenHash: hash('first-1'), tokenSealed: null },
            { employeeId: e2.id, tokenHash: hash('first-2'), tokenSealed: null },
          ]),
        );
        expect(await opened(hash('first-1'))).toEqual({ campaignId: survey.id, employeeId: e1.id, answered: false });
        expect(await opened(hash('first-2'))).toEqual({ campaignId: survey.id, employeeId: e2.id, answered: false });

        await run((r) =>
          r.invitations.replaceTokens(survey.id, [
            { employeeId: e1.id, tokenHash: hash('second-1'), tokenSealed: null },
          ]),
        );
        expect(await opened(hash('first-1'))).toBeNull();
        expect(await opened(hash('second-1'))).toEqual({ campaignId: survey.id, employeeId: e1.id, answered: false });
        expect(await opened(hash('first-2'))).toEqual({ campaignId: survey.id, employeeId: e2.id, answered: false });
        expect(await opened(hash('never issued'))).toBeNull();
        expect(await opened('not a hash')).toBeNull();

        // Updating the employee keeps their links, and so their link's token.
        await change(e1.id, (employee) => employee.joinCampaigns([], at(40)));
        await run((r) =>
          r.employees.save(Employee.fromProps({ ...e2.toProps(), isOnLeave: true, updatedAt: at(41), version: 2 })),
        );
        expect(await opened(hash('second-1'))).toEqual({ campaignId: survey.id, employeeId: e1.id, answered: false });
        expect(await opened(hash('first-2'))).toEqual({ campaignId: survey.id, employeeId: e2.id, answered: false });
      });
    });

    describe('pendingLinksOf', () => {
      it("gives each pending invitation's sealed token, null where none is kept; one employee on demand", async () => {
        const company = aCompany().build();
        const survey = openCampaign(company, 1);
        const [e1, e2, e3] = [1, 2, 3].map((n) => chosen(company, n, survey.id)) as [Employee, Employee, Employee];
        await seed(harness().uow, { companies: [company], campaigns: [survey], employees: [e1, e2, e3] });
        await run((r) =>
          r.invitations.replaceTokens(survey.id, [
            { employeeId: e1.id, tokenHash: hash('t-1'), tokenSealed: 'sealed-1' },
            { employeeId: e3.id, tokenHash: hash('t-3'), tokenSealed: null },
          ]),
        );
        await run((r) => r.responses.add(survey, [answered(survey, e3, at(10))]));
        const links = (employeeId?: string) => run((r) => r.invitations.pendingLinksOf(survey.id, employeeId));
        expect(await links()).toEqual([
          { employeeId: e1.id, tokenSealed: 'sealed-1' },
          { employeeId: e2.id, tokenSealed: null },
        ]);
        expect(await links(e1.id)).toEqual([{ employeeId: e1.id, tokenSealed: 'sealed-1' }]);
        expect(await links(e3.id)).toEqual([]);
        expect(await links(NOT_A_UUID)).toEqual([]);
        expect(await run((r) => r.invitations.pendingLinksOf(NOT_A_UUID))).toEqual([]);
      });
    });

    describe('removing links', () => {
      it('drops pending invitations and tokens on leave, soft delete and settlement; keeps answered ones', async () => {
        const company = aCompany().build();
        const survey = openCampaign(company, 1);
        const leaving = chosen(company, 1, survey.id);
        const deleted = chosen(company, 2, survey.id);
        const fired = anEmployee()
          .of(company)
          .withId(contractId(3))
          .inCampaigns(survey.id)
          .firedOn('10/02/2026', at(10))
          .build();
        const answeredThenLeft = chosen(company, 4, survey.id);
        const answeredThenDeleted = chosen(company, 5, survey.id);
        const staying = chosen(company, 6, survey.id);
        const everyone = [leaving, deleted, fired, answeredThenLeft, answeredThenDeleted, staying];
        await seed(harness().uow, { companies: [company], campaigns: [survey], employees: everyone });
        await run((r) =>
          r.invitations.replaceTokens(
            survey.id,
            everyone.map((e) => ({ employeeId: e.id, tokenHash: hash(`token-${e.id}`), tokenSealed: null })),
          ),
        );
        await run((r) =>
          r.responses.add(survey, [
            answered(survey, answeredThenLeft, at(20)),
            answered(survey, answeredThenDeleted, at(21)),
          ]),
        );

        await change(leaving.id, (employee) => employee.leaveCampaigns([survey.id], at(30)));
        await change(answeredThenLeft.id, (employee) => employee.leaveCampaigns([survey.id], at(30)));
        await change(deleted.id, (employee) => employee.softDelete(at(31)));
        await change(answeredThenDeleted.id, (employee) => employee.softDelete(at(31)));
        await run((r) => r.employees.settleFiringsDueBy(at(32)));

        expect(await pending(survey.id)).toEqual([staying.id]);
        const page = await run((r) => r.invitations.list(survey.id, { page: 1, perPage: 10, status: null }));
        expect(page.items).toEqual([
          { employeeId: answeredThenLeft.id, status: 'answered', answeredAt: at(20), delivery: null },
          { employeeId: answeredThenDeleted.id, status: 'answered', answeredAt: at(21), delivery: null },
          { employeeId: staying.id, status: 'pending', answeredAt: null, delivery: NOT_YET_SENT },
        ]);
        for (const gone of [leaving, deleted, fired]) expect(await opened(hash(`token-${gone.id}`))).toBeNull();
        for (const kept of [answeredThenLeft, answeredThenDeleted, staying])
          expect(await opened(hash(`token-${kept.id}`))).toEqual({
            campaignId: survey.id,
            employeeId: kept.id,
            answered: kept !== staying,
          });
        expect((await run((r) => r.responses.ofCampaign(survey.id))).length).toBe(2);
        expect(await run((r) => r.invitations.countsOf([survey.id]))).toEqual(
          new Map([[survey.id, { invited: 3, responded: 2 }]]),
        );
      });
    });

    describe('Responses', () => {
      it('round-trips responses exactly: snapshot, answers in questionnaire order, open text, scores', async () => {
        const company = aCompany().build();
        const survey = openCampaign(company, 1);
        const custom = Campaign.fromProps({
          ...openCampaign(company, 2).toProps(),
          questionnaire: Questionnaire.create(
            [
              { kind: 'open', text: { 'pt-BR': 'Comente', en: 'Comment', es: 'Comenta' } },
              { kind: 'likert', dimension: 'engagement', reversed: true, text: { 'pt-BR': 'a', en: 'a', es: 'a' } },
              { kind: 'lnps', text: { 'pt-BR': 'b', en: 'b', es: 'b' } },
              { kind: 'likert', dimension: 'engagement', text: { 'pt-BR': 'c', en: 'c', es: 'c' } },
              { kind: 'open', text: { 'pt-BR': 'd', en: 'd', es: 'd' } },
              { kind: 'likert', dimension: 'engagement', text: { 'pt-BR': 'e', en: 'e', es: 'e' } },
            ],
            questionIds,
          ),
        });
        const e1 = chosen(company, 1, survey.id, custom.id);
        const e2 = chosen(company, 2, survey.id, custom.id);
        const e3 = chosen(company, 3, survey.id, custom.id);
        await seed(harness().uow, { companies: [company], campaigns: [survey, custom], employees: [e1, e2, e3] });
        const detailed = responseTo(survey, at(50), {
          seedValue: 3,
          openText: 'Mais reuniões de equipe,\npor favor — "obrigado"',
          snapshot: {
            fields: { department: 'Vendas', 'unidade-regional': 'São Paulo' },
            tenureBand: '1-2y',
            ageBand: '25-34',
            language: 'en',
            isOnLeave: true,
          },
        });
        const sameInstant = responseTo(survey, at(50), { seedValue: 8 });
        const earlier = responseTo(survey, at(40), { seedValue: 1, openText: 'ok' });
        const toCustom = responseTo(custom, at(45), { seedValue: 2, openText: 'Tudo certo' });
        // A mean of three answers: not a 4-byte float, so the scores must come back exactly all the same.
        expect(toCustom.scores.engagementIndex).not.toBe(Math.fround(toCustom.scores.engagementIndex ?? 0));

        await run(async (r) => {
          await r.responses.add(survey, [
            { response: detailed, employeeId: e1.id },
            { response: sameInstant, employeeId: e2.id },
            { response: earlier, employeeId: e3.id },
          ]);
          await r.responses.add(custom, [{ response: toCustom, employeeId: e1.id }]);
        });

        const bySubmission = [earlier, detailed, sameInstant].sort(
          (a, b) => a.submittedAt.getTime() - b.submittedAt.getTime() || (a.id < b.id ? -1 : 1),
        );
        expect(await run((r) => r.responses.ofCampaign(survey.id))).toEqual(bySubmission);
        expect(await run((r) => r.responses.ofCampaign(custom.id))).toEqual([toCustom]);
        expect(
          await run(async (r) => [await r.responses.countOf(survey.id), await r.responses.countOf(custom.id)]),
        ).toEqual([3, 1]);
        const [firstOpen, ...rest] = custom.questionnaire.questions;
        expect(toCustom.answers.map((a) => a.questionId)).toEqual(
          [firstOpen, ...rest.filter((q) => q.kind !== 'open')].map((q) => q?.id),
        );
        expect(await run((r) => r.responses.ofCampaign(UNKNOWN_ID))).toEqual([]);
        expect(await run((r) => r.responses.ofCampaign(NOT_A_UUID))).toEqual([]);
        expect(
          await run(async (r) => [await r.responses.countOf(UNKNOWN_ID), await r.responses.countOf(NOT_A_UUID)]),
        ).toEqual([0, 0]);
        expect(await answeredIn(custom.id)).toEqual([e1.id]);
      });

      it('refuses a second response of one employee to a campaign, keeping nothing of that unit of work', async () => {
        const company = aCompany().build();
        const survey = openCampaign(company, 1);
        const e1 = chosen(company, 1, survey.id);
        const e2 = chosen(company, 2, survey.id);
        await seed(harness().uow, { companies: [company], campaigns: [survey], employees: [e1, e2] });
        const first = answered(survey, e1, at(10));
        await run((r) => r.responses.add(survey, [first]));

        const again = run((r) => r.responses.add(survey, [answered(survey, e2, at(11)), answered(survey, e1, at(11))]));
        await expect(again).rejects.toBeInstanceOf(StateError);
        await expect(again).rejects.toMatchObject({ code: RESPONSE_ALREADY_SUBMITTED });
        const twiceInOneBatch = run((r) =>
          r.responses.add(survey, [answered(survey, e2, at(12)), answered(survey, e2, at(13))]),
        );
        await expect(twiceInOneBatch).rejects.toMatchObject({ code: RESPONSE_ALREADY_SUBMITTED });

        expect(await answeredIn(survey.id)).toEqual([e1.id]);
        expect(await run((r) => r.responses.ofCampaign(survey.id))).toEqual([first.response]);
        expect(await pending(survey.id)).toEqual([e2.id]);
      });
    });

    describe('countsOf', () => {
      it('counts invited (pending plus answered) and responded per campaign, every id present', async () => {
        const company = aCompany().build();
        const survey = openCampaign(company, 1);
        const quiet = openCampaign(company, 2);
        const e1 = chosen(company, 1, survey.id);
        const e2 = chosen(company, 2, survey.id);
        const e3 = chosen(company, 3, survey.id);
        const leaver = chosen(company, 4, survey.id, quiet.id);
        await seed(harness().uow, {
          companies: [company],
          campaigns: [survey, quiet],
          employees: [e1, e2, e3, leaver],
        });
        await run((r) => r.responses.add(survey, [answered(survey, e1, at(10)), answered(survey, leaver, at(11))]));
        await change(leaver.id, (employee) => employee.leaveCampaigns([survey.id, quiet.id], at(12)));

        expect(await run((r) => r.invitations.countsOf([survey.id, quiet.id, UNKNOWN_ID, NOT_A_UUID]))).toEqual(
          new Map([
            [survey.id, { invited: 4, responded: 2 }],
            [quiet.id, { invited: 0, responded: 0 }],
            [UNKNOWN_ID, { invited: 0, responded: 0 }],
            [NOT_A_UUID, { invited: 0, responded: 0 }],
          ]),
        );
        expect(await run((r) => r.invitations.countsOf([]))).toEqual(new Map());
      });
    });

    describe('rollback', () => {
      it('keeps no invitation, token or response of a unit of work that fails', async () => {
        const company = aCompany().build();
        const survey = openCampaign(company, 1);
        const employee = chosen(company, 1);
        await seed(harness().uow, { companies: [company], campaigns: [survey], employees: [employee] });

        const failing = run(async (r) => {
          await r.invitations.inviteChosen(company.id, survey.id);
          await r.invitations.replaceTokens(survey.id, [
            { employeeId: employee.id, tokenHash: hash('lost'), tokenSealed: null },
          ]);
          await r.responses.add(survey, [answered(survey, employee, at(10))]);
          throw new Error('the opening failed');
        });
        await expect(failing).rejects.toThrow('the opening failed');

        expect(await pending(survey.id)).toEqual([]);
        expect(await opened(hash('lost'))).toBeNull();
        expect(await run((r) => r.responses.ofCampaign(survey.id))).toEqual([]);
        expect(await run((r) => r.invitations.countsOf([survey.id]))).toEqual(
          new Map([[survey.id, { invited: 0, responded: 0 }]]),
        );
      });
    });
  });
}
