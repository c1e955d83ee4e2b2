import type { Client } from 'pg';

/** What the scenarios read from the seeded database before any server starts. */
export interface BenchData {
  readonly companyId: string;
  /** Visible (not soft-deleted) employees of the company at the start. */
  readonly activeEmployees: number;
  /** Ids to GET, in random order. */
  readonly getIds: readonly string[];
  /** Ids to PUT, cycled through (disjoint from the ids to delete). */
  readonly updateIds: readonly string[];
  /** Ids each server deletes, once each; the two lists are disjoint. */
  readonly deleteIds: { readonly ours: readonly string[]; readonly baseline: readonly string[] };
  /** 7-digit fragments of real CPFs. */
  readonly cpfTerms: readonly string[];
  /** Fragments of real e-mails: the local part without the first name, and the `@` (`silva.123456@`). */
  readonly emailTerms: readonly string[];
  /** The company's active filter keys, required ones first. */
  readonly filterKeys: readonly string[];
}

/** The database is not one the bench can run on (no schema, no company, too few employees). */
export class NotSeededError extends Error {}

const MIN_EMPLOYEES = 1000;
const TERMS = 50;

/**
 * Checks that the database holds the company with at least 1,000 visible employees, then draws a random
 * sample of them and splits it: search terms, ids to GET (up to 5,000), ids to PUT (up to 2,000) and two
 * disjoint lists of ids to DELETE (up to `writePool` each).
 * @throws NotSeededError when the schema or the company is missing or it has too few employees.
 */
export async function pickBenchData(client: Client, companyId: string, writePool: number): Promise<BenchData> {
  const tables = await client.query(`SELECT to_regclass('public.employees') IS NOT NULL AS ok`);
  if (!(tables.rows[0] as { ok: boolean }).ok)
    throw new NotSeededError('the database has no employees table (not migrated, not seeded)');
  const company = await client.query('SELECT 1 FROM companies WHERE id = $1', [companyId]);
  if (company.rowCount === 0) throw new NotSeededError(`the database has no company ${companyId}`);
  const counted = await client.query(
    'SELECT count(*)::int AS n FROM employees WHERE company_id = $1 AND deleted_at IS NULL',
    [companyId],
  );
  const activeEmployees = (counted.rows[0] as { n: number }).n;
  if (activeEmployees < MIN_EMPLOYEES)
    throw new NotSeededError(
      `company ${companyId} has ${activeEmployees} visible employees; the bench needs at least ${MIN_EMPLOYEES}`,
    );

  const wanted = Math.min(activeEmployees, 5000 + 2000 + 2 * writePool);
  const sample = (
    await client.query(
      'SELECT id, document, email FROM employees WHERE company_id = $1 AND deleted_at IS NULL ' +
        'ORDER BY random() LIMIT $2',
      [companyId, wanted],
    )
  ).rows as Array<{ id: string; document: string | null; email: string | null }>;
  const getCount = Math.min(5000, Math.floor(sample.length * 0.25));
  const updateCount = Math.min(2000, Math.floor(sample.length * 0.1));
  const deleteCount = Math.min(writePool, Math.floor((sample.length - getCount - updateCount) / 2));
  const ids = sample.map((row) => row.id);
  const deleteStart = getCount + updateCount;

  const filters = await client.query(
    'SELECT key FROM filters WHERE company_id = $1 AND active ORDER BY is_required DESC, created_at, id',
    [companyId],
  );
  return {
    companyId,
    activeEmployees,
    getIds: ids.slice(0, getCount),
    updateIds: ids.slice(getCount, deleteStart),
    deleteIds: {
      ours: ids.slice(deleteStart, deleteStart + deleteCount),
      baseline: ids.slice(deleteStart + deleteCount, deleteStart + 2 * deleteCount),
    },
    cpfTerms: sample
      .flatMap((row) => (row.document && row.document.length === 11 ? [row.document.slice(2, 9)] : []))
      .slice(0, TERMS),
    emailTerms: sample.flatMap((row) => (row.email ? [emailFragment(row.email)] : [])).slice(0, TERMS),
    filterKeys: (filters.rows as Array<{ key: string }>).map((row) => row.key),
  };
}

/**
 * `maria.silva.123456@bench-big.com.br` → `silva.123456@` (the `@` keeps `silva.1` from matching
 * `silva.10…`); the whole local part and `@` when it has no dot.
 */
export function emailFragment(email: string): string {
  const local = email.split('@')[0] ?? email;
  const rest = local.split('.').slice(1).join('.');
  return `${rest.length >= 3 ? rest : local}@`;
}
