import type { PoolClient } from 'pg';
import type { SeedCompany } from './layout';

/**
 * Inserts the companies, their filters and campaigns (a few rows: plain INSERTs, one transaction's worth). The
 * campaigns get no `campaign_questions` rows: the bench only reads which ones are open.
 */
export async function insertReferenceRows(client: PoolClient, companies: readonly SeedCompany[]): Promise<void> {
  const now = '2023-10-01T00:00:00Z';
  for (const c of companies) {
    await client.query(
      `INSERT INTO companies (id, name, identify_key, parent_id, rate_limit_per_minute, created_at, updated_at)
       VALUES ($1, $2, 'document', NULL, $3, $4, $4)`,
      [c.id, c.name, c.rateLimitPerMinute, now],
    );
    await client.query(
      `INSERT INTO filters (id, company_id, key, name, is_required, default_value, active, created_at, updated_at)
       VALUES ($1, $3, 'department', 'Departamento', true, 'Geral', true, $4, $4),
              ($2, $3, 'site', 'Unidade', false, NULL, true, $4, $4)`,
      [c.filters.department, c.filters.site, c.id, now],
    );
    await client.query(
      // Distributed by links: a bench server's notifications worker sends nothing for the million links.
      `INSERT INTO campaigns (id, company_id, name, status, version, created_at, updated_at, opened_at, distribution,
                              reminder_days)
       VALUES ($1, $4, 'Pesquisa de clima', 'open', 1, $5, $5, $5, 'links', '{}'),
              ($2, $4, 'Onboarding', 'open', 1, $5, $5, $5, 'links', '{}'),
              ($3, $4, 'Pesquisa 2022', 'closed', 1, $5, $5, $5, 'links', '{}')`,
      [c.campaigns.active[0], c.campaigns.active[1], c.campaigns.inactive, c.id, now],
    );
  }
}
