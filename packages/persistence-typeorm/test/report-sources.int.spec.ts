import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import {
  DEFAULT_DOMAIN_SETTINGS,
  newResponse,
  NO_ANSWER,
  NO_VALUE,
  type Campaign,
  type Employee,
  type RespondentTable,
} from '@employee/domain';
import { aCampaign, aCompany, anEmployee } from '@employee/domain/testing';
import { TypeOrmReportSources } from '@employee/persistence-typeorm';
import { testEngines } from '@employee/persistence-typeorm/testing';
import { useTestDatabase } from '@employee/persistence-typeorm/testing/jest';
import { RESPONSE_ROWS_SINCE, WINDOW_COUNT } from '../src/reports/typeorm-report-sources.sql';

const ids = { next: () => randomUUID() };

/** Everything a report reads of one row of `table`, by response id (order-free). */
function contentsOf(table: RespondentTable): Map<string, unknown> {
  const width = table.questions.length;
  return new Map(
    table.ids.map((id, r) => [
      id,
      {
        scale: [...table.scale.subarray(r * width, (r + 1) * width)],
        fields: [...table.fields].map(([key, column]) => {
          const code = column.codes[r] ?? NO_VALUE;
          return [key, code === NO_VALUE ? null : column.values[code]];
        }),
        tenure: table.tenure[r],
        age: table.age[r],
        language: table.language[r],
        day: table.submittedOn[r],
      },
    ]),
  );
}

/**
 * What the `ReportSources` contract does not cover of `TypeOrmReportSources` (docs/persistence.md#reports): the kept
 * tables' LRU (an evicted campaign is read whole again, and gives the same table), concurrent calls for one campaign
 * (one load between them), and a response stored after a read (in the next one), on a real database.
 */
describe.each(testEngines())('TypeOrmReportSources on %s', (engine) => {
  const database = useTestDatabase(engine);
  const company = aCompany().build();
  const [first, second] = [aCampaign().of(company).build(), aCampaign().of(company).build()];
  const employees = Array.from({ length: 6 }, (_, n) =>
    anEmployee()
      .of(company)
      .inCampaigns(first.id, second.id)
      .withHiringDate(`0${1 + (n % 3)}/02/2020`)
      .speaking(n % 2 === 0 ? 'pt-BR' : 'es')
      .build(),
  );

  /** Stores `employee`'s response to `campaign` at `at`, every scale answer `value`. */
  const answer = async (campaign: Campaign, employee: Employee, at: string, value: number): Promise<string> => {
    const answers = campaign.questionnaire.questions
      .filter((q) => q.kind !== 'open')
      .map((q) => ({ question_id: q.id, value: q.kind === 'likert' ? value : value * 2 }));
    const context = { now: new Date(at), ids, settings: DEFAULT_DOMAIN_SETTINGS };
    const response = newResponse(campaign, employee, { answers }, context);
    await database().uow.run((r) => r.responses.add(campaign, [{ response, employeeId: employee.id }]));
    return response.id;
  };

  /** The sources under test, and how many statements of each kind they sent. */
  const watched = (capacity = 20) => {
    const query = jest.spyOn(database().dataSource, 'query');
    const sent = (statement: string): number => query.mock.calls.filter(([sql]) => sql === statement).length;
    return {
      sources: new TypeOrmReportSources(database().dataSource, 'America/Sao_Paulo', { capacity }),
      loads: () => sent(RESPONSE_ROWS_SINCE),
      counts: () => sent(WINDOW_COUNT),
    };
  };

  beforeEach(async () => {
    jest.restoreAllMocks();
    await database().truncate();
    await database().uow.run(async (r) => {
      await r.companies.save(company);
      for (const campaign of [first, second]) await r.campaigns.save(campaign);
      for (const employee of employees) await r.employees.save(employee);
    });
    for (const [n, employee] of employees.entries()) {
      await answer(first, employee, `2026-03-0${1 + n}T12:00:00Z`, 1 + (n % 5));
      if (n < 3) await answer(second, employee, `2026-03-0${1 + n}T15:00:00Z`, 5 - n);
    }
  });

  it('reads an evicted campaign whole again, and gives the table it kept', async () => {
    const { sources, loads } = watched(1);
    const kept = await sources.tableOf(first);
    expect(kept.size).toBe(6);
    expect(loads()).toBe(1);

    expect(await sources.tableOf(first)).toBe(kept); // kept: nothing read again
    expect(loads()).toBe(1);
    expect((await sources.tableOf(second)).size).toBe(3); // evicts the first campaign
    expect(loads()).toBe(2);

    const reread = await sources.tableOf(first);
    expect(loads()).toBe(3);
    expect(reread).not.toBe(kept);
    expect(contentsOf(reread)).toEqual(contentsOf(kept));
  });

  it('shares one load between concurrent calls for one campaign, which give equal tables', async () => {
    const { sources, loads, counts } = watched();

    const tables = await Promise.all(Array.from({ length: 5 }, () => sources.tableOf(first)));

    expect(loads()).toBe(1);
    expect(counts()).toBe(5);
    for (const table of tables) expect(contentsOf(table)).toEqual(contentsOf(tables[0] as RespondentTable));
    expect(tables[0]?.size).toBe(6);
  });

  it('gives a response stored after a read in the next read, and keeps the earlier table as it was', async () => {
    const { sources } = watched();
    const before = await sources.tableOf(first);
    const late = anEmployee().of(company).inCampaigns(first.id).build();
    await database().uow.run((r) => r.employees.save(late));

    const id = await answer(first, late, '2026-03-09T12:00:00Z', 4);
    const after = await sources.tableOf(first);

    expect(after.size).toBe(7);
    expect(contentsOf(after).get(id)).toEqual(
      expect.objectContaining({
        scale: first.questionnaire.questions.map((q) => (q.kind === 'open' ? NO_ANSWER : q.kind === 'likert' ? 4 : 8)),
      }),
    );
    expect(before.size).toBe(6);
    expect(before.ids).not.toContain(id);
  });
});
