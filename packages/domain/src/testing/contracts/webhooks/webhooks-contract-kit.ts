import type { OutboxEvent } from '../../../history/outbox';
import type { Repositories } from '../../../repositories';
import type { Company } from '../../../tenancy/company';
import type { WebhookDeliveryStatus } from '../../../webhooks/webhook-delivery';
import type { WebhookEndpoint } from '../../../webhooks/webhook-endpoint';
import { WHOLE_PARTITION, type ClaimRequest } from '../../../webhooks/webhook-delivery';
import { aCompany } from '../../builders';
import { at, contractId, type ContractHarness } from '../harness';

let published = 0;

/**
 * An outbox event of a catalogued type about `entityId` (default an employee id), with a fresh UUID, each one a
 * second after the one made before it unless told: `{id, company_id, version: 1, changed: ['name']}`.
 */
export function anOutboxEvent(company: Company, overrides: Partial<OutboxEvent> = {}): OutboxEvent {
  published += 1;
  const entityId = overrides.entityId ?? contractId(9000);
  return {
    id: `e0e0e0e0-0000-4000-8000-${String(published).padStart(12, '0')}`,
    type: 'employee.updated',
    companyId: company.id,
    entityId,
    occurredAt: at(published),
    data: { id: entityId, company_id: company.id, version: 1, changed: ['name'] },
    ...overrides,
  };
}

/** A parent company (`contractId(1)`), its branch (2) and the branch's branch (3). */
export function companyTree(): { parent: Company; branch: Company; leaf: Company } {
  const parent = aCompany().withId(contractId(1)).createdAt(at(0)).build();
  const branch = aCompany().withId(contractId(2)).branchOf(parent).createdAt(at(1)).build();
  const leaf = aCompany().withId(contractId(3)).branchOf(branch).createdAt(at(2)).build();
  return { parent, branch, leaf };
}

/** A claim at `now` of at most `limit` deliveries of every company, under `token` for 60 s. */
export function claimAt(now: Date, token: string, limit = 100): ClaimRequest {
  return { now, limit, leaseUntil: new Date(now.getTime() + 60_000), leaseToken: token, partition: WHOLE_PARTITION };
}

/** Shorthands over a harness: runs, and reads of an endpoint's deliveries (oldest first). */
export function webhookRuns(harness: () => ContractHarness) {
  const run = <T>(work: (r: Repositories) => Promise<T>): Promise<T> => harness().uow.run(work);
  const deliveriesOf = async (endpoint: WebhookEndpoint, status: WebhookDeliveryStatus | null = null) => {
    const page = await run((r) => r.webhookDeliveries.listOfEndpoint(endpoint.id, { page: 1, perPage: 100, status }));
    return [...page.items].reverse();
  };
  const publish = (...events: OutboxEvent[]) => run((r) => r.outbox.publish(events));
  return { run, deliveriesOf, publish };
}
