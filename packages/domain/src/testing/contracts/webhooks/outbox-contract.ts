import { describe, expect, it } from '@jest/globals';
import { aWebhookEndpoint } from '../../builders';
import { at, contractId, seed, useHarness, type HarnessFactory } from '../harness';
import { anOutboxEvent, companyTree, webhookRuns } from './webhooks-contract-kit';

/**
 * The contract of the `Outbox` port and of the unit of work's hand-over (docs/webhooks.md#outbox-and-delivery): an
 * event is stored if and only if its run commits; only catalogued types are kept; each goes, as one pending delivery,
 * to every enabled endpoint subscribed to its type, of its company or of a company above it that includes branches;
 * the audit events a run records reach the outbox with their ids and versions.
 */
export function outboxContract(adapterName: string, makeHarness: HarnessFactory): void {
  describe(`Outbox contract (${adapterName})`, () => {
    const harness = useHarness(makeHarness);
    const { run, deliveriesOf, publish } = webhookRuns(harness);

    it('fans an event out to its company and to the companies above that include branches', async () => {
      const { parent, branch, leaf } = companyTree();
      const above = aWebhookEndpoint().of(parent).withBranches().createdAt(at(0)).build();
      const aboveOnly = aWebhookEndpoint().of(parent).createdAt(at(1)).build();
      const middle = aWebhookEndpoint().of(branch).withBranches().createdAt(at(2)).build();
      const own = aWebhookEndpoint().of(leaf).createdAt(at(3)).build();
      const off = aWebhookEndpoint().of(leaf).disabled().createdAt(at(4)).build();
      await seed(harness().uow, {
        companies: [parent, branch, leaf],
        webhookEndpoints: [above, aboveOnly, middle, own, off],
      });
      const event = anOutboxEvent(leaf, { entityId: contractId(50) });

      await publish(event);

      const counts = await Promise.all(
        [above, aboveOnly, middle, own, off].map(async (e) => (await deliveriesOf(e)).length),
      );
      expect(counts).toEqual([1, 0, 1, 1, 0]);
      const [delivery] = await deliveriesOf(own);
      expect(delivery).toMatchObject({
        endpointId: own.id,
        eventId: event.id,
        eventType: 'employee.updated',
        payload: { type: 'employee.updated', timestamp: event.occurredAt.toISOString(), data: event.data },
        status: 'pending',
        tries: 0,
        nextAttemptAt: null,
        lastAttemptAt: null,
        lastResponseStatus: null,
        lastError: null,
        lastResponseBody: null,
        createdAt: event.occurredAt,
        attempts: [],
      });
    });

    it('says whether an event would have a subscriber, by the same rules as the fan-out', async () => {
      const { parent, branch, leaf } = companyTree();
      const above = aWebhookEndpoint().of(parent).withBranches().including('filter.created').createdAt(at(0)).build();
      const aboveOnly = aWebhookEndpoint().of(parent).including('filter.deleted').createdAt(at(1)).build();
      const own = aWebhookEndpoint().of(leaf).including('employee.created').createdAt(at(2)).build();
      const off = aWebhookEndpoint().of(leaf).including('campaign.opened').disabled().createdAt(at(3)).build();
      await seed(harness().uow, { companies: [parent, branch, leaf], webhookEndpoints: [above, aboveOnly, own, off] });
      const asked: Array<[string, string]> = [
        [leaf.id, 'employee.created'], // its own endpoint
        [leaf.id, 'filter.created'], // the parent's, which includes branches
        [branch.id, 'filter.created'],
        [leaf.id, 'filter.deleted'], // the parent's, which does not
        [parent.id, 'filter.deleted'],
        [leaf.id, 'campaign.opened'], // a disabled endpoint
        [branch.id, 'employee.created'], // a branch's endpoint does not hear the company above it
        [leaf.id, 'user.signed_in'], // not in the catalogue
        [contractId(60), 'employee.created'], // no such company
        ['not-a-uuid', 'employee.created'],
      ];

      const answers = await run(async (r) => {
        const found: boolean[] = [];
        for (const [companyId, type] of asked) found.push(await r.outbox.hasSubscribers(companyId, type));
        return found;
      });

      expect(answers).toEqual([true, true, true, false, true, false, false, false, false, false]);
    });

    it('keeps only the catalogued types an endpoint subscribes to', async () => {
      const { parent } = companyTree();
      const all = aWebhookEndpoint().of(parent).createdAt(at(0)).build();
      const filters = aWebhookEndpoint()
        .of(parent)
        .including('filter.created', 'filter.deleted')
        .createdAt(at(1))
        .build();
      await seed(harness().uow, { companies: [parent], webhookEndpoints: [all, filters] });

      await publish(
        anOutboxEvent(parent, { type: 'employee.created' }),
        anOutboxEvent(parent, { type: 'filter.deleted' }),
        anOutboxEvent(parent, { type: 'user.signed_in' }),
        anOutboxEvent(parent, { type: 'webhook.test' }),
      );

      expect((await deliveriesOf(all)).map((d) => d.eventType)).toEqual(['employee.created', 'filter.deleted']);
      expect((await deliveriesOf(filters)).map((d) => d.eventType)).toEqual(['filter.deleted']);
    });

    it('stores nothing of a run that rolls back', async () => {
      const { parent } = companyTree();
      const endpoint = aWebhookEndpoint().of(parent).build();
      await seed(harness().uow, { companies: [parent], webhookEndpoints: [endpoint] });

      const failed = run(async (r) => {
        await r.outbox.publish([anOutboxEvent(parent)]);
        await r.audit.record({
          companyId: parent.id,
          action: 'filter.created',
          entity: 'filter',
          entityId: contractId(60),
          changed: [],
        });
        throw new Error('rolled back');
      });

      await expect(failed).rejects.toThrow('rolled back');
      expect(await deliveriesOf(endpoint)).toEqual([]);
    });

    it("hands a committed run's audit events to the outbox, with their ids and versions", async () => {
      const { parent } = companyTree();
      const endpoint = aWebhookEndpoint().of(parent).build();
      await seed(harness().uow, { companies: [parent], webhookEndpoints: [endpoint] });
      const change = { companyId: parent.id, entity: 'employee', entityId: contractId(70) };

      await run(async (r) => {
        await r.audit.record({ ...change, action: 'employee.created', changed: ['name'], version: 1 });
        await r.audit.record({ ...change, action: 'employee.updated', changed: ['email', 'fields'], version: 2 });
        await r.audit.record({ ...change, action: 'employee.deleted', changed: ['deleted_at'] });
        await r.audit.record({ ...change, action: 'company.updated', entity: 'company', changed: ['name'] });
      });

      const events = (await run((r) => r.audit.list(parent.id, { limit: 10 }))).reverse().slice(0, 3);
      const byEvent = (list: Array<[string, ...unknown[]]>) => list.sort(([a], [b]) => (a < b ? -1 : 1));
      const deliveries = await deliveriesOf(endpoint);
      expect(byEvent(deliveries.map((d) => [d.eventId, d.payload.type, d.payload.timestamp, d.payload.data]))).toEqual(
        byEvent(
          events.map((e, i) => [
            e.id,
            e.action,
            e.occurredAt.toISOString(),
            { id: contractId(70), company_id: parent.id, version: [1, 2, null][i] ?? null, changed: e.changed },
          ]),
        ),
      );
    });
  });
}
