import type { Repositories, UnitOfWork } from '@employee/domain';
import type { DataSource, EntityManager } from 'typeorm';
import { TypeOrmApiKeys } from './typeorm-api-keys';
import { TypeOrmCampaigns } from './typeorm-campaigns';
import { TypeOrmCompanies } from './typeorm-companies';
import { TypeOrmEmployees } from './typeorm-employees';
import { TypeOrmFilters } from './typeorm-filters';
import { TypeOrmPermissions } from './typeorm-permissions';
import { TypeOrmProfiles } from './typeorm-profiles';
import { TypeOrmUserTokens } from './typeorm-user-tokens';
import { TypeOrmUsers } from './typeorm-users';
import { ChangeJournal } from '../history/change-journal';
import { TypeOrmChangeFeed } from '../history/typeorm-change-feed';

/**
 * The repositories bound to one transaction's entity manager; `employees` and `filters` note the versions they
 * store in `journal`, which the unit of work flushes to the feeds just before commit.
 */
export function repositoriesOf(manager: EntityManager, journal: ChangeJournal): Repositories {
  return {
    employees: new TypeOrmEmployees(manager, journal),
    filters: new TypeOrmFilters(manager, journal),
    companies: new TypeOrmCompanies(manager),
    campaigns: new TypeOrmCampaigns(manager),
    apiKeys: new TypeOrmApiKeys(manager),
    profiles: new TypeOrmProfiles(manager),
    users: new TypeOrmUsers(manager),
    permissions: new TypeOrmPermissions(manager),
    userTokens: new TypeOrmUserTokens(manager),
    employeeChanges: new TypeOrmChangeFeed(manager, 'employee_changes'),
    filterChanges: new TypeOrmChangeFeed(manager, 'filter_changes'),
  };
}

/** Runs `work` over the repositories of `manager`'s transaction, then appends the feed entries it noted. */
async function workThenJournal<T>(
  manager: EntityManager,
  work: (repositories: Repositories) => Promise<T>,
): Promise<T> {
  const journal = new ChangeJournal();
  const result = await work(repositoriesOf(manager, journal));
  await journal.flush(manager);
  return result;
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
 * `Connection terminated`, the pool drops that connection, and nothing of the transaction is committed. Source:
 * domain `UnitOfWork`; docs/house-rules.md#ports; docs/reliability.md#time-bounds; docs/persistence.md#changes-feed.
 */
export class TypeOrmUnitOfWork implements UnitOfWork {
  constructor(
    private readonly dataSource: DataSource,
    private readonly statementTimeoutMs: () => number | null = () => null,
  ) {}

  async run<T>(work: (repositories: Repositories) => Promise<T>): Promise<T> {
    const bound = this.statementTimeoutMs();
    if (bound === null) return this.dataSource.transaction((manager) => workThenJournal(manager, work));
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    const socket = (runner as unknown as { databaseConnection?: PgClientSocket }).databaseConnection?.connection
      ?.stream;
    const deadline = setTimeout(() => socket?.destroy(), bound + RESPONSE_GRACE_MS);
    try {
      await runner.startTransaction();
      await runner.query(`SET LOCAL statement_timeout = ${Math.floor(bound)}`);
      const result = await workThenJournal(runner.manager, work);
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
