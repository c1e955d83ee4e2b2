import type { UnitOfWork } from '../../kernel/unit-of-work';
import type { Repositories } from '../../repositories';
import type { ChangeContext } from '../../history/audit-event';
import { outboxEventOfChange } from '../../history/outbox';
import { InMemoryApiKeys } from './in-memory-api-keys';
import { InMemoryAuditTrail } from './in-memory-audit-trail';
import { InMemoryPermissions } from './in-memory-permissions';
import { InMemoryProfiles } from './in-memory-profiles';
import { InMemoryUserTokens } from './in-memory-user-tokens';
import { InMemoryUsers } from './in-memory-users';
import { InMemoryCampaigns } from './in-memory-campaigns';
import { InMemoryInvitations } from './in-memory-invitations';
import { InMemoryResponses } from './in-memory-responses';
import { InMemoryCompanies } from './in-memory-companies';
import { InMemoryEmployees } from './in-memory-employees';
import { InMemoryFilters } from './in-memory-filters';
import { InMemoryChangeFeed } from './in-memory-change-feed';
import { InMemoryReportSources } from './in-memory-report-sources';
import { InMemoryOutbox } from './in-memory-outbox';
import { InMemoryWebhookDeliveries } from './in-memory-webhook-deliveries';
import { InMemoryInvitationMessages } from './in-memory-invitation-messages';
import { InMemoryUserInvitationMessages } from './in-memory-user-invitation-messages';
import { InMemoryWebhookEndpoints } from './in-memory-webhook-endpoints';
import { InMemoryDataSubjects } from './in-memory-data-subjects';
import { InMemoryIdempotencyKeys } from './in-memory-idempotency-keys';
import { InMemoryPersonalDataCopies } from './in-memory-personal-data-copies';
import { emptyState, snapshotOf, type InMemoryState } from './in-memory-store';

/**
 * A `UnitOfWork` over in-memory repositories. Runs are serialised (one at a time, like SERIALIZABLE
 * transactions); a run that rejects leaves the state exactly as it was before it began.
 * `repositories` gives direct access outside any run, for seeding and assertions in tests. `changeContext` gives the
 * actor, request id and IP of the audit events recorded (default: none, the system's). At the end of a run that
 * resolves, the audit events it recorded go to the outbox with their changes' versions, as the database adapter
 * does in its transaction (docs/webhooks.md#outbox-and-delivery).
 */
export class InMemoryUnitOfWork implements UnitOfWork<Repositories> {
  private state: InMemoryState = emptyState();
  private queue: Promise<unknown> = Promise.resolve();

  private readonly audit = new InMemoryAuditTrail(
    () => this.state,
    () => this.changeContext(),
  );

  constructor(private readonly changeContext: () => ChangeContext | null = () => null) {}

  /**
   * The idempotency keys that go with this store: an anonymisation scrubs their answers (outside the rollback; the
   * keys are not part of a unit of work).
   */
  readonly idempotencyKeys = new InMemoryIdempotencyKeys();

  /** Repositories that read and write the committed state directly (for test set-up and assertions). */
  readonly repositories: Repositories = {
    employees: new InMemoryEmployees(() => this.state),
    filters: new InMemoryFilters(() => this.state),
    companies: new InMemoryCompanies(() => this.state),
    campaigns: new InMemoryCampaigns(() => this.state),
    invitations: new InMemoryInvitations(() => this.state),
    responses: new InMemoryResponses(() => this.state),
    apiKeys: new InMemoryApiKeys(() => this.state),
    profiles: new InMemoryProfiles(() => this.state),
    users: new InMemoryUsers(() => this.state),
    permissions: new InMemoryPermissions(() => this.state),
    userTokens: new InMemoryUserTokens(() => this.state),
    audit: this.audit,
    outbox: new InMemoryOutbox(() => this.state),
    webhookEndpoints: new InMemoryWebhookEndpoints(() => this.state),
    webhookDeliveries: new InMemoryWebhookDeliveries(() => this.state),
    invitationMessages: new InMemoryInvitationMessages(() => this.state),
    userInvitationMessages: new InMemoryUserInvitationMessages(() => this.state),
    dataSubjects: new InMemoryDataSubjects(() => this.state),
    personalDataCopies: new InMemoryPersonalDataCopies(() => this.state, this.idempotencyKeys),
    employeeChanges: new InMemoryChangeFeed(() => this.state.employeeChanges),
    filterChanges: new InMemoryChangeFeed(() => this.state.filterChanges),
  };

  /** What the reports read of the committed state (outside any run); `timeZone` as `InMemoryReportSources`. */
  reportSources(timeZone: string): InMemoryReportSources {
    return new InMemoryReportSources(() => this.state, timeZone);
  }

  run<T>(work: (repositories: Repositories) => Promise<T>): Promise<T> {
    const result = this.queue.then(async () => {
      const before = snapshotOf(this.state);
      this.audit.takeRecorded();
      try {
        const result = await work(this.repositories);
        const recorded = this.audit.takeRecorded();
        await this.repositories.outbox.publish(
          recorded.map(({ event, version }) => outboxEventOfChange(event, version)),
        );
        return result;
      } catch (error) {
        this.state = before;
        throw error;
      }
    });
    this.queue = result.catch(() => undefined);
    return result;
  }
}
