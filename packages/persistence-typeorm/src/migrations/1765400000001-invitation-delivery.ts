import type { MigrationInterface, QueryRunner } from 'typeorm';

const UP = [
  `ALTER TABLE campaign_links
     ADD COLUMN delivery_state text,
     ADD COLUMN delivery_reminder smallint NOT NULL DEFAULT 0,
     ADD COLUMN delivery_tries integer NOT NULL DEFAULT 0,
     ADD COLUMN delivery_next_at timestamptz,
     ADD COLUMN delivery_lease_token uuid,
     ADD COLUMN delivery_lease_until timestamptz,
     ADD COLUMN delivery_channel text,
     ADD COLUMN delivery_sent_at timestamptz,
     ADD COLUMN delivery_reason text,
     ADD COLUMN delivery_error text,
     ADD COLUMN reminders_sent smallint NOT NULL DEFAULT 0,
     ADD COLUMN reminders_stopped boolean NOT NULL DEFAULT false,
     ADD CONSTRAINT campaign_links_delivery_state_ck
       CHECK (delivery_state IN ('pending', 'sending', 'sent', 'undeliverable')),
     ADD CONSTRAINT campaign_links_delivery_channel_ck CHECK (delivery_channel IN ('email', 'sms'))`,
  // The links of platform campaigns still to send or to try again: what a claim reads, whatever the sent ones.
  `CREATE INDEX campaign_links_delivery_due_idx ON campaign_links (campaign_id)
     WHERE delivery_state IS NULL OR delivery_state IN ('pending', 'sending')`,
];

const DOWN = [
  'DROP INDEX campaign_links_delivery_due_idx',
  `ALTER TABLE campaign_links
     DROP CONSTRAINT campaign_links_delivery_channel_ck, DROP CONSTRAINT campaign_links_delivery_state_ck,
     DROP COLUMN reminders_stopped, DROP COLUMN reminders_sent, DROP COLUMN delivery_error,
     DROP COLUMN delivery_reason, DROP COLUMN delivery_sent_at, DROP COLUMN delivery_channel,
     DROP COLUMN delivery_lease_until, DROP COLUMN delivery_lease_token, DROP COLUMN delivery_next_at,
     DROP COLUMN delivery_tries, DROP COLUMN delivery_reminder, DROP COLUMN delivery_state`,
];

/**
 * The platform's delivery of each invitation, kept on its `campaign_links` row (docs/notifications.md#the-worker,
 * docs/persistence.md#invitation-delivery): the link is the message, so a message exists exactly while the
 * invitation does. `delivery_state` is `null` until a worker first claims it, then `sending` (under
 * `delivery_lease_token` until `delivery_lease_until`), `pending` (to try again at `delivery_next_at`), `sent` or
 * `undeliverable` (`delivery_reason`); `delivery_reminder` is the message under way (0 the invitation, n reminder
 * n); `reminders_sent` counts the reminders sent and `reminders_stopped` ends them (opt-out or refusal).
 */
export class InvitationDelivery1765400000001 implements MigrationInterface {
  name = 'InvitationDelivery1765400000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const statement of UP) await queryRunner.query(statement);
  }

  /** Drops the columns and the index (delivery states are lost; links and tokens stay). */
  async down(queryRunner: QueryRunner): Promise<void> {
    for (const statement of DOWN) await queryRunner.query(statement);
  }
}
