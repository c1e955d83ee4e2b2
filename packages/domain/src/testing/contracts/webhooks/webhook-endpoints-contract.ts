import { describe, expect, it } from '@jest/globals';
import { aWebhookEndpoint } from '../../builders';
import { at, NOT_A_UUID, seed, UNKNOWN_ID, useHarness, walkByCursor, type HarnessFactory } from '../harness';
import { anOutboxEvent, companyTree, webhookRuns } from './webhooks-contract-kit';

/**
 * The contract of the `WebhookEndpoints` port: stores and reads back every property, lists a company's endpoints by
 * creation (offset and cursor pages), counts them, and removes one with its deliveries.
 */
export function webhookEndpointsContract(adapterName: string, makeHarness: HarnessFactory): void {
  describe(`WebhookEndpoints contract (${adapterName})`, () => {
    const harness = useHarness(makeHarness);
    const { run, deliveriesOf, publish } = webhookRuns(harness);

    it('reads back what it saved, every property, and its changes', async () => {
      const { parent } = companyTree();
      await seed(harness().uow, { companies: [parent] });
      const endpoint = aWebhookEndpoint()
        .of(parent)
        .at('https://hooks.example.com/x?y=1')
        .including('employee.created', 'survey.response_received')
        .withBranches()
        .disabled('failing_since:2026-03-01T12:00:00.000Z')
        .createdAt(at(5))
        .build();
      await run((r) => r.webhookEndpoints.save(endpoint));
      const changed = (await run((r) => r.webhookEndpoints.ofId(endpoint.id, true)))!;
      changed.rotate('sealed-2', at(10));
      changed.recordDeliveryFailure(at(11));

      await run((r) => r.webhookEndpoints.save(changed));

      expect((await run((r) => r.webhookEndpoints.ofId(endpoint.id)))?.toProps()).toEqual(changed.toProps());
      expect(changed.toProps()).toMatchObject({
        previousSecret: 'sealed-secret',
        previousSecretExpiresAt: new Date(at(10).getTime() + 86_400_000),
        failingSince: at(11),
        version: 2,
      });
      expect(await run((r) => r.webhookEndpoints.ofId(UNKNOWN_ID))).toBeNull();
      expect(await run((r) => r.webhookEndpoints.ofId(NOT_A_UUID))).toBeNull();
    });

    it("lists and counts one company's endpoints by creation", async () => {
      const { parent, branch } = companyTree();
      const endpoints = [3, 1, 2].map((n) => aWebhookEndpoint().of(parent).createdAt(at(n)).build());
      const other = aWebhookEndpoint().of(branch).createdAt(at(0)).build();
      await seed(harness().uow, { companies: [parent, branch], webhookEndpoints: [...endpoints, other] });
      const inOrder = [endpoints[1], endpoints[2], endpoints[0]].map((e) => e?.id);

      const page = await run((r) => r.webhookEndpoints.listOfCompany(parent.id, { page: 2, perPage: 2 }));
      const walked = await walkByCursor(
        (request) => run((r) => r.webhookEndpoints.listOfCompany(parent.id, request)),
        2,
      );

      expect([page.items.map((e) => e.id), page.total, page.lastPage]).toEqual([[inOrder[2]], 3, 2]);
      expect(walked).toEqual(inOrder);
      expect(await run((r) => r.webhookEndpoints.countOfCompany(parent.id))).toBe(3);
    });

    it('removes an endpoint with its deliveries', async () => {
      const { parent } = companyTree();
      const endpoint = aWebhookEndpoint().of(parent).build();
      const kept = aWebhookEndpoint().of(parent).build();
      await seed(harness().uow, { companies: [parent], webhookEndpoints: [endpoint, kept] });
      await publish(anOutboxEvent(parent));

      await run((r) => r.webhookEndpoints.remove(endpoint.id));

      expect(await run((r) => r.webhookEndpoints.ofId(endpoint.id))).toBeNull();
      expect(await deliveriesOf(endpoint)).toEqual([]);
      expect(await deliveriesOf(kept)).toHaveLength(1);
    });
  });
}
