import { Email } from '@employee/domain';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The canonical form of a stored address, or `null` when the rules of today refuse it or leave it as it is. */
function canonicalOf(stored: string): string | null {
  try {
    const canonical = Email.create(stored).value;
    return canonical === stored ? null : canonical;
  } catch {
    return null;
  }
}

/**
 * Rewrites stored e-mail addresses holding characters beyond ASCII into the canonical form `Email.create` gives
 * today (NFKC, lower case, the domain in ASCII), so that a new address compares with the stored ones as it
 * would with each other: `ana@exämple.com` stored before is `ana@xn--exmple-cua.com` now. ASCII addresses were
 * already canonical (trimmed, lower case) and are not read. An address the rules now refuse (an invisible
 * character, a mixed-script part) is left as stored, and so is one whose canonical form another active employee
 * holds (two look-alikes stored before): the unique index cannot hold both, and neither is lost. Source:
 * docs/security.md#look-alike-identity-values.
 */
export class CanonicalEmails1764100000001 implements MigrationInterface {
  name = 'CanonicalEmails1764100000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    const rows = (await queryRunner.query(
      'SELECT id, email FROM employees WHERE octet_length(email) <> char_length(email) ORDER BY created_at, id',
    )) as { id: string; email: string }[];
    for (const row of rows) {
      const canonical = canonicalOf(row.email);
      if (canonical === null) continue;
      await queryRunner.query(
        `UPDATE employees e SET email = $1 WHERE e.id = $2 AND NOT EXISTS (
           SELECT 1 FROM employees o
            WHERE lower(o.email) = lower($1) AND o.id <> e.id AND o.deleted_at IS NULL AND e.deleted_at IS NULL)`,
        [canonical, row.id],
      );
    }
  }

  /** Nothing to undo: the canonical form is an address the earlier rules accept as well. */
  async down(): Promise<void> {}
}
