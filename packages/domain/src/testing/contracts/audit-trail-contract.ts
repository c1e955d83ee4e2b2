import { describe, expect, it } from '@jest/globals';
import { verifyAuditRun } from '../../history/audit-chain';
import type { AuditChange } from '../../history/audit-event';
import type { Repositories } from '../../repositories';
import { aCompany } from '../builders';
import { seed, useHarness, type HarnessFactory } from './harness';

/**
 * The contract of the `AuditTrail` port: an event per recorded change, kept only when its unit of work commits, with
 * the system as actor when no context says otherwise (or the change's own actor); each company's events chained in
 * `seq` order; listing newest first with every filter and `beforeSeq`; the chain read in order; a purge that
 * removes only what is older than its cutoff.
 */
export function auditTrailContract(adapterName: string, makeHarness: HarnessFactory): void {
  describe(`AuditTrail contract (${adapterName})`, () => {
    const harness = useHarness(makeHarness);
    const run = <T>(work: (r: Repositories) => Promise<T>): Promise<T> => harness().uow.run(work);
    const companyA = aCompany().build();
    const companyB = aCompany().build();
    const change = (over: Partial<AuditChange> = {}): AuditChange => ({
      companyId: companyA.id,
      action: 'employee.updated',
      entity: 'employee',
      entityId: '0b5c1f0e-5b0c-4b1e-9c1a-6f7f8e9d0a1b',
      changed: ['name', 'phone'],
      ...over,
    });

    it('keeps the events of a committed unit of work, newest first, with the system as default actor', async () => {
      await seed(harness().uow, { companies: [companyA, companyB] });
      await run(async (r) => {
        await r.audit.record(change({ action: 'employee.created', changed: ['name'] }));
        await r.audit.record(change({ companyId: companyB.id }));
        await r.audit.record(change({ actor: { type: 'user', id: 'u-1' } }));
      });

      const events = await run((r) => r.audit.list(companyA.id, { limit: 10 }));
      expect(events.map((e) => [e.action, e.actor])).toEqual([
        ['employee.updated', { type: 'user', id: 'u-1' }],
        ['employee.created', { type: 'system', id: null }],
      ]);
      expect(events[1]).toMatchObject({
        companyId: companyA.id,
        entity: 'employee',
        entityId: change().entityId,
        changed: ['name'],
        requestId: null,
        ip: null,
        previousHash: null,
      });
      expect(events[0]?.previousHash).toBe(events[1]?.hash);
      expect(events[0]?.hash).toMatch(/^[0-9a-f]{64}$/);
      expect(await run((r) => r.audit.list(companyB.id, { limit: 10 }))).toHaveLength(1);
    });

    it('keeps nothing of a unit of work that failed', async () => {
      await seed(harness().uow, { companies: [companyA] });
      const failing = run(async (r) => {
        await r.audit.record(change());
        throw new Error('the change failed');
      });
      await expect(failing).rejects.toThrow('the change failed');
      expect(await run((r) => r.audit.list(companyA.id, { limit: 10 }))).toEqual([]);
    });

    it('chains every event of a company to the one before it, across units of work', async () => {
      await seed(harness().uow, { companies: [companyA] });
      for (let i = 0; i < 3; i += 1) {
        await run(async (r) => {
          await r.audit.record(change({ changed: [`f${i}`] }));
          await r.audit.record(change({ changed: [`g${i}`] }));
        });
      }
      const chain = await run((r) => r.audit.chainOf(companyA.id, null, 100));
      expect(chain.map((e) => e.changed[0])).toEqual(['f0', 'g0', 'f1', 'g1', 'f2', 'g2']);
      expect(verifyAuditRun(chain)).toBeNull();
      const rest = await run((r) => r.audit.chainOf(companyA.id, chain[2]?.seq ?? 0, 2));
      expect(rest.map((e) => e.changed[0])).toEqual(['g1', 'f2']);
    });

    it('lists by entity, entity id, actor, action, time and position', async () => {
      await seed(harness().uow, { companies: [companyA] });
      const start = new Date(Date.now() - 1000);
      await run(async (r) => {
        await r.audit.record(change({ entity: 'filter', action: 'filter.created', entityId: 'f-1' }));
        await r.audit.record(change({ actor: { type: 'api_key', id: 'k-1', prefix: 'emp_sandbox_x' } }));
        await r.audit.record(change({ action: 'employee.deleted', entityId: 'e-2' }));
      });
      const list = (query: Parameters<Repositories['audit']['list']>[1]) =>
        run((r) => r.audit.list(companyA.id, query)).then((events) => events.map((e) => e.action));

      expect(await list({ entity: 'filter', limit: 10 })).toEqual(['filter.created']);
      expect(await list({ entityId: 'e-2', limit: 10 })).toEqual(['employee.deleted']);
      expect(await list({ actorId: 'k-1', limit: 10 })).toEqual(['employee.updated']);
      expect(await list({ action: 'employee.deleted', limit: 10 })).toEqual(['employee.deleted']);
      expect(await list({ since: start, limit: 10 })).toHaveLength(3);
      expect(await list({ until: start, limit: 10 })).toEqual([]);
      expect(await list({ limit: 2 })).toEqual(['employee.deleted', 'employee.updated']);
      const [, second] = await run((r) => r.audit.list(companyA.id, { limit: 10 }));
      expect(await list({ beforeSeq: second?.seq, limit: 10 })).toEqual(['filter.created']);
      const [withPrefix] = await run((r) => r.audit.list(companyA.id, { actorId: 'k-1', limit: 1 }));
      expect(withPrefix?.actor).toEqual({ type: 'api_key', id: 'k-1', prefix: 'emp_sandbox_x' });
    });

    it('purges only the events older than the cutoff', async () => {
      await seed(harness().uow, { companies: [companyA] });
      await run((r) => r.audit.record(change()));
      expect(await run((r) => r.audit.purgeOccurredBefore(new Date(Date.now() - 24 * 60 * 60 * 1000)))).toBe(0);
      expect(await run((r) => r.audit.list(companyA.id, { limit: 10 }))).toHaveLength(1);
    });
  });
}
