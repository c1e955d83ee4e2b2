import { mapPage, pageOfList, type Page, type PageRequest } from '../../kernel/page';
import { WebhookEndpoint } from '../../webhooks/webhook-endpoint';
import type { WebhookEndpoints } from '../../webhooks/webhook-endpoints';
import { byCreation, type InMemoryState } from './in-memory-store';

/** `WebhookEndpoints` kept in memory; `remove` takes the endpoint's deliveries and attempts with it. */
export class InMemoryWebhookEndpoints implements WebhookEndpoints {
  constructor(private readonly state: () => InMemoryState) {}

  /** Runs of the in-memory unit of work are serialised: `forUpdate` has nothing to lock. */
  async ofId(id: string, _forUpdate?: boolean): Promise<WebhookEndpoint | null> {
    const props = this.state().webhookEndpoints.get(id);
    return props ? WebhookEndpoint.fromProps(props) : null;
  }

  async listOfCompany(companyId: string, page: PageRequest): Promise<Page<WebhookEndpoint>> {
    const all = [...this.state().webhookEndpoints.values()].filter((p) => p.companyId === companyId).sort(byCreation);
    return mapPage(pageOfList(all, page), (p) => WebhookEndpoint.fromProps(p));
  }

  async countOfCompany(companyId: string): Promise<number> {
    return [...this.state().webhookEndpoints.values()].filter((p) => p.companyId === companyId).length;
  }

  async save(endpoint: WebhookEndpoint): Promise<void> {
    this.state().webhookEndpoints.set(endpoint.id, endpoint.toProps());
  }

  async remove(id: string): Promise<void> {
    const state = this.state();
    state.webhookEndpoints.delete(id);
    for (const delivery of [...state.webhookDeliveries.values()].filter((d) => d.endpointId === id)) {
      state.webhookDeliveries.delete(delivery.id);
      state.webhookAttempts.delete(delivery.id);
    }
  }
}
