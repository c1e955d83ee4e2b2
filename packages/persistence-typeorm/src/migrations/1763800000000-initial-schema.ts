import type { MigrationInterface, QueryRunner } from 'typeorm';

const TRIGRAM_COLUMNS = ['name', 'social_name', 'document', 'email', 'phone', 'internal_id'] as const;

const UP = [
  'CREATE EXTENSION IF NOT EXISTS pg_trgm',
  `CREATE TABLE companies (
    id uuid PRIMARY KEY,
    name varchar(255) NOT NULL,
    identify_key varchar(16) NOT NULL CHECK (identify_key IN ('document', 'email')),
    parent_id uuid REFERENCES companies (id),
    rate_limit_per_minute integer CHECK (rate_limit_per_minute > 0),
    created_at timestamptz NOT NULL,
    updated_at timestamptz NOT NULL
  )`,
  'CREATE INDEX companies_parent_id_idx ON companies (parent_id)',
  `CREATE TABLE api_keys (
    id uuid PRIMARY KEY,
    company_id uuid NOT NULL REFERENCES companies (id),
    identifier varchar(64) NOT NULL,
    secret_hash varchar(255) NOT NULL,
    created_at timestamptz NOT NULL,
    revoked_at timestamptz
  )`,
  'CREATE UNIQUE INDEX api_keys_identifier_uq ON api_keys (identifier)',
  'CREATE UNIQUE INDEX api_keys_company_live_uq ON api_keys (company_id) WHERE revoked_at IS NULL',
  `CREATE TABLE filters (
    id uuid PRIMARY KEY,
    company_id uuid NOT NULL REFERENCES companies (id),
    key varchar(100) NOT NULL,
    name varchar(255) NOT NULL,
    is_required boolean NOT NULL,
    default_value varchar(1000),
    active boolean NOT NULL,
    created_at timestamptz NOT NULL,
    updated_at timestamptz NOT NULL
  )`,
  'CREATE UNIQUE INDEX filters_company_key_active_uq ON filters (company_id, key) WHERE active',
  'CREATE INDEX filters_company_active_order_idx ON filters (company_id, created_at, id) WHERE active',
  `CREATE TABLE campaigns (
    id uuid PRIMARY KEY,
    company_id uuid NOT NULL REFERENCES companies (id),
    name varchar(255) NOT NULL,
    is_active boolean NOT NULL,
    created_at timestamptz NOT NULL
  )`,
  'CREATE INDEX campaigns_company_active_order_idx ON campaigns (company_id, created_at, id) WHERE is_active',
  `CREATE TABLE employees (
    id uuid PRIMARY KEY,
    company_id uuid NOT NULL REFERENCES companies (id),
    name varchar(255),
    social_name varchar(255),
    email varchar(255),
    phone varchar(16),
    document varchar(11),
    internal_id varchar(255),
    birthdate date,
    hiring_date date,
    firing_date date,
    is_voluntary_firing boolean,
    reason_firing varchar(1000),
    is_on_leave boolean NOT NULL,
    language varchar(8) NOT NULL,
    firing_settles_at timestamptz,
    created_at timestamptz NOT NULL,
    updated_at timestamptz NOT NULL,
    deleted_at timestamptz
  )`,
  'CREATE UNIQUE INDEX employees_document_active_uq ON employees (document) WHERE deleted_at IS NULL',
  'CREATE UNIQUE INDEX employees_email_active_uq ON employees (lower(email)) WHERE deleted_at IS NULL',
  'CREATE UNIQUE INDEX employees_phone_active_uq ON employees (phone) WHERE deleted_at IS NULL',
  'CREATE UNIQUE INDEX employees_company_internal_id_active_uq ' +
    'ON employees (company_id, internal_id) WHERE deleted_at IS NULL',
  'CREATE INDEX employees_company_order_idx ON employees (company_id, created_at, id) WHERE deleted_at IS NULL',
  'CREATE INDEX employees_firing_due_idx ON employees (firing_settles_at) ' +
    'WHERE deleted_at IS NULL AND firing_settles_at IS NOT NULL',
  ...TRIGRAM_COLUMNS.map(
    (column) =>
      `CREATE INDEX employees_${column}_trgm_idx ON employees USING gin (${column} gin_trgm_ops) ` +
      'WITH (fastupdate = off) WHERE deleted_at IS NULL',
  ),
  `CREATE TABLE employee_field_values (
    employee_id uuid NOT NULL REFERENCES employees (id) ON DELETE CASCADE,
    filter_id uuid NOT NULL REFERENCES filters (id),
    position integer NOT NULL,
    value varchar(1000) NOT NULL,
    PRIMARY KEY (employee_id, filter_id)
  )`,
  'CREATE INDEX employee_field_values_filter_idx ON employee_field_values (filter_id)',
  `CREATE TABLE campaign_links (
    employee_id uuid NOT NULL REFERENCES employees (id) ON DELETE CASCADE,
    campaign_id uuid NOT NULL REFERENCES campaigns (id),
    position integer NOT NULL,
    PRIMARY KEY (employee_id, campaign_id)
  )`,
  'CREATE INDEX campaign_links_campaign_idx ON campaign_links (campaign_id, employee_id)',
];

const DOWN = [
  'campaign_links',
  'employee_field_values',
  'employees',
  'campaigns',
  'filters',
  'api_keys',
  'companies',
].map((table) => `DROP TABLE ${table}`);

/**
 * The first schema: companies, API keys (hash only), filters, campaigns, employees, field values and
 * campaign links. Unique values are partial unique indexes among non-deleted employees (document, lower-cased
 * email and E.164 phone across all companies; internal_id per company) and among active filters (key per
 * company); their names are what `unique-violation.ts` maps to domain errors. Search is backed by one
 * `pg_trgm` GIN index per searchable column, with `fastupdate` off: a GIN pending list makes the planner
 * price the index above a sequential scan until VACUUM runs, so each insert updates the index directly. Source:
 * docs/persistence.md; docs/contract.md#employee-fields, #search.
 */
export class InitialSchema1763800000000 implements MigrationInterface {
  name = 'InitialSchema1763800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const statement of UP) await queryRunner.query(statement);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const statement of DOWN) await queryRunner.query(statement);
  }
}
