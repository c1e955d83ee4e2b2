import { describe, expect, it } from '@jest/globals';
import { Campaign } from '../../surveys/campaign';
import type { Company } from '../../tenancy/company';
import { DateBR } from '../../kernel/br/date-br';
import { LANGUAGES } from '../../kernel/language';
import type { Employee } from '../../directory/employee';
import type { Filter } from '../../directory/filter';
import type { PendingCountQuery, ReportSources } from '../../reports/report-sources';
import { NO_VALUE, epochDayOf, type RespondentTable } from '../../reports/respondent-table';
import { NO_ANSWER } from '../../reports/row-scores';
import type { UnitOfWork } from '../../kernel/unit-of-work';
import type { Repositories } from '../../repositories';
import { voluntaryDepartureOf } from '../../privacy/data-subjects';
import type { Answer } from '../../surveys/answers';
import { Questionnaire } from '../../surveys/questionnaire';
import { responseScores } from '../../surveys/response-scores';
import { AGE_BANDS, TENURE_BANDS } from '../../surveys/segment-bands';
import type { SegmentSnapshot } from '../../surveys/segment-snapshot';
import { aCampaign, aCompany, aFilter, anEmployee } from '../builders';
import { SequentialIdGenerator } from '../sequential-id-generator';
import { at, contractId, seed, UNKNOWN_ID, useHarness } from './harness';

/** What an adapter of `ReportSources` under contract gives each test: storage to seed, and the sources over it. */
export interface ReportSourcesHarness {
  /** Seeds the storage the sources read (fresh and empty for each test). */
  uow: UnitOfWork<Repositories>;
  /** The adapter under contract, made for this test, with the service time zone `America/Sao_Paulo`. */
  sources: ReportSources;
  close?(): Promise<void>;
}

const questionIds = new SequentialIdGenerator('4e900001');
const responseIds = new SequentialIdGenerator('4e900002');
const texts = (text: string) => ({ 'pt-BR': text, en: text, es: text });

/** An open campaign of `company` with four questions: eNPS, a likert, an open one, a reversed likert. */
function surveyOf(company: Company, n: number): Campaign {
  const questionnaire = Questionnaire.create(
    [
      { kind: 'enps', text: texts('Recomendaria?') },
      { kind: 'likert', dimension: 'engagement', text: texts('Orgulho') },
      { kind: 'open', text: texts('Algo mais?') },
      { kind: 'likert', dimension: 'leadership', reversed: true, text: texts('Microgestão') },
    ],
    questionIds,
  );
  const built = aCampaign().of(company).createdAt(at(n)).build();
  return Campaign.fromProps({ ...built.toProps(), id: contractId(100 + n), questionnaire });
}

const snapshot = (change: Partial<SegmentSnapshot> = {}): SegmentSnapshot => ({
  fields: {},
  tenureBand: null,
  ageBand: null,
  language: 'pt-BR',
  isOnLeave: false,
  ...change,
});

/** What a caller reads of one response in a table: its answers and snapshot, decoded. */
interface TableRow {
  scale: number[];
  fields: Record<string, string>;
  tenure: string | null;
  age: string | null;
  language: string | undefined;
  day: number | undefined;
}

/** The table's rows by response id, decoded; fails when an id appears twice. */
function rowsOf(table: RespondentTable): Map<string, TableRow> {
  const width = table.questions.length;
  const rows = new Map<string, TableRow>();
  table.ids.forEach((id, r) => {
    expect(rows.has(id)).toBe(false);
    const fields: Record<string, string> = {};
    for (const [key, column] of table.fields) {
      const code = column.codes[r] ?? NO_VALUE;
      if (code !== NO_VALUE) fields[key] = column.values[code] as string;
    }
    const band = <T>(bands: readonly T[], code: number | undefined): T | null =>
      code === undefined || code === NO_VALUE ? null : (bands[code] ?? null);
    rows.set(id, {
      scale: [...table.scale.subarray(r * width, (r + 1) * width)],
      fields,
      tenure: band(TENURE_BANDS, table.tenure[r]),
      age: band(AGE_BANDS, table.age[r]),
      language: LANGUAGES[table.language[r] ?? NO_VALUE],
      day: table.submittedOn[r],
    });
  });
  expect(table.size).toBe(rows.size);
  return rows;
}

/**
 * The contract of the `ReportSources` port (docs/reports.md; docs/persistence.md#reports): a campaign's
 * table holds each of its stored responses once, with the answers in questionnaire order and the snapshot, and the
 * responses stored since on the next call (a later transaction's response submitted slightly earlier included);
 * voluntary leavers by firing date and the day their firing settled; pending invitations counted by current filter
 * values, dates and language.
 */
export function reportSourcesContract(adapterName: string, makeHarness: () => Promise<ReportSourcesHarness>): void {
  describe(`ReportSources contract (${adapterName})`, () => {
    const harness = useHarness(makeHarness);
    const run = <T>(work: (r: Repositories) => Promise<T>): Promise<T> => harness().uow.run(work);
    const sources = (): ReportSources => harness().sources;

    /**
     * Stores `employee`'s response to `campaign`: the answers in question order (a number, a text, `null`: none), a
     * snapshot.
     */
    const answer = async (
      campaign: Campaign,
      employee: Employee,
      submittedAt: Date,
      values: readonly (number | string | null)[],
      snap: SegmentSnapshot = snapshot(),
    ): Promise<string> => {
      const answers: Answer[] = campaign.questionnaire.questions.flatMap((q, i) => {
        const value = values[i];
        return value === null || value === undefined ? [] : [{ questionId: q.id, value }];
      });
      const response = {
        id: responseIds.next(),
        companyId: campaign.companyId,
        campaignId: campaign.id,
        submittedAt,
        snapshot: snap,
        answers,
        scores: responseScores(campaign.questionnaire, answers),
      };
      await run((r) => r.responses.add(campaign, [{ response, employeeId: employee.id }]));
      return response.id;
    };

    describe('tableOf', () => {
      it('holds every stored response of the campaign once: answers in question order, snapshot, day', async () => {
        const company = aCompany().build();
        const survey = surveyOf(company, 1);
        const other = surveyOf(company, 2);
        const [e1, e2, e3] = [1, 2, 3].map((n) =>
          anEmployee().of(company).withId(contractId(n)).inCampaigns(survey.id, other.id).build(),
        );
        await seed(harness().uow, { companies: [company], campaigns: [survey, other], employees: [e1!, e2!, e3!] });

        // 12:01:40 UTC is 09:01:40 in São Paulo (UTC−3): day 01/03/2026.
        const first = await answer(
          survey,
          e1!,
          at(100),
          [9, 4, null, 2],
          snapshot({
            fields: { departamento: 'Vendas', site: 'Recife' },
            tenureBand: '1-2y',
            ageBand: '25-34',
            language: 'en',
          }),
        );
        // 02:30 UTC on 02/03 is 23:30 on 01/03 in São Paulo.
        const lateEvening = await answer(
          survey,
          e2!,
          new Date('2026-03-02T02:30:00Z'),
          [0, 5, null, 1],
          snapshot({ fields: { departamento: 'RH' }, language: 'es', isOnLeave: true }),
        );
        await answer(other, e3!, at(100), [10, 5, null, 5]);

        const table = await sources().tableOf(survey);

        expect(table.campaignId).toBe(survey.id);
        expect(table.questions.map((q) => q.id)).toEqual(survey.questionnaire.questions.map((q) => q.id));
        const march1st = epochDayOf(DateBR.fromIso('2026-03-01'));
        expect(rowsOf(table)).toEqual(
          new Map([
            [
              first,
              {
                scale: [9, 4, NO_ANSWER, 2],
                fields: { departamento: 'Vendas', site: 'Recife' },
                tenure: '1-2y',
                age: '25-34',
                language: 'en',
                day: march1st,
              },
            ],
            [
              lateEvening,
              {
                scale: [0, 5, NO_ANSWER, 1],
                fields: { departamento: 'RH' },
                tenure: null,
                age: null,
                language: 'es',
                day: march1st,
              },
            ],
          ]),
        );
        expect((await sources().tableOf(surveyOf(company, 3))).size).toBe(0);
      });

      it('adds the responses stored since on the next call, each once; an earlier table keeps its rows', async () => {
        const company = aCompany().build();
        const survey = surveyOf(company, 1);
        const employees = [1, 2, 3, 4, 5].map((n) =>
          anEmployee().of(company).withId(contractId(n)).inCampaigns(survey.id).build(),
        );
        await seed(harness().uow, { companies: [company], campaigns: [survey], employees });
        const [e1, e2, e3, e4, e5] = employees as [Employee, Employee, Employee, Employee, Employee];
        const r1 = await answer(survey, e1, at(100), [7, 3, null, 3]);
        const r2 = await answer(survey, e2, at(200), [8, 4, null, 2]);

        const before = await sources().tableOf(survey);
        expect(new Set(before.ids)).toEqual(new Set([r1, r2]));

        const r3 = await answer(survey, e3, at(300), [10, 5, null, 1]);
        // A transaction that took its time from the clock before r2's and committed after the read above.
        const r4 = await answer(survey, e4, at(150), [6, 2, null, 4]);
        const after = await sources().tableOf(survey);
        expect([...rowsOf(after).keys()].sort()).toEqual([r1, r2, r3, r4].sort());
        expect(rowsOf(after).get(r4)?.scale).toEqual([6, 2, NO_ANSWER, 4]);
        expect(new Set(before.ids)).toEqual(new Set([r1, r2]));
        expect(before.size).toBe(2);

        // Nothing new: the same rows. The campaign read again (another object) finds them too.
        expect([...rowsOf(await sources().tableOf(survey)).keys()].sort()).toEqual([r1, r2, r3, r4].sort());
        const reread = await run((r) => r.campaigns.ofId(survey.id));
        const r5 = await answer(survey, e5, at(301), [5, 1, null, 5]);
        expect((await sources().tableOf(reread as Campaign)).size).toBe(5);
        expect(rowsOf(await sources().tableOf(survey)).get(r5)?.scale).toEqual([5, 1, NO_ANSWER, 5]);
      });
    });

    describe('voluntaryLeaversOf', () => {
      it('names the responses of respondents whose voluntary firing since a day settled before another', async () => {
        const company = aCompany().build();
        const survey = surveyOf(company, 1);
        const other = surveyOf(company, 2);
        const fired = (n: number, date: string) =>
          anEmployee().of(company).withId(contractId(n)).inCampaigns(survey.id, other.id).firedOn(date, at(9_000_000));
        // São Paulo is UTC−3: 02:30 UTC on 21/03 is 23:30 on 20/03, 03:30 UTC is 00:30 on 21/03.
        const settledOnTheDay = fired(1, '10/03/2026').voluntarily().softDeleted('2026-03-21T02:30:00Z').build();
        const settledLater = fired(2, '30/04/2026').voluntarily().softDeleted('2026-03-21T03:30:00Z').build();
        const pending = fired(3, '12/03/2026').voluntarily().build();
        const resignedBefore = fired(4, '09/03/2026').voluntarily().softDeleted('2026-03-10T12:00:00Z').build();
        const dismissed = fired(5, '20/03/2026').softDeleted('2026-03-20T12:00:00Z').build();
        const staying = anEmployee().of(company).withId(contractId(6)).inCampaigns(survey.id).build();
        const everyone = [settledOnTheDay, settledLater, pending, resignedBefore, dismissed, staying];
        await seed(harness().uow, { companies: [company], campaigns: [survey, other], employees: everyone });
        const ids = [];
        for (const [i, employee] of everyone.entries())
          ids.push(await answer(survey, employee, at(100 + i), [9, 5, null, 1]));
        await answer(other, settledOnTheDay, at(200), [9, 5, null, 1]);

        const leavers = (since: string, settledBefore: string, campaignId = survey.id) =>
          sources().voluntaryLeaversOf(campaignId, DateBR.fromIso(since), DateBR.fromIso(settledBefore));
        expect(await leavers('2026-03-10', '2026-03-20')).toEqual(new Set());
        expect(await leavers('2026-03-10', '2026-03-21')).toEqual(new Set([ids[0]]));
        expect(await leavers('2026-03-10', '2026-03-22')).toEqual(new Set([ids[0], ids[1]]));
        expect(await leavers('2026-05-01', '2026-03-22')).toEqual(new Set());
        expect(await leavers('2026-03-10', '2026-03-22', UNKNOWN_ID)).toEqual(new Set());

        // Anonymised, each respondent's response unlinked with the departure it kept: the same leavers.
        await harness().uow.run(async (r) => {
          for (const employee of everyone) {
            const departure = voluntaryDepartureOf(employee.toProps());
            employee.anonymise(at(9_500_000));
            await r.dataSubjects.unlinkResponses(employee.id, departure);
            await r.employees.save(employee);
          }
        });
        expect(await leavers('2026-03-10', '2026-03-21')).toEqual(new Set([ids[0]]));
        expect(await leavers('2026-03-10', '2026-03-22')).toEqual(new Set([ids[0], ids[1]]));
        expect(await leavers('2026-05-01', '2026-03-22')).toEqual(new Set());
      });
    });

    describe('pendingCountsOf', () => {
      it('counts the pending invitations matching the segment by current filter value, date and language', async () => {
        const company = aCompany().build();
        const survey = surveyOf(company, 1);
        const other = surveyOf(company, 2);
        const filters: Filter[] = ['departamento', 'site'].map((key) => aFilter().of(company).withKey(key).build());
        const [department, site] = filters as [Filter, Filter];
        let n = 0;
        const person = (dept: string | null, place: string | null, hired: string, language = 'pt-BR') => {
          n += 1;
          const values = [
            ...(dept === null ? [] : [{ filterId: department.id, key: 'departamento', value: dept }]),
            ...(place === null ? [] : [{ filterId: site.id, key: 'site', value: place }]),
          ];
          return anEmployee()
            .of(company)
            .withId(contractId(n))
            .inCampaigns(survey.id)
            .withFieldValues(values)
            .withHiringDate(hired)
            .withBirthdate('15/05/1990')
            .speaking(language);
        };
        const pending = [
          person('Vendas', 'Recife', '01/02/2020').build(),
          person('Vendas', 'Recife', '01/02/2020', 'en').build(),
          person('Vendas', 'Natal', '10/10/2024', 'es').build(),
          person('RH', 'Recife', '01/02/2020').build(),
          person('TI', null, '10/10/2024').build(),
          person(null, 'Natal', '01/02/2020').build(),
        ];
        const answered = person('Vendas', 'Recife', '01/02/2020').build();
        const elsewhere = anEmployee().of(company).withId(contractId(50)).inCampaigns(other.id).build();
        await seed(harness().uow, {
          companies: [company],
          filters,
          campaigns: [survey, other],
          employees: [...pending, answered, elsewhere],
        });
        await answer(survey, answered, at(100), [9, 5, null, 1]);
        const counts = (segment: Record<string, string[]>, by: PendingCountQuery['by']) =>
          sources().pendingCountsOf(survey.id, {
            segment: new Map(Object.entries(segment).map(([key, values]) => [key, new Set(values)])),
            by,
          });

        // Six pending (the seventh answered; the eighth invited elsewhere).
        expect(await counts({}, null)).toEqual(new Map([[null, 6]]));
        expect(await counts({}, { filterKey: 'departamento' })).toEqual(
          new Map<string | null, number>([
            ['Vendas', 3],
            ['RH', 1],
            ['TI', 1],
            [null, 1],
          ]),
        );
        // Vendas or RH, and in Recife: the first, second and fourth.
        expect(await counts({ departamento: ['Vendas', 'RH'], site: ['Recife'] }, null)).toEqual(new Map([[null, 3]]));
        expect(await counts({ departamento: ['Vendas'] }, { filterKey: 'site' })).toEqual(
          new Map([
            ['Recife', 2],
            ['Natal', 1],
          ]),
        );
        expect(await counts({ site: ['Natal'] }, 'hiring_date')).toEqual(
          new Map([
            ['2024-10-10', 1],
            ['2020-02-01', 1],
          ]),
        );
        expect(await counts({}, 'birthdate')).toEqual(new Map([['1990-05-15', 6]]));
        expect(await counts({ departamento: ['Vendas'] }, 'language')).toEqual(
          new Map([
            ['pt-BR', 1],
            ['en', 1],
            ['es', 1],
          ]),
        );
        expect(await counts({ departamento: ['Jurídico'] }, null)).toEqual(new Map());
        expect(await sources().pendingCountsOf(UNKNOWN_ID, { segment: new Map(), by: null })).toEqual(new Map());
      });
    });

    describe('openAnswersOf', () => {
      it('gives the texts of the chosen responses of that campaign only, without response ids', async () => {
        const company = aCompany().build();
        const survey = surveyOf(company, 1);
        const other = surveyOf(company, 2);
        const [e1, e2, e3, e4] = [1, 2, 3, 4].map((n) =>
          anEmployee().of(company).withId(contractId(n)).inCampaigns(survey.id, other.id).build(),
        );
        await seed(harness().uow, {
          companies: [company],
          campaigns: [survey, other],
          employees: [e1!, e2!, e3!, e4!],
        });
        const open = survey.questionnaire.questions[2]!.id;
        const first = await answer(survey, e1!, at(100), [9, 4, 'Mais café', 2]);
        const second = await answer(survey, e2!, at(101), [8, 4, 'Menos reuniões', 2]);
        const silent = await answer(survey, e3!, at(102), [7, 4, null, 2]);
        const elsewhere = await answer(other, e4!, at(103), [7, 4, 'Outra campanha', 2]);

        const texts = await sources().openAnswersOf(survey.id, [first, second, silent, elsewhere, 'not-a-uuid']);

        expect(texts.sort((a, b) => a.text.localeCompare(b.text))).toEqual([
          { questionId: open, text: 'Mais café' },
          { questionId: open, text: 'Menos reuniões' },
        ]);
        expect(await sources().openAnswersOf(survey.id, [second])).toEqual([
          { questionId: open, text: 'Menos reuniões' },
        ]);
        expect(await sources().openAnswersOf(survey.id, [])).toEqual([]);
        expect(await sources().openAnswersOf(UNKNOWN_ID, [first])).toEqual([]);
      });
    });
  });
}
