import { randomUUID } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { DeliverWebhooks, type WebhookOutcome, type WebhookRequest, type WebhookSender } from '@employee/domain';
import { FixedClock, FixedRandomSource, PlainSecretBox, aCompany, aWebhookEndpoint } from '@employee/domain/testing';
import { testEngines } from '@employee/persistence-typeorm/testing';
import { useTestDatabase } from '@employee/persistence-typeorm/testing/jest';

const WORKERS = 4;
const ENTITIES = 8;
const EVENTS_PER_ENTITY = 15;
const uuids = { next: () => randomUUID() };

/** A receiver that answers 200 after a few milliseconds, noting what is in flight at once. */
class WatchingSender implements WebhookSender {
  readonly received: Array<{ url: string; entity: string; eventId: string }> = [];
  readonly overlaps: string[] = [];
  private readonly inFlight = new Set<string>();

  async send(request: WebhookRequest): Promise<WebhookOutcome> {
    const entity = (JSON.parse(request.body) as { data: { id: string } }).data.id;
    const key = `${request.url} ${entity}`;
    if (this.inFlight.has(key)) this.overlaps.push(key);
    this.inFlight.add(key);
    await new Promise((resolve) => setTimeout(resolve, 1 + Math.floor(Math.random() * 4)));
    this.inFlight.delete(key);
    this.received.push({ url: request.url, entity, eventId: request.eventId });
    return { kind: 'delivered', status: 200, body: 'ok', durationMs: 3 };
  }
}

/**
 * Workers at once (docs/webhooks.md#claiming-and-leases): 4 delivery passes run concurrently in loops over the TypeORM
 * unit of work until 240 deliveries (2 endpoints, 8 entities, 15 events each) are delivered. Each must be sent
 * exactly once, never two of one endpoint and entity at the same time, and in event order per endpoint and entity.
 */
describe.each(testEngines())('webhook claims of concurrent workers on %s', (engine) => {
  const database = useTestDatabase(engine, WORKERS + 2);

  it(`${WORKERS} workers deliver every event once, in order per entity [hang 300 s]`, async () => {
    await database().truncate();
    const uow = database().uow;
    const company = aCompany().build();
    const box = new PlainSecretBox();
    const endpoints = ['https://a.example/in', 'https://b.example/in'].map((url) =>
      aWebhookEndpoint().of(company).at(url).withSecret(box.seal('whsec_x')).build(),
    );
    await uow.run(async (r) => {
      await r.companies.save(company);
      for (const endpoint of endpoints) await r.webhookEndpoints.save(endpoint);
    });
    const entities = Array.from({ length: ENTITIES }, () => randomUUID());
    const published: Array<{ entity: string; eventId: string }> = [];
    for (let n = 0; n < EVENTS_PER_ENTITY; n += 1) {
      const events = entities.map((entity) => ({
        id: randomUUID(),
        type: 'employee.updated',
        companyId: company.id,
        entityId: entity,
        occurredAt: new Date(Date.UTC(2026, 10, 22, 10, 0, n)),
        data: { id: entity, company_id: company.id, version: n + 1, changed: ['name'] },
      }));
      published.push(...events.map((e) => ({ entity: e.entityId, eventId: e.id })));
      await uow.run((r) => r.outbox.publish(events));
    }
    const sender = new WatchingSender();
    const clock = new FixedClock('2026-11-22T12:00:00Z');
    const expected = published.length * endpoints.length;

    await Promise.all(
      Array.from({ length: WORKERS }, async () => {
        const deliver = new DeliverWebhooks(uow, sender, box, clock, uuids, new FixedRandomSource());
        for (let pass = 0; pass < 10_000 && sender.received.length < expected; pass += 1) {
          const { claimed } = await deliver.execute({ limit: 5 });
          if (claimed === 0) await new Promise((resolve) => setTimeout(resolve, 2));
        }
      }),
    );

    expect(sender.overlaps).toEqual([]);
    expect(sender.received).toHaveLength(expected);
    for (const endpoint of endpoints) {
      for (const entity of entities) {
        const sent = sender.received.filter((r) => r.url === endpoint.url && r.entity === entity).map((r) => r.eventId);
        expect(sent).toEqual(published.filter((p) => p.entity === entity).map((p) => p.eventId));
      }
    }
  }, 300_000);
});
