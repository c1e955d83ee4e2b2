import type { EntityManager } from 'typeorm';

/**
 * Takes the company's history lock for the rest of the transaction: a transaction-level advisory lock keyed by
 * the company id (`hashtextextended('history:' || id, 0)`), released at commit or rollback, re-entrant within one
 * transaction. Everything appended to a company's history (changes-feed entries, audit events) is appended after
 * this lock is taken, and numbered after it, so a company's history entries are numbered in commit order: a
 * transaction that numbered its entries before another one's commits first, and nobody can read a higher number
 * while a lower one is still uncommitted. Other companies never wait on it. Source:
 * docs/persistence.md#audit-trail (decisions change-history.md: "nothing is ever skipped").
 */
export async function lockCompanyHistory(manager: EntityManager, companyId: string): Promise<void> {
  await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended('history:' || $1::text, 0))`, [companyId]);
}

/**
 * Takes the history locks of `companyIds` (repeats ignored) in ascending id order, so that two transactions over
 * overlapping sets of companies never wait for each other in a cycle. See {@link lockCompanyHistory}.
 */
export async function lockCompanyHistories(manager: EntityManager, companyIds: Iterable<string>): Promise<void> {
  for (const companyId of [...new Set(companyIds)].sort()) await lockCompanyHistory(manager, companyId);
}
