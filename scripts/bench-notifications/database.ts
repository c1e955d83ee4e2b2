import { Pool } from 'pg';
import { PersonNames } from '../make-workforce/person-names';
import { seededFaker } from '../make-workforce/seeded-faker';
import { copyInto } from '../seed-large/copy-into';
import { createdStepMs, EMPLOYEE_COLUMNS, employeeLine } from '../seed-large/copy-rows';
import { createIndexes, dropSecondaryIndexes } from '../seed-large/secondary-indexes';

/** The seed of the employees' names and facts: the same flags give the same employees. */
const SEED = 1;

/** An invited employee of the campaign as stored: how the platform can reach them, and their language. */
export interface Invitee {
  readonly id: string;
  readonly email: string | null;
  readonly mobile: string | null;
  readonly language: string;
}

/** Employee numbers 1 to `count`, each as its `employees` line of `company`. */
function* employeeLines(count: number, company: { id: string; slug: string; ddd: string }): Generator<string> {
  const names = new PersonNames(seededFaker(SEED, 'rows'), 0.05);
  const stepMs = createdStepMs(count);
  for (let n = 1; n <= count; n += 1) yield employeeLine(SEED, n, company, names, stepMs);
}

/** What the bench reads and writes directly in its scratch database (docs/persistence.md), on a pool of one. */
export class BenchDatabase {
  private readonly pool: Pool;

  constructor(databaseUrl: string) {
    this.pool = new Pool({ connectionString: databaseUrl, max: 1 });
  }

  /**
   * Loads `count` employees into company `companyId` with one COPY (one statement: all or none), as
   * `npm run bench:seed` makes them (scripts/seed-large/copy-rows.ts): about 98% with an e-mail, 95% with a mobile
   * (so about 2% reachable by SMS only and 0.1% by neither), languages 80% `pt-BR`, 10% `en`, 10% `es`, about 2%
   * soft-deleted (never invited); every one included in campaigns. The secondary indexes of `employees` (its trigram
   * indexes) are dropped for the COPY and built again after it, then `ANALYZE employees`.
   */
  async loadEmployees(companyId: string, count: number): Promise<void> {
    const client = await this.pool.connect();
    try {
      const company = { id: companyId, slug: 'bench-notify', ddd: '11' };
      const indexes = await dropSecondaryIndexes(client, ['employees']);
      try {
        await copyInto(client, 'employees', EMPLOYEE_COLUMNS, employeeLines(count, company), () => {});
      } finally {
        await createIndexes(client, indexes, () => {});
      }
      await client.query('ANALYZE employees');
    } finally {
      client.release();
    }
  }

  /** The invitations of `campaignId` (its `campaign_links`), with what the employees' rows say. */
  async invitees(campaignId: string): Promise<Invitee[]> {
    const { rows } = await this.pool.query<Invitee>(
      `SELECT e.id, e.email, e.phone AS mobile, e.language
         FROM campaign_links l JOIN employees e ON e.id = l.employee_id
        WHERE l.campaign_id = $1`,
      [campaignId],
    );
    return rows;
  }

  /** Campaign `campaignId`'s invitations by stored delivery state (`unclaimed` for a `null` state). */
  async deliveryStates(campaignId: string): Promise<Record<string, number>> {
    const { rows } = await this.pool.query<{ state: string; count: number }>(
      `SELECT coalesce(delivery_state, 'unclaimed') AS state, count(*)::int AS count
         FROM campaign_links WHERE campaign_id = $1 GROUP BY 1`,
      [campaignId],
    );
    return Object.fromEntries(rows.map((r) => [r.state, r.count]));
  }

  /** Campaign `campaignId`'s invitations that were tried more than once (a retry, or a lease that ran out). */
  async retried(campaignId: string): Promise<number> {
    const { rows } = await this.pool.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM campaign_links WHERE campaign_id = $1 AND delivery_tries > 1',
      [campaignId],
    );
    return rows[0]?.count ?? 0;
  }

  close(): Promise<void> {
    return this.pool.end();
  }
}
