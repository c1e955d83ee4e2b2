import type { MigrationInterface, QueryRunner } from 'typeorm';

const UP = [
  `CREATE TABLE user_invitation_messages (
     user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
     company_id uuid NOT NULL REFERENCES companies (id),
     issue integer NOT NULL,
     token_hash varchar(255) NOT NULL,
     token_sealed text,
     state text NOT NULL,
     tries integer NOT NULL DEFAULT 0,
     next_attempt_at timestamptz NOT NULL,
     lease_token uuid,
     lease_until timestamptz,
     sent_at timestamptz,
     last_error text,
     CONSTRAINT user_invitation_messages_state_ck
       CHECK (state IN ('pending', 'sending', 'sent', 'undeliverable', 'cancelled'))
   )`,
  // The messages still to send or to try again: what a claim reads, whatever the finished ones.
  `CREATE INDEX user_invitation_messages_due_idx ON user_invitation_messages (next_attempt_at)
     WHERE state IN ('pending', 'sending')`,
];

const DOWN = ['DROP TABLE user_invitation_messages'];

/**
 * The e-mails of dashboard users' invitations (docs/notifications.md#user-invitations,
 * docs/persistence.md#user-invitation-e-mails): one row per user, the latest invitation's, written in the transaction
 * that creates the user or re-issues the invitation (a re-issue replaces the row: new token, `pending`, no tries, the
 * next `issue`). `token_sealed` is the invitation's token sealed by the user invitations' `SecretBox`, kept only while
 * the message may still be sent; `state` goes `pending` → `sending` (under `lease_token` until `lease_until`) →
 * `sent`, `pending` again (a retry at `next_attempt_at`), `undeliverable`, or `cancelled` (the user no longer held that
 * invitation when it came due).
 */
export class UserInvitationMessages1765500000000 implements MigrationInterface {
  name = 'UserInvitationMessages1765500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const statement of UP) await queryRunner.query(statement);
  }

  /** Drops the table: invitation e-mails not yet sent are lost (the invitations themselves stay). */
  async down(queryRunner: QueryRunner): Promise<void> {
    for (const statement of DOWN) await queryRunner.query(statement);
  }
}
