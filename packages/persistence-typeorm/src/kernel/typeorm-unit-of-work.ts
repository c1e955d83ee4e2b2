import { TypeOrmInvitationMessages } from '../notifications/typeorm-invitation-messages';
import { TypeOrmUserInvitationMessages } from '../notifications/typeorm-user-invitation-messages';
import { outboxEventOfChange, type ChangeContext, type Repositories, type UnitOfWork } from '@employee/domain';
import type { DataSource, EntityManager } from 'typeorm';
import { TypeOrmApiKeys } from '../access/typeorm-api-keys';
import { TypeOrmCampaigns } from '../surveys/typeorm-campaigns';
import { TypeOrmCompanies } from '../tenancy/typeorm-companies';
import { TypeOrmEmployees } from '../directory/typeorm-employees';
import { TypeOrmFilters } from '../directory/typeorm-filters';
import { TypeOrmInvitations } from '../surveys/typeorm-invitations';
import { TypeOrmPermissions } from '../access/typeorm-permissions';
import { TypeOrmProfiles } from '../access/typeorm-profiles';
import { TypeOrmResponses } from '../surveys/typeorm-responses';
import { TypeOrmUserTokens } from '../access/typeorm-user-tokens';
import { TypeOrmUsers } from '../access/typeorm-users';
import { ChangeJournal } from '../history/change-journal';
import { beginWithStatementTimeout } from './begin-with-timeout';
import { lockCompanyHistories } from '../history/company-history-lock';
import { TypeOrmAuditTrail } from '../history/typeorm-audit-trail';
import { TypeOrmChangeFeed } from '../history/typeorm-change-feed';
import { TypeOrmOutbox } from '../webhooks/typeorm-outbox';
import { TypeOrmWebhookDeliveries } from '../webhooks/typeorm-webhook-deliveries';
import { TypeOrmWebhookEndpoints } from '../webhooks/typeorm-webhook-endpoints';
import { TypeOrmDataSubjects } from '../privacy/typeorm-data-subjects';
import { TypeOrmPersonalDataCopies } from '../privacy/typeorm-personal-data-copies';

/**
 * The repositories bound to one transaction's entity manager; `employees` and `filters` note the versions they
 * store in `journal`, which the unit of work flushes to the feeds just before commit, as it flushes `audit`'s events
 * (default: an audit trail of the system's) and `outbox`'s.
 */
export function repositoriesOf(
  manager: EntityManager,
  journal: ChangeJournal,
  audit: TypeOrmAuditTrail = new TypeOrmAuditTrail(manager),
  outbox: TypeOrmOutbox = new TypeOrmOutbox(manager),
): Repositories {
  return {
    employees: new TypeOrmEmployees(manager, journal),
    filters: new TypeOrmFilters(manager, journal),
    companies: new TypeOrmCompanies(manager),
    campaigns: new TypeOrmCampaigns(manager),
    invitations: new TypeOrmInvitations(manager),
    responses: new TypeOrmResponses(manager),
    apiKeys: new TypeOrmApiKeys(manager),
    profiles: new TypeOrmProfiles(manager),
    users: new TypeOrmUsers(manager),
    permissions: new TypeOrmPermissions(manager),
    userTokens: new TypeOrmUserTokens(manager),
    employeeChanges: new TypeOrmChangeFeed(manager, 'employee_changes'),
    filterChanges: new TypeOrmChangeFeed(manager, 'filter_changes'),
    audit,
    outbox,
    webhookEndpoints: new TypeOrmWebhookEndpoints(manager),
    webhookDeliveries: new TypeOrmWebhookDeliveries(manager),
    dataSubjects: new TypeOrmDataSubjects(manager),
    personalDataCopies: new TypeOrmPersonalDataCopies(manager),
    invitationMessages: new TypeOrmInvitationMessages(manager),
    userInvitationMessages: new TypeOrmUserInvitationMessages(manager),
  };
}

/** How long the database may take past the statement timeout before the connection is given up. */
export const RESPONSE_GRACE_MS = 1000;

/** The part of a `pg` client the deadline needs: its socket. */
interface PgClientSocket {
  readonly connection?: { readonly stream?: { destroy(): void } };
}

/**
 * `UnitOfWork` as one PostgreSQL transaction (READ COMMITTED) per `run`: it commits when `work` resolves and
 * rolls back, propagating the error, when `work` rejects. Its last statements before commit append the changes
 * feeds' entries of the versions `work` stored, under the companies' history locks (`ChangeJournal.flush`). With
 * `statementTimeoutMs` (called at the start of each `run`, in ms; `null` for no bound), the transaction runs under
 * `SET LOCAL statement_timeout` (the server cancels a longer statement with SQLSTATE 57014 and the whole
 * transaction rolls back), and a client-side deadline of that bound plus `RESPONSE_GRACE_MS` closes the
 * connection of a transaction the server does not answer (a partition): the pending query rejects with
 * `Connection terminated`, the pool drops that connection, and nothing of the transaction is committed. The audit
 * events the work recorded are appended with the feeds' entries (`TypeOrmAuditTrail.flush`), with the actor, request
 * id and IP of `changeContext()` (`null`: the system), then handed with their versions to the outbox, which stores
 * them with the events the work published and their deliveries (`TypeOrmOutbox.flush`). Source: domain
 * `UnitOfWork`; docs/house-rules.md#ports; docs/reliability.md#time-bounds; docs/persistence.md#changes-feed,
 * #audit-trail; docs/webhooks.md#outbox-and-delivery.
 */
export class TypeOrmUnitOfWork implements UnitOfWork {
  constructor(
    private readonly dataSource: DataSource,
    private readonly statementTimeoutMs: () => number | null = () => null,
    private readonly changeContext: () => ChangeContext | null = () => null,
  ) {}

  /**
   * Runs `work` over the repositories of `manager`'s transaction, then, as its last statements, takes the history
   * locks of every company whose history it appends to (feed entries and audit events, in ascending id order, so
   * that no two transactions wait for each other in a cycle) and appends the feed entries, audit events and outbox
   * events it noted. An outbox event takes no lock of its own: the events of one entity are already numbered in
   * commit order by the entity's row lock, which every change of it holds to commit; an unaudited event (a survey
   * response's) is not ordered among its kind (docs/webhooks.md#ordering).
   */
  private async inTransaction<T>(manager: EntityManager, work: (repositories: Repositories) => Promise<T>): Promise<T> {
    const journal = new ChangeJournal();
    const audit = new TypeOrmAuditTrail(manager, this.changeContext);
    const outbox = new TypeOrmOutbox(manager);
    const result = await work(repositoriesOf(manager, journal, audit, outbox));
    await lockCompanyHistories(manager, [...journal.companyIds(), ...audit.companyIds()]);
    await journal.flush(manager);
    const appended = await audit.flush();
    await outbox.publish(appended.map(({ event, version }) => outboxEventOfChange(event, version)));
    await outbox.flush();
    return result;
  }

  async run<T>(work: (repositories: Repositories) => Promise<T>): Promise<T> {
    const bound = this.statementTimeoutMs();
    if (bound === null) return this.dataSource.transaction((manager) => this.inTransaction(manager, work));
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    const socket = (runner as unknown as { databaseConnection?: PgClientSocket }).databaseConnection?.connection
      ?.stream;
    const deadline = setTimeout(() => socket?.destroy(), bound + RESPONSE_GRACE_MS);
    try {
      await beginWithStatementTimeout(runner, bound);
      const result = await this.inTransaction(runner.manager, work);
      await runner.commitTransaction();
      return result;
    } catch (error) {
      if (runner.isTransactionActive) await runner.rollbackTransaction().catch(() => undefined);
      throw error;
    } finally {
      clearTimeout(deadline);
      await runner.release();
    }
  }
}
