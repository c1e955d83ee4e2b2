import { randomUUID } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import {
  CreateEmployee,
  DeleteEmployee,
  DomainError,
  ListEmployeeChanges,
  SettleDueFirings,
  UpdateEmployee,
  type DomainSettings,
} from '@employee/domain';
import { FixedClock, PlainCursorSeal, aCompany, validEmployeeInput } from '@employee/domain/testing';
import { testEngines } from '@employee/persistence-typeorm/testing';
import { useTestDatabase } from '@employee/persistence-typeorm/testing/jest';

const SETTINGS: DomainSettings = { timeZone: 'America/Sao_Paulo', firingSettleDelaySeconds: 0 };
const uuids = { next: () => randomUUID() };
const WRITERS = 8;
/**
 * Changes to make: 1,000 on a PostgreSQL server (a thousand interleavings of 8 writers; 5,000 took 29 s alone but
 * more than 300 s beside the other jest worker on CI's machines, and 2,000 on both engines 264 s of a CI run); the
 * embedded database runs transactions one at a time anyway, so a few hundred check its feed.
 */
const CHANGES = { postgres: 1_000, pglite: 200 } as const;

/**
 * The changes feed never skips a change committed late (docs/change-history.md#the-changes-feeds): 8 writers make
 * thousands of changes to one company's employees (creates, updates, recorded firings, deletes, settlement passes)
 * through the use cases over the TypeORM unit of work, while a follower pages the feed as fast as it can. The
 * follower must end having seen every stored (id, version) exactly once, each employee's versions in order.
 */
describe.each(testEngines())('changes feed under concurrent writers on %s', (engine) => {
  const database = useTestDatabase(engine, WRITERS + 2);

  it(`a follower sees every (id, version) once, in order, while ${WRITERS} writers commit [hang 900 s]`, async () => {
    await database().truncate();
    const uow = database().uow;
    const clock = new FixedClock('2026-11-22T10:00:00-03:00');
    const company = aCompany().build();
    await uow.run((r) => r.companies.save(company));
    const companyId = company.id;
    const create = new CreateEmployee(uow, clock, uuids, SETTINGS);
    const update = new UpdateEmployee(uow, clock, SETTINGS);
    const remove = new DeleteEmployee(uow, clock);
    const settle = new SettleDueFirings(uow, clock);
    const feed = new ListEmployeeChanges(uow, new PlainCursorSeal());

    const live: string[] = [];
    const target = CHANGES[engine];
    let made = 0;
    let settledByPasses = 0;
    let writing = true;
    const pick = () => live[Math.floor(Math.random() * live.length)] as string;
    /** One change (or a settlement pass); how many versions it stored. A lost race on a deleted employee is 0. */
    const change = async (): Promise<number> => {
      const dice = Math.random();
      if (live.length < 16 || dice < 0.2) {
        live.push((await create.execute({ ...validEmployeeInput(), companyId, removeCampaign: false })).id);
        return 1;
      }
      const id = pick();
      if (dice < 0.85) {
        await update.execute({ companyId, id, name: `Pessoa ${made}`, removeCampaign: false });
      } else if (dice < 0.9) {
        await update.execute({
          companyId,
          id,
          firingDate: '22/11/2026',
          isVoluntaryFiring: true,
          removeCampaign: false,
        });
      } else if (dice < 0.97) {
        live.splice(live.indexOf(id), 1);
        await remove.execute({ companyId, id });
      } else {
        const { settled } = await settle.execute();
        settledByPasses += settled;
        return settled;
      }
      return 1;
    };
    const writer = async () => {
      while (made < target) {
        try {
          const stored = await change();
          made += stored;
        } catch (error) {
          if (!(error instanceof DomainError)) throw error; // a race lost to a delete or a settlement
        }
      }
    };

    const seen: Array<{ id: string; version: number }> = [];
    let readsWhileWriting = 0;
    const follow = async () => {
      let cursor: string | undefined;
      for (;;) {
        const stillWriting = writing;
        const page = await feed.execute({ companyId, cursor, limit: 100 });
        seen.push(...page.items.map(({ id, version }) => ({ id, version })));
        cursor = page.nextCursor;
        if (stillWriting) readsWhileWriting += 1;
        else if (!page.hasMore) return;
      }
    };

    const started = Date.now();
    const following = follow();
    await Promise.all(Array.from({ length: WRITERS }, writer)).finally(() => {
      writing = false;
    });
    await following;
    const seconds = (Date.now() - started) / 1000;

    const stored = await database().dataSource.query<Array<{ id: string; version: number }>>(
      'SELECT id, version FROM employees WHERE company_id = $1',
      [companyId],
    );
    const expected = stored.flatMap(({ id, version }) => Array.from({ length: version }, (_, v) => `${id}:${v + 1}`));
    const keys = seen.map(({ id, version }) => `${id}:${version}`);
    expect(new Set(keys).size).toBe(keys.length); // nothing twice
    expect([...keys].sort()).toEqual([...expected].sort()); // nothing skipped, nothing made up
    const last = new Map<string, number>();
    for (const { id, version } of seen) {
      expect(version).toBe((last.get(id) ?? 0) + 1); // each employee's versions in order
      last.set(id, version);
    }
    expect(made).toBeGreaterThanOrEqual(target);
    expect(readsWhileWriting).toBeGreaterThan(10);
    expect(settledByPasses).toBeGreaterThan(0); // the set-based settlement took part
    process.stdout.write(
      `changes feed race on ${engine}: ${made} changes by ${WRITERS} writers (${settledByPasses} settled by passes), ` +
        `${keys.length} entries followed ` +
        `(${readsWhileWriting} reads while writing) in ${seconds.toFixed(1)} s\n`,
    );
  }, 900_000);
});
