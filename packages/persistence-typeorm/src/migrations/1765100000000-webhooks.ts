import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Webhooks (docs/webhooks.md#outbox-and-delivery): `webhook_endpoints` (a company's endpoints, their sealed signing
 * secrets); `webhook_events`, the outbox (one row per event that had a subscriber when it was written, `seq` its
 * place in commit order per company, `payload` the exact JSON text sent, kept as `json` so its bytes never change);
 * `webhook_deliveries` (one event to one endpoint: status, tries, next try, lease; removed with its endpoint) and
 * `webhook_attempts` (each try's outcome, removed with its delivery). Partial indexes serve the claim: the pending
 * deliveries in event order, the leased ones by lease end, and the unfinished ones of an endpoint and entity.
 */
export class Webhooks1765100000000 implements MigrationInterface {
  name = 'Webhooks1765100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE webhook_endpoints (
        id uuid PRIMARY KEY,
        company_id uuid NOT NULL REFERENCES companies (id),
        url varchar(2048) NOT NULL,
        description varchar(255) NULL,
        event_types text[] NULL,
        include_branches boolean NOT NULL,
        is_enabled boolean NOT NULL,
        disabled_reason text NULL,
        secret text NOT NULL,
        previous_secret text NULL,
        previous_secret_expires_at timestamptz NULL,
        failing_since timestamptz NULL,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        version integer NOT NULL
      )`);
    await queryRunner.query(
      'CREATE INDEX webhook_endpoints_company_idx ON webhook_endpoints (company_id, created_at, id)',
    );
    await queryRunner.query(`
      CREATE TABLE webhook_events (
        seq bigserial PRIMARY KEY,
        id uuid NOT NULL UNIQUE,
        company_id uuid NOT NULL,
        type text NOT NULL,
        ordering_key text NOT NULL,
        payload json NOT NULL,
        occurred_at timestamptz NOT NULL
      )`);
    await queryRunner.query(`
      CREATE TABLE webhook_deliveries (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        endpoint_id uuid NOT NULL REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
        event_id uuid NOT NULL REFERENCES webhook_events (id),
        company_id uuid NOT NULL,
        ordering_key text NOT NULL,
        seq bigint NOT NULL,
        status text NOT NULL CHECK (status IN ('pending', 'delivering', 'delivered', 'failed')),
        tries integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NULL,
        lease_until timestamptz NULL,
        lease_token text NULL,
        last_attempt_at timestamptz NULL,
        last_response_status integer NULL,
        last_error text NULL,
        last_response_body text NULL,
        created_at timestamptz NOT NULL,
        UNIQUE (endpoint_id, event_id)
      )`);
    await queryRunner.query(
      `CREATE INDEX webhook_deliveries_pending_idx ON webhook_deliveries (seq) WHERE status = 'pending'`,
    );
    await queryRunner.query(
      `CREATE INDEX webhook_deliveries_leased_idx ON webhook_deliveries (lease_until) WHERE status = 'delivering'`,
    );
    await queryRunner.query(
      `CREATE INDEX webhook_deliveries_unfinished_idx ON webhook_deliveries (endpoint_id, ordering_key, seq)
         WHERE status IN ('pending', 'delivering')`,
    );
    await queryRunner.query(
      'CREATE INDEX webhook_deliveries_list_idx ON webhook_deliveries (endpoint_id, created_at, id)',
    );
    await queryRunner.query('CREATE INDEX webhook_deliveries_event_idx ON webhook_deliveries (event_id)');
    await queryRunner.query(`
      CREATE TABLE webhook_attempts (
        delivery_id uuid NOT NULL REFERENCES webhook_deliveries (id) ON DELETE CASCADE,
        n integer NOT NULL,
        at timestamptz NOT NULL,
        status integer NULL,
        error text NULL,
        duration_ms integer NOT NULL,
        body text NULL,
        PRIMARY KEY (delivery_id, n)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE webhook_attempts');
    await queryRunner.query('DROP TABLE webhook_deliveries');
    await queryRunner.query('DROP TABLE webhook_events');
    await queryRunner.query('DROP TABLE webhook_endpoints');
  }
}
