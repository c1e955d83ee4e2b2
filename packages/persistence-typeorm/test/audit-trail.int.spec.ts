import { beforeEach, describe, expect, it } from '@jest/globals';
import { PurgeAuditEvents, VerifyAuditChain, type AuditChange } from '@employee/domain';
import { aCompany } from '@employee/domain/testing';
import { testEngines } from '@employee/persistence-typeorm/testing';
import { useTestDatabase } from '@employee/persistence-typeorm/testing/jest';

/**
 * The audit trail in the database (docs/change-history.md#audit-trail, docs/persistence.md#audit-trail): the table
 * refuses UPDATE and DELETE (except the retention purge of events past the 180-day minimum), `audit verify` names the
 * first event someone tampered with, and the purge removes exactly what is past the retention. On every engine.
 */
describe.each(testEngines())('the audit trail on %s', (engine) => {
  const database = useTestDatabase(engine);
  const company = aCompany().build();
  const change = (n: number): AuditChange => ({
    companyId: company.id,
    action: 'employee.updated',
    entity: 'employee',
    entityId: `e-${n}`,
    changed: ['name'],
  });
  const record = async (count: number): Promise<void> => {
    for (let n = 0; n < count; n += 1) await database().uow.run((r) => r.audit.record(change(n)));
  };
  const verify = () => new VerifyAuditChain(database().uow).execute({ companyId: company.id });
  const seqs = async (): Promise<number[]> =>
    (await database().uow.run((r) => r.audit.chainOf(company.id, null, 100))).map((e) => e.seq);

  beforeEach(async () => {
    await database().truncate();
    await database().uow.run((r) => r.companies.save(company));
  });

  it('refuses a direct UPDATE or DELETE of an event, and keeps it', async () => {
    await record(1);
    const q = (sql: string) => database().dataSource.query(sql);
    await expect(q(`UPDATE audit_events SET changed = '{email}'`)).rejects.toThrow(/append-only/);
    await expect(q('DELETE FROM audit_events')).rejects.toThrow(/append-only/);
    await expect(
      database().dataSource.transaction(async (m) => {
        await m.query(`SELECT set_config('audit.retention_purge', 'on', true)`);
        await m.query('DELETE FROM audit_events');
      }),
    ).rejects.toThrow(/append-only/);
    expect((await verify()).events).toBe(1);
  });

  it('lets audit verify name the first event tampered with', async () => {
    await record(4);
    expect(await verify()).toEqual({ companyId: company.id, events: 4, firstBroken: null });
    const [, second, third] = await seqs();

    await database().dataSource.query('ALTER TABLE audit_events DISABLE TRIGGER audit_events_append_only');
    await database().dataSource.query(`UPDATE audit_events SET changed = '{email}' WHERE seq = $1`, [third]);
    await database().dataSource.query('ALTER TABLE audit_events ENABLE TRIGGER audit_events_append_only');

    const report = await verify();
    expect(report.firstBroken).toMatchObject({ seq: third, reason: 'hash' });
    expect(report.events).toBe(3);
    await database().dataSource.query('ALTER TABLE audit_events DISABLE TRIGGER audit_events_append_only');
    await database().dataSource.query('DELETE FROM audit_events WHERE seq = $1', [second]);
    await database().dataSource.query('ALTER TABLE audit_events ENABLE TRIGGER audit_events_append_only');
    expect((await verify()).firstBroken).toMatchObject({ seq: third, reason: 'link' });
  });

  it('purges the events past the retention, and only those', async () => {
    await record(2);
    const [oldest] = await seqs();
    await database().dataSource.query('ALTER TABLE audit_events DISABLE TRIGGER audit_events_append_only');
    await database().dataSource.query(
      `UPDATE audit_events SET occurred_at = now() - interval '400 days' WHERE seq = $1`,
      [oldest],
    );
    await database().dataSource.query('ALTER TABLE audit_events ENABLE TRIGGER audit_events_append_only');

    const clock = { now: () => new Date() };
    expect(await new PurgeAuditEvents(database().uow, clock, 365).execute()).toEqual({ purged: 1 });
    expect(await new PurgeAuditEvents(database().uow, clock, 180).execute()).toEqual({ purged: 0 });
    expect(await seqs()).toHaveLength(1);
    expect(() => new PurgeAuditEvents(database().uow, clock, 179)).toThrow(RangeError);
  });
});
