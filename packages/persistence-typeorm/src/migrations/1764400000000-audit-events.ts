import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The audit trail (docs/change-history.md#audit-trail): `audit_events`, one row per change, each company's rows a
 * hash chain in `seq` order. Append-only: a trigger refuses every UPDATE, and every DELETE except the retention
 * purge's (the transaction sets `audit.retention_purge = 'on'`) of events older than the 180-day minimum; UPDATE is
 * also revoked from PUBLIC (a role that is not the owner or a superuser has no other way to it).
 */
export class AuditEvents1764400000000 implements MigrationInterface {
  name = 'AuditEvents1764400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE audit_events (
        seq bigserial PRIMARY KEY,
        id uuid NOT NULL UNIQUE,
        occurred_at timestamptz NOT NULL,
        company_id uuid NOT NULL,
        actor_type text NOT NULL CHECK (actor_type IN ('api_key', 'user', 'admin_cli', 'system')),
        actor_id text NULL,
        actor_prefix text NULL,
        action text NOT NULL,
        entity text NOT NULL,
        entity_id text NOT NULL,
        changed text[] NOT NULL,
        request_id text NULL,
        ip text NULL,
        previous_hash text NULL,
        hash text NOT NULL
      )`);
    await queryRunner.query('CREATE INDEX audit_events_company_seq_idx ON audit_events (company_id, seq)');
    await queryRunner.query(
      'CREATE INDEX audit_events_entity_idx ON audit_events (company_id, entity, entity_id, seq)',
    );
    await queryRunner.query('CREATE INDEX audit_events_occurred_at_idx ON audit_events (occurred_at)');
    await queryRunner.query(`
      CREATE FUNCTION audit_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'DELETE'
          AND current_setting('audit.retention_purge', true) = 'on'
          AND OLD.occurred_at < now() - interval '180 days' THEN
          RETURN OLD;
        END IF;
        RAISE EXCEPTION 'audit_events is append-only: % refused', TG_OP USING ERRCODE = '42501';
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER audit_events_append_only BEFORE UPDATE OR DELETE ON audit_events
      FOR EACH ROW EXECUTE FUNCTION audit_events_append_only()`);
    await queryRunner.query('REVOKE UPDATE ON audit_events FROM PUBLIC');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE audit_events');
    await queryRunner.query('DROP FUNCTION audit_events_append_only()');
  }
}
